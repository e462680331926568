// Which dropped file is a song's vocal and which its instrumental, read from the names stem
// separators write (Ultimate Vocal Remover, Demucs, Spleeter) and the names people give by hand,
// and how the dub sheet pairs the two halves of a song. Pure, so the naming rules are tested
// without a window.

/** What a file's name says it holds: the sung part or the backing. */
export type StemRole = 'vocal' | 'instrumental';

/** A vocal and an instrumental of one song, dubbed together; `name` is the song's, for the sheet. */
export interface StemPair {
  vocal: string;
  instrumental: string;
  name: string;
}

/** Files dropped on the sheet: the pairs, and the files dubbed on their own. */
export interface StemDrop {
  pairs: StemPair[];
  single: string[];
}

/** A stem a separator may write: a pair member, or one that is neither half (drums, reverb...). */
type Kind = StemRole | 'other';

// Stem names as word sequences (lowercase, separators dropped). "Other" stems are listed so their
// words are not read as markers: "Backing Vocals" is no vocal, "Wind Inst" no instrumental.
const PHRASES: [string[], Kind][] = (
  [
    [['vocals'], 'vocal'],
    [['vocal'], 'vocal'],
    [['vox'], 'vocal'],
    [['lead', 'vocals'], 'vocal'],
    [['lead', 'vocal'], 'vocal'],
    [['acapella'], 'vocal'],
    [['acappella'], 'vocal'],
    [['accapella'], 'vocal'],
    [['a', 'cappella'], 'vocal'],
    [['a', 'capella'], 'vocal'],
    [['instrumental'], 'instrumental'],
    [['instrumentals'], 'instrumental'],
    [['inst'], 'instrumental'],
    [['instr'], 'instrumental'],
    [['instrum'], 'instrumental'],
    [['karaoke'], 'instrumental'],
    [['accompaniment'], 'instrumental'],
    [['backing', 'track'], 'instrumental'],
    [['backingtrack'], 'instrumental'],
    [['no', 'vocals'], 'instrumental'],
    [['no', 'vocal'], 'instrumental'],
    [['no', 'vox'], 'instrumental'],
    [['novocals'], 'instrumental'],
    [['without', 'vocals'], 'instrumental'],
    [['without', 'vocal'], 'instrumental'],
    [['w', 'o', 'vocals'], 'instrumental'],
    [['minus', 'vocals'], 'instrumental'],
    [['minus', 'one'], 'instrumental'],
    [['off', 'vocal'], 'instrumental'],
    [['offvocal'], 'instrumental'],
    [['backing', 'vocals'], 'other'],
    [['backing', 'vocal'], 'other'],
    [['wind', 'inst'], 'other'],
    ...[
      'other',
      'drums',
      'bass',
      'piano',
      'guitar',
      'synth',
      'synthesizer',
      'strings',
      'woodwinds',
      'brass',
      'reverb',
      'echo',
      'noise',
      'dry',
    ].map((w): [string[], Kind] => [[w], 'other']),
    ...['other', 'drums', 'bass', 'piano', 'guitar', 'reverb', 'echo', 'noise'].map((w): [string[], Kind] => [
      ['no', w],
      'other',
    ]),
  ] as [string[], Kind][]
)
  // Longest first, so "no vocals" wins over "vocals" where both start.
  .sort((a, b) => b[0].length - a[0].length);

/** Words that may stand beside a marker in brackets: "(Instrumental Version)", "[Vocals Only]". */
const FILLER = new Set(['version', 'ver', 'only', 'official', 'stem', 'stems', 'mix', 'audio', 'track']);

/** Characters that part words in file names, trimmed from the ends of what is left. */
const SEPARATORS = ' \t_-.·–—';

interface Word {
  text: string;
  start: number;
  end: number;
}

/** Where a name says what it holds: the stem, its span in the name, and whether what follows is a separator's model name. */
interface Marker {
  kind: Kind;
  start: number;
  end: number;
  cut: boolean;
}

/** A dropped path read once: its role, the song's name, what follows the marker, and its folder. */
interface Parsed {
  role: StemRole | null;
  base: string;
  rest: string;
  dir: string;
}

function words(text: string, offset = 0): Word[] {
  return [...text.normalize('NFC').matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    text: m[0].toLowerCase(),
    start: offset + (m.index ?? 0),
    end: offset + (m.index ?? 0) + m[0].length,
  }));
}

/** The stem a run of words names exactly, if any. */
function phraseKind(list: string[]): Kind | null {
  for (const [phrase, kind] of PHRASES) {
    if (phrase.length === list.length && phrase.every((w, i) => w === list[i])) return kind;
  }
  return null;
}

/**
 * UVR writes the stem in brackets, then the model: `1_Song_(Vocals)_UVR-MDX-NET-Inst_HQ_3`. The
 * bracketed stem decides, since model names carry stem words of their own (Inst, Kim_Vocal,
 * Karaoke). A bracketed pair member wins over a bracketed other stem ("(Piano Version) (Instrumental)").
 */
function bracketMarker(name: string): Marker | null {
  let other: Marker | null = null;
  for (const m of name.matchAll(/[([]([^()[\]]*)[)\]]/g)) {
    const start = m.index ?? 0;
    const list = words(m[1]).map((w) => w.text);
    const kind = phraseKind(list) ?? phraseKind(list.filter((w) => !FILLER.has(w)));
    if (!kind) continue;
    const marker = { kind, start, end: start + m[0].length, cut: true };
    if (kind !== 'other') return marker;
    other ??= marker;
  }
  return other;
}

/**
 * A stem word anywhere in the name, as a whole word: `Song - acapella`, `Song_inst`, Demucs'
 * `no_vocals`. The first pair member found decides. "Vox" is also a word in titles (Vox Populi),
 * so it counts only as the name's last word. A name that is only an other stem (Demucs' `drums`)
 * is marked as such.
 */
function wordMarker(name: string): Marker | null {
  const list = words(name);
  let i = 0;
  let other: Marker | null = null;
  while (i < list.length) {
    const found = PHRASES.find(
      ([phrase]) => i + phrase.length <= list.length && phrase.every((w, k) => w === list[i + k].text),
    );
    if (!found) {
      i += 1;
      continue;
    }
    const [phrase, kind] = found;
    const last = i + phrase.length - 1;
    const marker = { kind, start: list[i].start, end: list[last].end, cut: false };
    if (phrase.length === 1 && phrase[0] === 'vox' && last !== list.length - 1) {
      i += 1;
      continue;
    }
    if (kind !== 'other') return marker;
    if (phrase.length === list.length) other = marker;
    i += phrase.length;
  }
  return other;
}

function trimStart(text: string, extra = ''): string {
  let i = 0;
  while (i < text.length && (SEPARATORS + extra).includes(text[i])) i += 1;
  return text.slice(i);
}

function trimEnd(text: string, extra = ''): string {
  let i = text.length;
  while (i > 0 && (SEPARATORS + extra).includes(text[i - 1])) i -= 1;
  return text.slice(0, i);
}

function trim(text: string): string {
  return trimEnd(trimStart(text));
}

function parse(path: string): Parsed {
  const parts = path.split(/[\\/]/);
  const file = parts.pop() ?? '';
  const folders = parts.filter((p) => p !== '' && !/^[a-z]:$/i.test(p));
  const folder = folders.at(-1) ?? '';
  const name = file.replace(/\.[a-z0-9]{1,5}$/i, '') || file;
  const marker = bracketMarker(name) ?? wordMarker(name);
  const dir = folders.join('/');
  if (!marker) return { role: null, base: trim(name) || folder, rest: '', dir };

  const left = trimEnd(name.slice(0, marker.start), '([');
  // After a bracketed stem comes the model's name, unless nothing comes before it.
  const keepRight = !marker.cut || left === '';
  const right = keepRight ? trimEnd(trimStart(name.slice(marker.end), ')]')) : '';
  let base = left || right;
  if (left && right) {
    const between = name.slice(left.length, marker.start).replace(/[()[\]]/g, '');
    base = left + (between.trim() === '' || /^[([]/.test(right) ? ' ' : between) + right;
  }
  return {
    role: marker.kind === 'other' ? null : marker.kind,
    base: base || folder,
    rest: name.slice(marker.end),
    dir,
  };
}

/** What a file's name says it is: a vocal, an instrumental, or neither (a mix, drums, bass...). */
export function stemRole(path: string): StemRole | null {
  return parse(path).role;
}

/**
 * The song's name, without the stem marker and the separator's model name after it:
 * `1_Song_(Vocals)_UVR-MDX-NET-Voc_FT.wav` → `1_Song`, `Song - acapella.mp3` → `Song`. Demucs and
 * Spleeter name the song by the folder (`Song/vocals.wav` → `Song`). Track numbers stay.
 */
export function stemBase(path: string): string {
  return parse(path).base;
}

/** The base as pairing compares it: any case, any separators, without leading track numbers. */
function songKey(base: string): string {
  const list = words(base).map((w) => w.text);
  while (list.length > 1 && /^\d{1,3}$/.test(list[0])) list.shift();
  return list.join(' ');
}

/** Same folder, same song, same model after the marker: the halves one separator run wrote. */
function runKey(p: Parsed): string {
  const tidy = (text: string) => words(text).map((w) => w.text).join(' ');
  return `${p.dir.toLowerCase()}|${tidy(p.base)}|${tidy(p.rest)}`;
}

function pairOf(vocal: string, instrumental: string): StemPair {
  const name = stemBase(vocal) || stemBase(instrumental) || vocal.split(/[\\/]/).pop() || vocal;
  return { vocal, instrumental, name };
}

/**
 * Pairs files dropped together: a vocal with an instrumental of the same song (halves of one
 * separator run first, then by song name). One vocal and one instrumental dropped alone pair
 * whatever their names. The rest stay single. Pairs are in the order of their first member,
 * singles in drop order; a path dropped twice counts once.
 */
export function pairStems(paths: string[]): StemDrop {
  const files = [...new Set(paths)];
  const parsed = files.map(parse);
  const partner = files.map(() => -1);
  const link = (i: number, j: number) => {
    partner[i] = j;
    partner[j] = i;
  };
  const vocals = parsed.filter((p) => p.role === 'vocal').length;
  const instrumentals = parsed.filter((p) => p.role === 'instrumental').length;
  if (files.length === 2 && vocals === 1 && instrumentals === 1) {
    link(0, 1);
  } else {
    const runKeys = parsed.map(runKey);
    const songKeys = parsed.map((p) => songKey(p.base));
    for (const keys of [runKeys, songKeys]) {
      for (let i = 0; i < files.length; i++) {
        const role = parsed[i].role;
        if (partner[i] >= 0 || !role) continue;
        for (let j = i + 1; j < files.length; j++) {
          const other = parsed[j].role;
          if (partner[j] < 0 && other && other !== role && keys[j] === keys[i]) {
            link(i, j);
            break;
          }
        }
      }
    }
  }
  const pairs: StemPair[] = [];
  const single: string[] = [];
  files.forEach((file, i) => {
    const j = partner[i];
    if (j < 0) single.push(file);
    else if (j > i) pairs.push(parsed[i].role === 'vocal' ? pairOf(file, files[j]) : pairOf(files[j], file));
  });
  return { pairs, single };
}

/**
 * The sheet's "change the pairing": pairs `vocal` with `instrumental`, taking each from its
 * former pair (whose other member goes to the singles, at the end) or from the singles. The new
 * pair takes the place of the first pair it breaks, else comes last. Pairing a pair's members the
 * other way round swaps its roles in place.
 */
export function pairWith(drop: StemDrop, vocal: string, instrumental: string): StemDrop {
  if (vocal === instrumental) return drop;
  const chosen = (path: string) => path === vocal || path === instrumental;
  const pairs: StemPair[] = [];
  const released: string[] = [];
  let at = -1;
  for (const pair of drop.pairs) {
    if (!chosen(pair.vocal) && !chosen(pair.instrumental)) {
      pairs.push(pair);
      continue;
    }
    if (at < 0) at = pairs.length;
    released.push(...[pair.vocal, pair.instrumental].filter((path) => !chosen(path)));
  }
  pairs.splice(at < 0 ? pairs.length : at, 0, pairOf(vocal, instrumental));
  return { pairs, single: [...drop.single.filter((path) => !chosen(path)), ...released] };
}

/** Breaks the pair that holds `path`; both members go to the end of the singles, vocal first. */
export function unpair(drop: StemDrop, path: string): StemDrop {
  const pair = drop.pairs.find((p) => p.vocal === path || p.instrumental === path);
  if (!pair) return drop;
  return {
    pairs: drop.pairs.filter((p) => p !== pair),
    single: [...drop.single, pair.vocal, pair.instrumental],
  };
}
