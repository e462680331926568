// Copying text to the system's clipboard from the page, in the window's engine whatever it allows.
// The async clipboard API first; where it is missing or refused, the old way: a hidden text area,
// selected, and document.execCommand('copy'). Neither may work: the caller then shows the text for
// the user to copy by hand (each returns whether the text is on the clipboard, never throws).
//
// WebKit (the Linux and macOS windows) lets a page write the clipboard only within the user's
// click, and that lapses while a slow text is fetched (the diagnostics take seconds): `copyLater`
// starts the write within the click with the text still to come (a ClipboardItem of a promise,
// which WebKit waits for), where the engine has it; `copyText` is for the text once it is here.

/** Copies `text` now; true when it is on the clipboard. */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no user activation, no permission): the old way below.
    }
  }
  return copyByCommand(text);
}

/**
 * Starts copying a text that is still to come, within the user's click: resolves to true once it
 * is on the clipboard, false when the write was refused or `text` failed. Null where the engine
 * cannot write a text to come (no ClipboardItem): copy it with `copyText` once it is here.
 */
export function copyLater(text: Promise<string>): Promise<boolean> | null {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.write !== 'function' || typeof ClipboardItem === 'undefined') return null;
  try {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    // The item's promise is the clipboard's to wait for; its failure is the write's.
    blob.catch(() => undefined);
    return clipboard.write([new ClipboardItem({ 'text/plain': blob })]).then(
      () => true,
      () => false,
    );
  } catch {
    return null;
  }
}

/**
 * The old way: the text in a text area out of sight, selected, copied by the editing command. Focus
 * and the page's selection are put back as they were. True when the engine says it copied.
 */
function copyByCommand(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const selection = document.getSelection();
  const ranges = selection ? Array.from({ length: selection.rangeCount }, (_, i) => selection.getRangeAt(i)) : [];
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.tabIndex = -1;
  area.setAttribute('aria-hidden', 'true');
  // In the window (a text area hidden by display or visibility can't be selected), but not seen.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', width: '1px', height: '1px', opacity: '0', pointerEvents: 'none' });
  document.body.append(area);
  let copied = false;
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    focused?.focus({ preventScroll: true });
    if (selection) {
      selection.removeAllRanges();
      ranges.forEach((r) => selection.addRange(r));
    }
  }
  return copied;
}
