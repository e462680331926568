// The theme's stylesheet (app.css) as jsdom reads it: native controls take each theme
// (color-scheme), Japanese is set in one font, and the tokens that show what is pressed or played
// read the same way round in dark as in light.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n/index.svelte';
import { applyTheme } from './theme';

// Read from the disk: Vitest hands a stylesheet to a test as empty, even as `?raw`. (The page's own
// types have no Node, hence the untyped import.)
const fs = (await import('node:fs' as string)) as { readFileSync(path: string, encoding: 'utf8'): string };
const css = fs.readFileSync('src/app.css', 'utf8');

function loadSheet(): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet as CSSStyleSheet;
}

afterEach(() => {
  document.head.querySelectorAll('style').forEach((s) => s.remove());
  applyTheme(document.documentElement, 'system', false);
});

describe('color-scheme', () => {
  it('is light by default and follows a forced theme', () => {
    loadSheet();
    const root = document.documentElement;
    expect(getComputedStyle(root).getPropertyValue('color-scheme')).toBe('light');
    applyTheme(root, 'dark', false);
    expect(getComputedStyle(root).getPropertyValue('color-scheme')).toBe('dark');
    applyTheme(root, 'light', false);
    expect(getComputedStyle(root).getPropertyValue('color-scheme')).toBe('light');
  });

  it('is dark when the system asks for dark and no theme is forced', () => {
    const sheet = loadSheet();
    const media = [...sheet.cssRules].find((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.media.mediaText === '(prefers-color-scheme: dark)');
    const rule = [...(media?.cssRules ?? [])][0] as CSSStyleRule;
    expect(rule.selectorText).toBe(":root:not([data-theme='light'])");
    expect(rule.style.getPropertyValue('color-scheme')).toBe('dark');
  });
});

describe('fonts', () => {
  it('puts one Japanese font first for all the text of a Japanese page', async () => {
    loadSheet();
    await setLocale('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--font').trim()).toMatch(/^["']Noto Sans CJK JP["'],\s*["']Noto Sans JP["'],/);
    await setLocale('en');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--font').trim()).toMatch(/^system-ui/);
  });
});

/** A token's light and dark values: `--x: var(--unless-dark, LIGHT) var(--unless-light, DARK);`. */
function token(name: string): { light: string; dark: string } {
  const m = new RegExp(`\\n\\s*${name}: var\\(--unless-dark, (#[0-9a-f]{6})\\) var\\(--unless-light, (#[0-9a-f]{6})\\);`).exec(css);
  if (!m) throw new Error(`no token ${name}`);
  return { light: m[1], dark: m[2] };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the same way round in both themes', () => {
  it('lifts a pressed segment off its track: lighter than the track in light and in dark', () => {
    for (const theme of ['light', 'dark'] as const) {
      const raised = token('--raised')[theme];
      for (const track of ['--surface-2', '--surface-3']) expect(luminance(raised), `${theme} ${track}`).toBeGreaterThan(luminance(token(track)[theme]));
    }
  });

  it('draws the part played stronger than the rest, and the lane heard stronger than the other', () => {
    for (const theme of ['light', 'dark'] as const) {
      const bg = token('--surface-2')[theme]; // the player's background
      const c = (name: string) => contrast(token(name)[theme], bg);
      expect(c('--wave-played'), theme).toBeGreaterThan(c('--wave-rest'));
      expect(c('--wave-on-played'), theme).toBeGreaterThan(c('--wave-on-rest'));
      expect(c('--wave-on-played'), theme).toBeGreaterThan(c('--wave-played'));
      expect(c('--wave-on-played'), theme).toBeGreaterThanOrEqual(3);
    }
  });
});
