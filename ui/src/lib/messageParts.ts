// A message some of whose variables are drawn as elements of their own (a voice's name in bold, a
// host in the mono font): the formatted sentence, split around those variables. The sentence stays
// one message (a language orders its words its own way); only the drawing is split. In the
// pseudo-locale each piece of the message's own words is wrapped again, so the check still knows
// every piece for a message's.
import { locale, PSEUDO, t, type MessageArgs } from './i18n/index.svelte';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './i18n/pseudo';

export interface MessagePart {
  /** The piece's text. */
  text: string;
  /** The variable this piece holds (drawn as its own element), or null for the message's words. */
  arg: string | null;
}

// Private-use characters: no message nor name holds them.
const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';
const MARK = new RegExp(`${MARK_OPEN}(\\d+)${MARK_CLOSE}`, 'g');

/** The message `id` in the current language, in pieces: the variables named in `apart` stand alone. */
export function tParts(id: string, args: MessageArgs, apart: readonly string[]): MessagePart[] {
  const marked: MessageArgs = { ...args };
  apart.forEach((name, i) => (marked[name] = `${MARK_OPEN}${i}${MARK_CLOSE}`));
  let text = t(id, marked);
  const pseudo = locale() === PSEUDO;
  if (pseudo && text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)) text = text.slice(1, -1);
  const words = (s: string): MessagePart[] => {
    if (s === '') return [];
    return [{ text: pseudo && /\S/.test(s) ? `${PSEUDO_OPEN}${s}${PSEUDO_CLOSE}` : s, arg: null }];
  };
  const parts: MessagePart[] = [];
  let last = 0;
  for (const m of text.matchAll(MARK)) {
    parts.push(...words(text.slice(last, m.index)));
    const name = apart[Number(m[1])];
    parts.push({ text: String(args[name] ?? ''), arg: name });
    last = m.index + m[0].length;
  }
  parts.push(...words(text.slice(last)));
  return parts;
}
