// The pseudo-locale's checks of a drawn page: text that did not come from a catalogue, and text
// that does not fit its box. Vitest runs the first on every screen; the window tests run both in
// the real window (the page loads this module only when it speaks the pseudo-locale).
import { outsideMessages } from './pseudo';

/** Attributes whose text a user reads or hears. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-description'];

/** A letter of any script: what is left outside the messages must have none. */
const LETTER = /\p{L}/u;

function skipped(el: Element | null): boolean {
  for (let e = el; e; e = e.parentElement) {
    // Data (names, files, addresses) is marked translate="no": it is the user's, not ours.
    if (e.getAttribute('translate') === 'no') return true;
    const tag = e.tagName;
    if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'TEMPLATE' || tag === 'NOSCRIPT') return true;
  }
  return false;
}

function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  return `${el.tagName.toLowerCase()}${id}${cls}`;
}

/** Every visible text (or spoken attribute) under `root` that holds letters outside a message. */
export function hardCodedText(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!LETTER.test(outsideMessages(text)) || skipped(node.parentElement)) continue;
    found.push(`${describe(node.parentElement as Element)}: "${text.trim()}"`);
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (skipped(el)) continue;
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value && LETTER.test(outsideMessages(value))) found.push(`${describe(el)}[${name}]: "${value}"`);
    }
  }
  return found;
}

/**
 * Every element under `root` whose own text is wider or taller than its box and is cut or spills:
 * what a longer language would clip. Elements that scroll, or that cut data with an ellipsis on
 * purpose (marked translate="no"), are left out. Needs a real layout (the window, not jsdom).
 */
export function overflowingText(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    // Not drawn, or drawn for screen readers only (a 1-pixel box that clips on purpose).
    if (skipped(el) || el.offsetParent === null || (el.clientWidth <= 1 && el.clientHeight <= 1)) continue;
    // Inside such a box (the live region's lines): as hidden as the box.
    if (el.closest('.visually-hidden')) continue;
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && LETTER.test(n.textContent ?? ''));
    if (!ownText) continue;
    const style = getComputedStyle(el);
    // An inline box has no width of its own to overflow: its block is checked instead.
    if (style.display === 'inline' || style.display === 'contents') continue;
    if (/(auto|scroll)/.test(style.overflowX + style.overflowY)) continue;
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'visible';
    if (wide || tall) {
      found.push(`${describe(el)}: "${(el.textContent ?? '').trim().slice(0, 60)}" (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
    }
  }
  return found;
}
