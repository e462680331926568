// The page's message catalogues: every `.ftl` file under ui/locales/<language>/, as text. English
// is the source and the fallback, in the page's script; every other language is a chunk of its
// own, loaded when the user's language asks for it. Each language has the same files with the
// same message ids (the catalogues test holds them to that).
import type { Language } from '../bindings';
import { contract } from '../contract';

const english = import.meta.glob('../../../locales/en/*.ftl', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const others = import.meta.glob(['../../../locales/*/*.ftl', '!../../../locales/en/*.ftl'], {
  query: '?raw',
  import: 'default',
}) as Record<string, () => Promise<string>>;

export type { Language } from '../bindings';

/** The languages Dubdeck speaks (Rust's list), in the order the Language setting lists them. */
export const LANGUAGES: readonly Language[] = contract.languages;

/** The language every other one is checked against, and the fallback for a missing message. */
export const SOURCE: Language = 'en';

/** The test-only pseudo-locale: English, accented, wrapped and 40% longer. */
export const PSEUDO = 'en-XA';

// Each language's name in itself (language.ftl, one message): the Language list shows them all
// before any other catalogue is loaded.
const names = import.meta.glob('../../../locales/*/language.ftl', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The language.ftl source of `language`, if it has one. */
export function nameSource(language: string): string | undefined {
  return Object.entries(names).find(([path]) => fileOf(path, language) !== null)?.[1];
}

type Sources = Map<string, string>;

/** The file name of a catalogue's path, when it belongs to `language`. */
function fileOf(path: string, language: string): string | null {
  const m = /\/locales\/([^/]+)\/([^/]+\.ftl)$/.exec(path);
  return m && m[1] === language ? m[2] : null;
}

/** English's Fluent sources, by file name ("jobs.ftl": its text): at hand at once. */
export function englishSources(): Sources {
  const out: Sources = new Map();
  for (const [path, text] of Object.entries(english)) {
    const file = fileOf(path, SOURCE);
    if (file) out.set(file, text);
  }
  return out;
}

/** Another language's Fluent sources, by file name, loaded from its chunk. */
export async function loadSources(language: string): Promise<Sources> {
  const out: Sources = new Map();
  const files = Object.entries(others).flatMap(([path, load]) => {
    const file = fileOf(path, language);
    return file ? [[file, load] as const] : [];
  });
  for (const [file, text] of await Promise.all(files.map(async ([file, load]) => [file, await load()] as const))) {
    out.set(file, text);
  }
  return out;
}
