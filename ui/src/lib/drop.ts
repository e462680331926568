// Where a native drop landed and what was offered: the voice card under the pointer, links in
// pasted text. Pure helpers, so the drop rules are tested without a window.

/** A voice a drop or a card names. */
export interface DropVoice {
  id: string;
  name: string;
  avatar: string | null;
}

/** The system reports drop positions in physical pixels; the page lays out in CSS pixels. */
export function cssPoint(x: number, y: number, devicePixelRatio: number): { x: number; y: number } {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  return { x: x / ratio, y: y / ratio };
}

/** The voice card at a CSS point (cards carry `data-voice-id` and `data-voice-name`), if any. */
export function voiceAt(doc: Document, x: number, y: number): DropVoice | null {
  const hit = doc.elementFromPoint(x, y);
  const card = hit?.closest<HTMLElement>('[data-voice-id]');
  if (!card?.dataset.voiceId) return null;
  return {
    id: card.dataset.voiceId,
    name: card.dataset.voiceName ?? '',
    avatar: card.dataset.voiceAvatar ?? null,
  };
}

/** A pasted text that is one http(s) link (and nothing else), trimmed; else null. */
export function linkIn(text: string): string | null {
  const t = text.trim();
  if (!/^https?:\/\/[^\s/]+\S*$/i.test(t)) return null;
  try {
    const url = new URL(t);
    return url.protocol === 'http:' || url.protocol === 'https:' ? t : null;
  } catch {
    return null;
  }
}

/** Whether a keyboard or paste event happens in a place that edits text (where paste is the field's). */
export function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'range', 'button', 'submit', 'reset', 'file', 'color'].includes(target.type);
  }
  return false;
}

/** Where a native drop goes: the open dub sheet, the training wizard (on its screen), or dubbing. */
export type DropTarget = 'sheet' | 'training' | 'dub';

export function dropTarget(route: string, sheetOpen: boolean): DropTarget {
  if (sheetOpen) return 'sheet';
  return route === 'train' ? 'training' : 'dub';
}
