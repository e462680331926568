// The app-wide keys, installed once at the root: Ctrl/Cmd + plus, minus and 0 zoom the page in
// steps (the shell applies the zoom to the webview and remembers it), `?` opens the keyboard
// shortcuts sheet and `/` goes to the catalogue's search, both outside text fields. The screens
// keep their own keys (the grid's arrows, the player's Space and A, each dialog's Escape).
import { inTextField } from './drop';

/** The zoom steps, as browsers offer them; the shell takes 0.5 to 3. */
export const ZOOM_STEPS = [0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;
export const ZOOM_MIN = ZOOM_STEPS[0];
export const ZOOM_MAX = ZOOM_STEPS[ZOOM_STEPS.length - 1];

export type ZoomMove = 'in' | 'out' | 'reset';

/** The next step from `current` (which may sit between steps): 1 for a reset; the ends stay. */
export function nextZoom(current: number, move: ZoomMove): number {
  if (move === 'reset') return 1;
  const now = Number.isFinite(current) ? current : 1;
  const EPS = 0.001;
  if (move === 'in') return ZOOM_STEPS.find((z) => z > now + EPS) ?? ZOOM_MAX;
  return [...ZOOM_STEPS].reverse().find((z) => z < now - EPS) ?? ZOOM_MIN;
}

/**
 * The zoom a key asks for: Ctrl (Cmd on macOS) with `=` or `+` (also with Shift, and the keypad's
 * plus), `-` (the keypad's minus) or `0` (the keypad's too); else null. Alt is left alone.
 */
export function zoomMove(event: KeyboardEvent): ZoomMove | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const { key, code } = event;
  if (key === '+' || key === '=' || code === 'NumpadAdd' || code === 'Equal') return 'in';
  if (key === '-' || key === '_' || code === 'NumpadSubtract' || code === 'Minus') return 'out';
  if (key === '0' || code === 'Numpad0' || code === 'Digit0') return 'reset';
  return null;
}

/** `?` outside a text field, with no Ctrl, Cmd or Alt (Shift is how most layouts type it). */
export function isShortcutsKey(event: KeyboardEvent): boolean {
  return event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !inTextField(event.target);
}

/** `/` alone, outside a text field. */
export function isSearchKey(event: KeyboardEvent): boolean {
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !inTextField(event.target);
}

export interface KeyHandlers {
  /** The zoom now (the setting, 1 = as drawn). */
  zoom: () => number;
  /** Asks for a new zoom (the shell applies it). */
  setZoom: (zoom: number) => void | Promise<unknown>;
  /** Opens the keyboard shortcuts sheet (none while another dialog is open: the caller says). */
  openShortcuts: () => void;
  /** Goes to the search field; false when the screen has none (the key is left alone). */
  focusSearch?: () => boolean;
}

/**
 * Listens on `target` (the window) for the app-wide keys; returns the stop. Quick presses count
 * from the last zoom asked for, not from the setting the shell has not answered yet.
 */
export function installKeys(target: Window, handlers: KeyHandlers): () => void {
  let asked: number | null = null;
  let askedFrom: number | null = null;

  function onKey(event: KeyboardEvent) {
    if (event.defaultPrevented) return;
    const move = zoomMove(event);
    if (move) {
      event.preventDefault();
      const setting = handlers.zoom();
      // The setting moved past what was asked (or the shell answered): count from it again.
      const from = asked !== null && askedFrom === setting ? asked : setting;
      const next = nextZoom(from, move);
      asked = next;
      askedFrom = setting;
      if (next !== setting || from !== setting) void handlers.setZoom(next);
      return;
    }
    if (isShortcutsKey(event)) {
      event.preventDefault();
      handlers.openShortcuts();
    } else if (isSearchKey(event) && handlers.focusSearch?.()) {
      event.preventDefault();
    }
  }

  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
