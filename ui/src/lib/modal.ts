// `use:modal` on a modal dialog: focus moves in when it opens, Tab and Shift+Tab stay inside, the
// page around it is made inert (out of reach of the pointer, Tab and assistive technology, as
// aria-modal says), and focus goes back to what opened it when it closes. Escape stays with each
// dialog (what it cancels differs). The checks are on attributes, not layout, so they hold in jsdom.
import type { Action } from 'svelte/action';

const TABBABLE = ['a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', '[tabindex]']
  .map((s) => `${s}:not([tabindex^="-"])`)
  .join(', ');

// Open dialogs, innermost last: only that one keeps Tab (a dialog opened over another).
const open: HTMLElement[] = [];

/** The elements Tab reaches in `root`, in document order: enabled, not hidden, inert or aria-hidden. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.matches(':disabled') && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/** Whether a modal dialog is open: a panel under it leaves Escape to the dialog. */
export function modalOpen(): boolean {
  return open.length > 0;
}

/** The innermost open modal dialog: the one Escape is for. */
export function topModal(): HTMLElement | undefined {
  return open.at(-1);
}

// Not made inert: live regions (what they announce must still be heard) and a dialog's own
// backdrop (a click on it closes the dialog).
const LIVE = '[aria-live]';
const KEEP = `${LIVE}, [data-modal-backdrop], script, style, template`;

/**
 * The mark of a live region behind an open dialog: the pointer passes through it (app.css), and
 * its controls are out of Tab's order, so that a notice's buttons (the frame's notices are a live
 * region) cannot be pressed behind the dialog while what it says is still heard.
 */
export const BEHIND_MODAL = 'data-behind-modal';

/**
 * Makes everything around `node` inert: each sibling of `node` and of each of its ancestors up to
 * the body, but live regions, which are marked [`BEHIND_MODAL`] and whose controls leave Tab's
 * order. Returns the undo, which touches only what it set (an element already inert or marked,
 * by the page or by a dialog under this one, stays as it was).
 */
export function inertAround(node: HTMLElement): () => void {
  const undo: (() => void)[] = [];
  for (let el: Element = node; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      if (sibling === el || sibling.hasAttribute('inert')) continue;
      if (sibling.matches(LIVE) && sibling instanceof HTMLElement) undo.push(quiet(sibling));
      if (sibling.matches(KEEP)) continue;
      sibling.setAttribute('inert', '');
      undo.push(() => sibling.removeAttribute('inert'));
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/** Marks a live region behind a dialog and takes its controls out of Tab's order; returns the undo. */
function quiet(region: HTMLElement): () => void {
  if (region.hasAttribute(BEHIND_MODAL)) return () => {};
  region.setAttribute(BEHIND_MODAL, '');
  const controls = tabbables(region).map((el) => [el, el.getAttribute('tabindex')] as const);
  for (const [el] of controls) el.setAttribute('tabindex', '-1');
  return () => {
    region.removeAttribute(BEHIND_MODAL);
    for (const [el, before] of controls) {
      if (before === null) el.removeAttribute('tabindex');
      else el.setAttribute('tabindex', before);
    }
  };
}

/**
 * Whether `event` is Tab or Shift+Tab. WebKitGTK reports Shift+Tab (GTK's ISO_Left_Tab) with the key
 * "Unidentified", so the physical key says it too.
 */
export function isTab(event: KeyboardEvent): boolean {
  return event.key === 'Tab' || event.code === 'Tab';
}

export const modal: Action<HTMLElement> = (node) => {
  const opener = document.activeElement;
  let addedTabindex = false;
  let closed = false;
  open.push(node);
  const restore = inertAround(node);

  // After the mount, so a component that puts focus somewhere itself keeps it.
  queueMicrotask(() => {
    if (closed || !node.isConnected || node.contains(document.activeElement)) return;
    const reachable = tabbables(node);
    const first = reachable.find((el) => el.hasAttribute('data-autofocus')) ?? reachable[0];
    if (first) {
      first.focus();
      return;
    }
    if (!node.hasAttribute('tabindex')) {
      node.setAttribute('tabindex', '-1');
      addedTabindex = true;
    }
    node.focus();
  });

  function onKey(event: KeyboardEvent) {
    if (!isTab(event) || event.defaultPrevented || open.at(-1) !== node) return;
    const reachable = tabbables(node);
    const active = document.activeElement;
    const first = reachable[0];
    const last = reachable.at(-1);
    let to: HTMLElement | undefined;
    if (!first || !last) to = node;
    else if (!(active instanceof HTMLElement) || !node.contains(active)) to = event.shiftKey ? last : first;
    else if (event.shiftKey && (active === first || active === node)) to = last;
    else if (!event.shiftKey && active === last) to = first;
    if (!to) return; // inside, not at an end: the browser's own order
    event.preventDefault();
    to.focus();
  }
  document.addEventListener('keydown', onKey);

  return {
    destroy() {
      closed = true;
      document.removeEventListener('keydown', onKey);
      open.splice(open.indexOf(node), 1);
      // Before focus goes back: an inert opener can't take it.
      restore();
      if (addedTabindex) node.removeAttribute('tabindex');
      // Back to the opener, unless it has gone or focus was already put somewhere else on purpose.
      const active = document.activeElement;
      const lost = !active || active === document.body || node.contains(active);
      if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    },
  };
};
