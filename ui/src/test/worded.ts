// Holds a words function's sentences to the catalogue, in the pseudo-locale: what is left of its
// words once the messages (⟦…⟧) and the data passed in are taken out holds no letter, and no
// unaccented (English) letter is left inside them either.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { ToolMissing } from '../lib/bindings';
import { PSEUDO, setLocale } from '../lib/i18n/index.svelte';
import { outsideMessages } from '../lib/i18n/pseudo';

/**
 * Holds `text` to the catalogue: with the data taken out, nothing outside a message has a letter,
 * and no letter inside one is unaccented (the pseudo-locale accents every letter of a message's
 * own text, so an English letter there came from code).
 */
export function expectWorded(text: string | null | undefined, data: readonly (string | null | undefined)[] = []): void {
  expect(text, 'words expected').toBeTruthy();
  let rest = text as string;
  for (const d of [...data].filter((d): d is string => !!d).sort((a, b) => b.length - a.length)) rest = rest.split(d).join('');
  expect(outsideMessages(rest), text as string).not.toMatch(/\p{L}/u);
  expect(rest, text as string).not.toMatch(/[A-Za-z]/);
  expect(text).toContain('⟦');
}

/**
 * Speaks the pseudo-locale in each test of the calling `describe`, and fails a test that reports
 * a missing message or variable on the console.
 */
export function inThePseudoLocale(): void {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    setLocale(PSEUDO);
    consoleError = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}

/** Every way ffmpeg can be missing, with the data each names (its words are the shell's reasons). */
export const MISSING_TOOLS: readonly [ToolMissing, string[]][] = [
  [{ problem: 'not_found' }, []],
  [{ problem: 'not_there', path: '/opt/ffmpeg' }, ['/opt/ffmpeg']],
  [{ problem: 'no_probe', ffmpeg: '/opt/bin/ffmpeg' }, ['/opt/bin/ffmpeg']],
  [{ problem: 'too_old', version: '3.4.8' }, ['3.4.8']],
  [{ problem: 'broken', path: '/usr/bin/ffmpeg', reason: 'exit status 139' }, ['/usr/bin/ffmpeg', 'exit status 139']],
];
