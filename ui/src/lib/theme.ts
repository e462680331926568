// Applies the Theme and Reduce motion settings to the document: a forced theme sets data-theme;
// "system" removes it so the CSS follows prefers-color-scheme.
import type { Theme } from './bindings';

export function applyTheme(root: HTMLElement, theme: Theme, reduceMotion: boolean): void {
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  if (reduceMotion) root.setAttribute('data-motion', 'reduce');
  else root.removeAttribute('data-motion');
}

/** True when the OS asks for less motion. */
export function osReducesMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
