// The public catalogue as the Voices screen sees it: the query (search, chips, favorites), the pages
// loaded so far (cached page first, then fresh), paging by cursor, and the offline and error states.
import type { VoiceCard, VoiceFilters as ContractFilters, VoiceQuery } from '../bindings';
import { contract, type Frozen } from '../contract';
import type { Backend } from '../backend/backend';
import { errorCode, wordsFor } from '../errors';
import { markOnce } from '../perf';
import { t } from '../i18n/index.svelte';

export type FilterKind = 'genres' | 'languages' | 'styles';
/** The values each filter offers: the ones the service documents, as the shell's contract lists them. */
export type VoiceFilters = Frozen<ContractFilters>;
// The page size is the shell's (it fetches the first page ahead as the library opens).
export const PAGE_SIZE = contract.pageSize;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MAX = contract.limits.searchMaxChars;

/** What a call threw, kept so its words are drawn in the language the page speaks when drawn. */
export interface Failure {
  readonly caught: unknown;
}

/** The catalogue's message ids of each filter's values: `genre-pop`, `language-english`, `style-singing`. */
const LABEL_PREFIX: Record<FilterKind, string> = { genres: 'genre', languages: 'language', styles: 'style' };

/** The message of each filter's heading. */
export const FILTER_HEADINGS: Record<FilterKind, string> = {
  genres: 'voices-filter-genres',
  languages: 'voices-filter-languages',
  styles: 'voices-filter-styles',
};

/**
 * A filter value's label (a chip, a card's tag): the catalogue's message for a value the service
 * documents; any other value as the service sends it, which is data (`known` false: draw it
 * with translate="no").
 */
export function filterLabel(kind: FilterKind, value: string): { text: string; known: boolean } {
  const documented = (contract.voiceFilters[kind] as readonly string[]).includes(value);
  return documented ? { text: t(`${LABEL_PREFIX[kind]}-${value}`), known: true } : { text: value, known: false };
}

export class VoicesStore {
  /** The text in the search box (sent after the debounce). */
  searchText = $state('');
  genres = $state<string[]>([]);
  languages = $state<string[]>([]);
  styles = $state<string[]>([]);
  favoritesOnly = $state(false);

  readonly filters: VoiceFilters = contract.voiceFilters;
  // Replaced, never mutated in place: raw state spares a deep proxy over thousands of cards.
  items = $state.raw<VoiceCard[]>([]);
  nextCursor = $state<string | null>(null);
  loading = $state(false);
  loadingMore = $state(false);
  offline = $state(false);
  /** Why the list could not load (its words are `error`). */
  failure = $state<Failure | null>(null);
  /** Why the next page could not load (its words are `moreError`). */
  moreFailure = $state<Failure | null>(null);
  /** The search actually applied (trimmed; null when empty). */
  appliedSearch = $state<string | null>(null);

  private readonly backend: Backend;
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(backend: Backend) {
    this.backend = backend;
  }

  /** Why the list could not load, in words of the language the page speaks now. */
  get error(): string | null {
    return this.failure ? wordsFor(this.failure.caught) : null;
  }

  /** Why the next page could not load, in words. */
  get moreError(): string | null {
    return this.moreFailure ? wordsFor(this.moreFailure.caught) : null;
  }

  get anyFilter(): boolean {
    return this.genres.length + this.languages.length + this.styles.length > 0 || this.favoritesOnly || this.appliedSearch !== null;
  }

  get chipsOn(): boolean {
    return this.genres.length + this.languages.length + this.styles.length > 0 || this.favoritesOnly;
  }

  query(cursor: string | null): VoiceQuery {
    return {
      search: this.appliedSearch,
      genres: [...this.genres],
      languages: [...this.languages],
      styles: [...this.styles],
      cursor,
      limit: PAGE_SIZE,
    };
  }

  async start(): Promise<void> {
    await this.reload();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.generation++;
  }

  setSearch(text: string): void {
    this.searchText = text.slice(0, SEARCH_MAX);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const trimmed = this.searchText.trim();
      const next = trimmed.length === 0 ? null : trimmed;
      if (next !== this.appliedSearch) {
        this.appliedSearch = next;
        void this.reload();
      }
    }, SEARCH_DEBOUNCE_MS);
  }

  isOn(kind: FilterKind, value: string): boolean {
    return this[kind].includes(value);
  }

  toggle(kind: FilterKind, value: string): void {
    const list = this[kind];
    this[kind] = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
    void this.reload();
  }

  toggleFavorites(): void {
    this.favoritesOnly = !this.favoritesOnly;
    void this.reload();
  }

  clearFilters(): void {
    this.genres = [];
    this.languages = [];
    this.styles = [];
    this.favoritesOnly = false;
    this.searchText = '';
    this.appliedSearch = null;
    if (this.timer) clearTimeout(this.timer);
    void this.reload();
  }

  private matches(v: VoiceCard): boolean {
    const s = this.appliedSearch?.toLowerCase();
    const within = (have: string[], want: string[]) => want.length === 0 || have.some((x) => want.includes(x));
    return (
      (!s || v.name.toLowerCase().includes(s)) &&
      within(v.genres, this.genres) &&
      within(v.languages, this.languages) &&
      within(v.styles, this.styles)
    );
  }

  async reload(): Promise<void> {
    const gen = ++this.generation;
    this.items = [];
    this.nextCursor = null;
    this.failure = null;
    this.moreFailure = null;
    // A page still loading belongs to the old query: its answer is dropped, and so is its flag
    // (its own finally leaves it alone once the generation moved on).
    this.loadingMore = false;
    this.loading = true;

    if (this.favoritesOnly) {
      try {
        const favorites = await this.backend.favoriteVoices();
        if (gen !== this.generation) return;
        this.items = favorites.filter((v) => this.matches(v));
      } catch (e) {
        if (gen !== this.generation) return;
        this.failure = { caught: e };
      }
      this.loading = false;
      return;
    }

    const q = this.query(null);
    let cached = null;
    try {
      cached = await this.backend.cachedVoices(q);
    } catch {
      // A broken cache is not fatal: the fresh page follows.
    }
    if (gen !== this.generation) return;
    if (cached) {
      markOnce('dubdeck:first-page-cached');
      this.items = cached.voices;
      this.nextCursor = cached.nextCursor;
      this.loading = false;
    }
    try {
      const fresh = await this.backend.voices(q);
      if (gen !== this.generation) return;
      markOnce('dubdeck:first-page');
      this.items = fresh.voices;
      this.nextCursor = fresh.nextCursor;
      this.offline = false;
    } catch (e) {
      if (gen !== this.generation) return;
      if (cached && errorCode(e) === 'service_unreachable') {
        this.offline = true;
      } else if (!cached) {
        this.offline = false;
        this.failure = { caught: e };
      } else {
        this.moreFailure = { caught: e };
      }
    }
    this.loading = false;
  }

  /** Loads the page after the last one shown (infinite scroll). */
  async loadMore(): Promise<void> {
    if (!this.nextCursor || this.loading || this.loadingMore || this.favoritesOnly) return;
    const gen = this.generation;
    const q = this.query(this.nextCursor);
    this.loadingMore = true;
    this.moreFailure = null;
    try {
      let page = null;
      if (!this.offline) {
        try {
          page = await this.backend.voices(q);
        } catch (e) {
          if (errorCode(e) !== 'service_unreachable') throw e;
          page = await this.backend.cachedVoices(q);
          if (!page) throw e;
          this.offline = true;
        }
      } else {
        page = await this.backend.cachedVoices(q);
        if (!page) {
          // Nothing more saved on this computer: try the service again, it may be back.
          page = await this.backend.voices(q);
          this.offline = false;
        }
      }
      if (gen !== this.generation) return;
      // A plain Set: it lives for this call only, nothing renders from it.
      // eslint-disable-next-line svelte/prefer-svelte-reactivity
      const seen = new Set(this.items.map((v) => v.id));
      this.items = [...this.items, ...page.voices.filter((v) => !seen.has(v.id))];
      this.nextCursor = page.nextCursor;
    } catch (e) {
      if (gen === this.generation) this.moreFailure = { caught: e };
    } finally {
      if (gen === this.generation) this.loadingMore = false;
    }
  }

  /** Marks or unmarks a favorite through the backend; the card follows the answer. Resolves to what failed, if it did. */
  async setFavorite(voice: VoiceCard, favorite: boolean): Promise<Failure | null> {
    try {
      const now = await this.backend.setFavorite(voice.id, favorite);
      this.applyFavorite(voice.id, now);
      return null;
    } catch (e) {
      return { caught: e };
    }
  }

  applyFavorite(voiceId: string, favorite: boolean): void {
    if (this.favoritesOnly && !favorite) {
      this.items = this.items.filter((v) => v.id !== voiceId);
      return;
    }
    this.items = this.items.map((v) => (v.id === voiceId && v.favorite !== favorite ? { ...v, favorite } : v));
  }
}
