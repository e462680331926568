// `use:modal` on a modal dialog: focus moves in when it opens, Tab and Shift+Tab stay inside, and
// focus goes back to what opened it when it closes. Escape stays with each dialog (what it cancels
// differs). The checks are on attributes, not layout, so they hold in jsdom too.
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

export const modal: Action<HTMLElement> = (node) => {
  const opener = document.activeElement;
  let addedTabindex = false;
  let closed = false;
  open.push(node);

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
    if (event.key !== 'Tab' || event.defaultPrevented || open.at(-1) !== node) return;
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
      if (addedTabindex) node.removeAttribute('tabindex');
      // Back to the opener, unless it has gone or focus was already put somewhere else on purpose.
      const active = document.activeElement;
      const lost = !active || active === document.body || node.contains(active);
      if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    },
  };
};
