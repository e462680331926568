// The keyboard shortcuts sheet: whether it is open (`?` and the sidebar's "Keyboard shortcuts" open
// it), and what it lists: every key the app answers, by where it works. A key is a message (Ctrl,
// Space…) or a character shown as it is (K, ?, 1–4).
import { modalOpen } from './modal';

class ShortcutsSheet {
  open = $state(false);

  /** Opens the sheet, unless another dialog holds the page (its keys are the ones that count). */
  show(): void {
    if (this.open || modalOpen()) return;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }
}

export const shortcuts = new ShortcutsSheet();

/** One key: a message's id (`a11y-key-…`), or a character that is the same in every language. */
export type Key = { word: string } | { char: string };
/** One shortcut: its key combinations (any one works), and the message saying what it does. */
export interface Shortcut {
  combos: Key[][];
  what: string;
}
export interface ShortcutGroup {
  title: string;
  shortcuts: Shortcut[];
}

const CTRL: Key = { word: 'a11y-key-ctrl' };
const SHIFT: Key = { word: 'a11y-key-shift' };
const ESC: Key = { word: 'a11y-key-esc' };
const ch = (char: string): Key => ({ char });
const word = (id: string): Key => ({ word: id });

/** Every shortcut of the app, grouped by where it works (the message ids of the titles). */
export const SHORTCUTS: ShortcutGroup[] = [
  {
    title: 'a11y-shortcuts-group-app',
    shortcuts: [
      { combos: [[ch('?')]], what: 'a11y-shortcut-help' },
      { combos: [[CTRL, ch('K')], [ch('/')]], what: 'a11y-shortcut-search' },
      { combos: [[CTRL, ch('O')]], what: 'a11y-shortcut-open' },
      { combos: [[CTRL, ch('V')]], what: 'a11y-shortcut-paste-link' },
      { combos: [[CTRL, ch('+')]], what: 'a11y-shortcut-zoom-in' },
      { combos: [[CTRL, ch('−')]], what: 'a11y-shortcut-zoom-out' },
      { combos: [[CTRL, ch('0')]], what: 'a11y-shortcut-zoom-reset' },
      { combos: [[word('a11y-key-tab')], [SHIFT, word('a11y-key-tab')]], what: 'a11y-shortcut-tab' },
      { combos: [[ESC]], what: 'a11y-shortcut-escape' },
    ],
  },
  {
    title: 'a11y-shortcuts-group-voices',
    shortcuts: [
      { combos: [[word('a11y-key-arrows')]], what: 'a11y-shortcut-grid-move' },
      { combos: [[word('a11y-key-page-up')], [word('a11y-key-page-down')]], what: 'a11y-shortcut-grid-page' },
      { combos: [[word('a11y-key-home')], [word('a11y-key-end')]], what: 'a11y-shortcut-grid-ends' },
      { combos: [[word('a11y-key-enter')], [word('a11y-key-space')]], what: 'a11y-shortcut-grid-open' },
      { combos: [[ESC]], what: 'a11y-shortcut-search-clear' },
    ],
  },
  {
    title: 'a11y-shortcuts-group-player',
    shortcuts: [
      { combos: [[word('a11y-key-space')]], what: 'a11y-shortcut-play' },
      { combos: [[ch('A')]], what: 'a11y-shortcut-switch' },
      { combos: [[ch('1–4')]], what: 'a11y-shortcut-compare' },
      { combos: [[word('a11y-key-arrows')]], what: 'a11y-shortcut-seek' },
      { combos: [[word('a11y-key-page-up')], [word('a11y-key-page-down')]], what: 'a11y-shortcut-seek-far' },
      { combos: [[ESC]], what: 'a11y-shortcut-player-close' },
    ],
  },
  {
    title: 'a11y-shortcuts-group-audition',
    shortcuts: [
      { combos: [[word('a11y-key-arrows')]], what: 'a11y-shortcut-audition-move' },
      { combos: [[word('a11y-key-page-up')], [word('a11y-key-page-down')]], what: 'a11y-shortcut-audition-far' },
      { combos: [[word('a11y-key-home')], [word('a11y-key-end')]], what: 'a11y-shortcut-audition-ends' },
    ],
  },
];
