// The pseudo-locale used by the tests: every message accented (so text that skipped the catalogue
// stands out), wrapped in ⟦ ⟧ (so a text node can be traced to a message, and cut ends show), and
// 40% longer (as the longer languages run), so layouts are tried against long words.

const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'đ', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ĺ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Đ', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ĺ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Accents the letters of a message's own text (placeables, such as names and numbers, are kept). */
export function accent(text: string): string {
  let out = '';
  for (const ch of text) out += ACCENTED[ch] ?? ch;
  return out;
}

/**
 * Wraps a formatted message and makes it 40% longer: the padding is words of dots, so the
 * longer text breaks across lines where a real language's would.
 */
export function wrap(text: string): string {
  const extra = Math.ceil(text.length * 0.4);
  let pad = '';
  while (pad.length < extra) pad += pad.length % 7 === 6 ? ' ' : '·';
  return `${PSEUDO_OPEN}${text}${pad.length ? ` ${pad.trimEnd()}` : ''}${PSEUDO_CLOSE}`;
}

/** What remains of a text node once every pseudo-localised message in it is taken out. */
export function outsideMessages(text: string): string {
  let out = '';
  let depth = 0;
  for (const ch of text) {
    if (ch === PSEUDO_OPEN) depth += 1;
    else if (ch === PSEUDO_CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}
