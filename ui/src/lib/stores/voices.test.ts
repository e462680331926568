import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBackend } from '../backend/fake';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS, VoicesStore } from './voices.svelte';

const baseQuery = { search: null, genres: [], languages: [], styles: [], cursor: null, limit: PAGE_SIZE };

describe('VoicesStore paging', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the first page, then the next one by its cursor, over the whole catalogue', async () => {
    const backend = new FakeBackend({ voiceCount: 120 });
    const store = new VoicesStore(backend);
    await store.start();
    expect(store.items).toHaveLength(PAGE_SIZE);
    expect(store.nextCursor).toBe(String(PAGE_SIZE));

    await store.loadMore();
    const cursors = backend.callsOf('voices').map(([q]) => (q as { cursor: string | null }).cursor);
    expect(cursors).toEqual([null, String(PAGE_SIZE)]);
    expect(store.items).toHaveLength(2 * PAGE_SIZE);

    await store.loadMore();
    expect(store.items).toHaveLength(120);
    expect(store.nextCursor).toBeNull();
    await store.loadMore(); // nothing more to ask for
    expect(backend.callsOf('voices')).toHaveLength(3);
    expect(new Set(store.items.map((v) => v.id)).size).toBe(120);
  });

  it('shows the cached page first, then replaces it with the fresh one', async () => {
    const backend = new FakeBackend({ holdVoices: true });
    backend.seedCache(baseQuery);
    const store = new VoicesStore(backend);
    const done = store.reload();
    await vi.waitFor(() => expect(backend.callsOf('voices')).toHaveLength(1));
    expect(store.items).toHaveLength(PAGE_SIZE); // from the cache while the service answers
    expect(store.loading).toBe(false);
    backend.release();
    await done;
    expect(store.offline).toBe(false);
    expect(store.items[0].id).toBe('v0001');
  });

  it('keeps the cached page and goes offline when the service is unreachable', async () => {
    const backend = new FakeBackend({ offline: true });
    backend.seedCache(baseQuery);
    const store = new VoicesStore(backend);
    await store.reload();
    expect(store.offline).toBe(true);
    expect(store.error).toBeNull();
    expect(store.items).toHaveLength(PAGE_SIZE);
  });

  it('is an error with no cache', async () => {
    const backend = new FakeBackend({ offline: true });
    const store = new VoicesStore(backend);
    await store.reload();
    expect(store.items).toHaveLength(0);
    expect(store.error).toMatch(/Can't reach the voice service/);
  });

  it('sends the search once, after the debounce, trimmed', async () => {
    vi.useFakeTimers();
    const backend = new FakeBackend();
    const store = new VoicesStore(backend);
    store.setSearch('A');
    store.setSearch('Ar');
    store.setSearch(' Aria ');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    expect(backend.callsOf('voices')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    const searches = backend.callsOf('voices').map(([q]) => (q as { search: string | null }).search);
    expect(searches).toEqual(['Aria']);
    await vi.waitFor(() => expect(store.items.length).toBeGreaterThan(0));
    expect(store.items.every((v) => v.name.includes('Aria'))).toBe(true);
  });

  it('never sends more than 50 characters of search', () => {
    const store = new VoicesStore(new FakeBackend());
    store.setSearch('x'.repeat(80));
    expect(store.searchText).toHaveLength(50);
  });

  it('drops a stale answer when the query changed meanwhile', async () => {
    const backend = new FakeBackend({ holdVoices: true });
    const store = new VoicesStore(backend);
    const first = store.reload();
    await vi.waitFor(() => expect(backend.callsOf('voices')).toHaveLength(1));
    store.genres = ['jazz'];
    const second = store.reload();
    await vi.waitFor(() => expect(backend.callsOf('voices')).toHaveLength(2));
    backend.release();
    await Promise.all([first, second]);
    expect(store.items.every((v) => v.genres.includes('jazz'))).toBe(true);
  });

  it('keeps paging after the query changed while a page was loading', async () => {
    const backend = new FakeBackend({ voiceCount: 600 });
    const store = new VoicesStore(backend);
    await store.start();
    backend.opts.holdVoices = true;
    const more = store.loadMore();
    await vi.waitFor(() => expect(backend.callsOf('voices')).toHaveLength(2));
    expect(store.loadingMore).toBe(true);

    store.toggle('genres', 'jazz');
    await vi.waitFor(() => expect(backend.callsOf('voices')).toHaveLength(3));
    backend.opts.holdVoices = false;
    backend.release();
    await more;
    await vi.waitFor(() => expect(store.loading).toBe(false));
    expect(store.loadingMore).toBe(false);
    expect(store.items.every((v) => v.genres.includes('jazz'))).toBe(true);
    expect(store.nextCursor).toBe(String(PAGE_SIZE));

    await store.loadMore();
    const last = backend.callsOf('voices').at(-1)?.[0] as { genres: string[]; cursor: string | null };
    expect(last).toMatchObject({ genres: ['jazz'], cursor: String(PAGE_SIZE) });
    expect(store.items.length).toBeGreaterThan(PAGE_SIZE);
    expect(store.items.every((v) => v.genres.includes('jazz'))).toBe(true);
  });
});
