// The page's language: which catalogue speaks (the shell's answer at start and after every change
// of the Language setting), and `t`, which formats a message of it. Formatting reads the current
// language, so everything drawn from `t` and the formatters below is drawn again when it changes,
// without a restart. Numbers, dates and plural forms follow the language through Fluent and Intl.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { negotiateLanguages } from '@fluent/langneg';
import { englishSources, LANGUAGES, loadSources, nameSource, PSEUDO, SOURCE, type Language } from './catalogues';
import { accent, wrap } from './pseudo';

export { LANGUAGES, PSEUDO, SOURCE, type Language } from './catalogues';

export type MessageArgs = Record<string, FluentVariable>;

class Current {
  /** The BCP 47 tag the page speaks ("ja", or the pseudo-locale "en-XA" in tests). */
  tag = $state<string>(SOURCE);
}

const current = new Current();
// A cache of bundles made once per language, never drawn from directly: nothing to react to.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const bundles = new Map<string, FluentBundle>();

function build(tag: string, sources: Map<string, string>): FluentBundle {
  const pseudo = tag === PSEUDO;
  const language = pseudo ? SOURCE : tag;
  // No isolation marks: none of the languages is written right to left, and the marks would sit
  // invisibly inside every name a sentence carries.
  const bundle = new FluentBundle(pseudo ? ['en'] : [tag], {
    useIsolating: false,
    transform: pseudo ? accent : undefined,
  });
  for (const [file, text] of sources) {
    const errors = bundle.addResource(new FluentResource(text));
    for (const e of errors) console.error(`locales/${language}/${file}: ${e.message}`);
  }
  return bundle;
}

/** English and the pseudo-locale are made from the page's own script, at once. */
function atHand(tag: string): boolean {
  return tag === SOURCE || tag === PSEUDO;
}

/** The bundle of `tag`: made now for English and the pseudo-locale, loaded before for the others. */
function bundleFor(tag: string): FluentBundle | undefined {
  let bundle = bundles.get(tag);
  if (!bundle && atHand(tag)) {
    bundle = build(tag, englishSources());
    bundles.set(tag, bundle);
  }
  return bundle;
}

function english(): FluentBundle {
  return bundleFor(SOURCE) as FluentBundle;
}

/** Loads the catalogue of `tag` (once). */
async function load(tag: string): Promise<void> {
  if (bundleFor(tag)) return;
  const sources = await loadSources(tag);
  if (!bundles.has(tag)) bundles.set(tag, build(tag, sources));
}

/** The language asked for last: a load that ends after another was asked for does not switch. */
let requested: string = SOURCE;

/** The nearest language of the catalogue for the tags asked for ("es-MX": es; "pt": en). */
export function negotiate(requested: readonly string[]): Language {
  if (requested.includes(PSEUDO)) return SOURCE;
  const [best] = negotiateLanguages([...requested], [...LANGUAGES], {
    strategy: 'lookup',
    defaultLocale: SOURCE,
  });
  return (LANGUAGES as readonly string[]).includes(best) ? (best as Language) : SOURCE;
}

/** The tag the page speaks now: one of LANGUAGES, or the pseudo-locale. */
export function locale(): string {
  return current.tag;
}

/**
 * Speaks `tag` from now on: a language of the catalogue, the pseudo-locale, or the nearest match.
 * The page switches once its catalogue is here: at once when it was loaded before (English always
 * is), else when the promise resolves; until then it keeps speaking the language it spoke.
 */
export function setLocale(tag: string): Promise<void> {
  const next = tag === PSEUDO ? PSEUDO : negotiate([tag]);
  requested = next;
  if (bundleFor(next)) {
    apply(next);
    return Promise.resolve();
  }
  return load(next).then(
    () => {
      if (requested === next) apply(next);
    },
    (e: unknown) => console.error(`the ${next} catalogue could not be loaded: ${String(e)}`),
  );
}

function apply(next: string): void {
  current.tag = next;
  if (typeof document !== 'undefined') {
    // The document's language picks the fonts' forms (Japanese, not Chinese, shapes of kanji) and
    // what a screen reader speaks.
    document.documentElement.lang = next === PSEUDO ? 'en' : next;
  }
  if (next === PSEUDO && typeof window !== 'undefined') {
    // The window tests run the pseudo-locale's checks in the real layout: the module comes only
    // when they asked for the pseudo-locale, never in a user's session.
    void import('./check').then((check) => {
      (window as { __dubdeckI18nCheck?: typeof check }).__dubdeckI18nCheck = check;
    });
  }
}

/**
 * A message of the current language with its arguments. A message the language lacks falls back
 * to English (the catalogues test fails on any such gap); an id no catalogue has is shown as is.
 */
export function t(id: string, args?: MessageArgs): string {
  const tag = current.tag;
  const bundle = bundleFor(tag);
  const text = (bundle ? formatIn(bundle, id, args) : null) ?? formatIn(english(), id, args);
  if (text === null) {
    console.error(`no message "${id}" in the catalogues`);
    return id;
  }
  return tag === PSEUDO ? wrap(text) : text;
}

// Made once per language, never drawn from directly: nothing to react to.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const names = new Map<string, string>();

/** The name of the language `tag` in itself ("日本語"), whatever the page speaks and has loaded. */
export function languageName(tag: string): string {
  let name = names.get(tag);
  if (name === undefined) {
    const bundle = new FluentBundle([tag], { useIsolating: false });
    const source = nameSource(tag);
    if (source) bundle.addResource(new FluentResource(source));
    name = formatIn(bundle, 'language-self') ?? formatIn(english(), 'language-self') ?? tag;
    names.set(tag, name);
  }
  return name;
}

function formatIn(bundle: FluentBundle, id: string, args?: MessageArgs): string | null {
  const message = bundle.getMessage(id);
  if (!message?.value) return null;
  const errors: Error[] = [];
  const text = bundle.formatPattern(message.value, args ?? null, errors);
  for (const e of errors) console.error(`message "${id}": ${e.message}`);
  return text;
}

/** The locale Intl formats with (the pseudo-locale formats as English). */
export function intlLocale(): string {
  const tag = current.tag;
  return tag === PSEUDO ? 'en' : tag;
}
