import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { PAGE_SIZE } from '../stores/voices.svelte';
import { CATALOGUE_INTERACTIVE } from '../perf';
import voicesSource from './Voices.svelte?raw';

const firstQuery = { search: null, genres: [], languages: [], styles: [], cursor: null, limit: PAGE_SIZE };

async function open(options: FakeOptions = {}, prepare?: (b: FakeBackend) => void) {
  const backend = new FakeBackend({ signedIn: true, ...options });
  prepare?.(backend);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const list = await screen.findByRole('list', { name: 'Voices' });
  return { backend, user, list };
}

const cardNames = (list: HTMLElement) => within(list).queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
const lastVoicesQuery = (b: FakeBackend) => b.callsOf('voices').at(-1)?.[0] as typeof firstQuery;

describe('Voices grid', () => {
  it('renders a virtualised list of cards with names, avatars, chips and data-index', async () => {
    const { list } = await open();
    const first = await within(list).findByRole('article', { name: 'Aria Stone 1' });
    expect(first).toHaveAttribute('data-index', '0');
    expect(first.closest('[role="listitem"]')).not.toBeNull();
    const img = first.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(first).getByText('English')).toBeInTheDocument();
    expect(within(first).getByText('Singing')).toBeInTheDocument();
    // Only the rows in view are in the document, not the whole page of 48.
    const rendered = within(list).getAllByRole('article').length;
    expect(rendered).toBeGreaterThan(4);
    expect(rendered).toBeLessThan(PAGE_SIZE);
  });

  it('requests the next page by cursor when scrolled near the end', async () => {
    const { backend, list } = await open();
    await within(list).findByRole('article', { name: 'Aria Stone 1' });
    expect(backend.callsOf('voices')).toHaveLength(1);
    const scroller = list.parentElement!;
    // 48 voices in 5 columns are 10 rows of 266 px: scrolled to the bottom of the first page.
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: 1960 });
    await fireEvent.scroll(scroller);
    await waitFor(() => expect(backend.callsOf('voices')).toHaveLength(2));
    expect(lastVoicesQuery(backend).cursor).toBe(String(PAGE_SIZE));
    await waitFor(() => expect(within(list).getAllByRole('article').some((a) => Number(a.dataset.index) >= PAGE_SIZE)).toBe(true));
    // Still near the top of the new page: nothing more is asked for yet.
    await new Promise((r) => setTimeout(r, 50));
    expect(backend.callsOf('voices')).toHaveLength(2);

    // Keep scrolling to the end: every page is fetched by the previous page's cursor, to the last voice.
    scroller.scrollTop = 1_000_000;
    await fireEvent.scroll(scroller);
    await waitFor(() => expect(lastVoicesQuery(backend).cursor).toBe(String(1200 - PAGE_SIZE)), { timeout: 5000 });
    const cursors = backend.callsOf('voices').map(([q]) => (q as typeof firstQuery).cursor);
    expect(cursors).toEqual([null, ...Array.from({ length: 1200 / PAGE_SIZE - 1 }, (_, i) => String((i + 1) * PAGE_SIZE))]);
    await waitFor(() => expect(within(list).getByRole('article', { name: 'Leo Sky 1200' })).toBeInTheDocument());
  });

  it('debounces the search and shows only matching voices', async () => {
    const { backend, user, list } = await open();
    const search = screen.getByRole('searchbox', { name: 'Search voices' });
    await user.type(search, 'Iris');
    await waitFor(() => expect(lastVoicesQuery(backend).search).toBe('Iris'));
    const searches = backend.callsOf('voices').map(([q]) => (q as typeof firstQuery).search);
    expect(searches).toEqual([null, 'Iris']); // one request for the whole word, not one per key
    await waitFor(() => expect(cardNames(list)[0]).toMatch(/^Iris/));
    expect(cardNames(list).every((n) => n?.startsWith('Iris'))).toBe(true);
  });

  it('folds its filters behind a "Filters" button in a small window (CSS shows it there), which says how many are on', async () => {
    const { user } = await open();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('data-filters-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const filters = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(filters).toContainElement(screen.getByRole('group', { name: 'Genres' }));
    expect(filters).not.toHaveClass('open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).toHaveClass('open');
    await user.click(within(screen.getByRole('group', { name: 'Genres' })).getByRole('button', { name: 'Rock' }));
    await user.click(within(screen.getByRole('group', { name: 'Styles' })).getByRole('button', { name: 'Rapping' }));
    expect(toggle).toHaveAccessibleName('Filters (2)');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles chips: values in one filter widen, different filters narrow', async () => {
    const { backend, user, list } = await open();
    const names = (keep: (v: (typeof backend.catalogue)[number]) => boolean) =>
      backend.catalogue.filter(keep).map((v) => v.name);
    const genres = screen.getByRole('group', { name: 'Genres' });
    const pop = await within(genres).findByRole('button', { name: 'Pop' });
    expect(pop).toHaveAttribute('aria-pressed', 'false');
    await user.click(pop);
    expect(pop).toHaveAttribute('aria-pressed', 'true');
    const popNames = names((v) => v.genres.includes('pop'));
    await waitFor(() => expect(cardNames(list).slice(0, 5)).toEqual(popNames.slice(0, 5)));
    expect(lastVoicesQuery(backend).genres).toEqual(['pop']);

    // A second genre widens...
    await user.click(within(genres).getByRole('button', { name: 'Jazz' }));
    const popOrJazz = names((v) => v.genres.includes('pop') || v.genres.includes('jazz'));
    await waitFor(() => expect(cardNames(list).slice(0, 5)).toEqual(popOrJazz.slice(0, 5)));
    expect(popOrJazz.length).toBeGreaterThan(popNames.length);

    // ...and a language narrows.
    const english = within(screen.getByRole('group', { name: 'Languages' })).getByRole('button', { name: 'English' });
    await user.click(english);
    const narrowed = names(
      (v) => (v.genres.includes('pop') || v.genres.includes('jazz')) && v.languages.includes('english'),
    );
    expect(narrowed.length).toBeLessThan(popOrJazz.length);
    await waitFor(() => expect(cardNames(list).slice(0, 5)).toEqual(narrowed.slice(0, 5)));
    expect(lastVoicesQuery(backend)).toMatchObject({ genres: ['pop', 'jazz'], languages: ['english'] });
    expect(within(screen.getByRole('group', { name: 'Styles' })).getByRole('button', { name: 'Singing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames(list)[1]).toBe('Blake Stone 2'));
    expect(pop).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('marks favorites through the backend and filters by them', async () => {
    const { backend, user, list } = await open();
    const star = await within(list).findByRole('button', { name: 'Add Blake Stone 2 to favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    const on = await within(list).findByRole('button', { name: 'Remove Blake Stone 2 from favorites' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(backend.callsOf('setFavorite')).toEqual([['v0002', true]]);
    // Clicking the star does not open the detail panel.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const favorites = screen.getByRole('button', { name: 'Favorites' });
    await user.click(favorites);
    expect(favorites).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cardNames(list)).toEqual(['Blake Stone 2']));
    expect(backend.callsOf('favoriteVoices')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Remove Blake Stone 2 from favorites' }));
    expect(await screen.findByRole('heading', { name: 'No voices match.' })).toBeInTheDocument();
    expect(await backend.favoriteVoices()).toEqual([]);
  });

  it('follows favorite changes made elsewhere', async () => {
    const { backend, list } = await open();
    await within(list).findByRole('article', { name: 'Aria Stone 1' });
    backend.emit('favoriteChanged', { voiceId: 'v0001', favorite: true });
    expect(await within(list).findByRole('button', { name: 'Remove Aria Stone 1 from favorites' })).toBeInTheDocument();
  });

  it('shows an empty state that clears the filters', async () => {
    const { user, list } = await open();
    await user.type(screen.getByRole('searchbox', { name: 'Search voices' }), 'nobody-sings-like-this');
    expect(await screen.findByRole('heading', { name: 'No voices match.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Voices' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search voices' })).toHaveValue('');
    void list;
  });

  it('keeps the cached page with an offline banner when the service is unreachable', async () => {
    const { list } = await open({ offline: true }, (b) => b.seedCache(firstQuery));
    expect(await within(list).findByRole('article', { name: 'Aria Stone 1' })).toBeInTheDocument();
    const banner = await screen.findByText('Offline: showing voices saved on this computer');
    expect(banner.closest('[role="status"]')).not.toBeNull();
  });

  it('asks once for a page that fails offline, then waits for Load more voices', async () => {
    const { backend, user, list } = await open({ offline: true }, (b) => b.seedCache(firstQuery));
    await within(list).findByRole('article', { name: 'Aria Stone 1' });
    const scroller = list.parentElement!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: 1960 });
    await fireEvent.scroll(scroller);
    expect(await screen.findByRole('button', { name: 'Load more voices' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    const asked = () => backend.callsOf('voices').filter(([q]) => (q as typeof firstQuery).cursor === String(PAGE_SIZE));
    expect(asked()).toHaveLength(1);

    backend.opts.offline = false;
    await user.click(screen.getByRole('button', { name: 'Load more voices' }));
    await waitFor(() => expect(within(list).getAllByRole('article').some((a) => Number(a.dataset.index) >= PAGE_SIZE)).toBe(true));
    expect(asked()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more voices' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when offline without a cache', async () => {
    const backend = new FakeBackend({ signedIn: true, offline: true });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the voice service.");
    backend.opts.offline = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Aria Stone 1' })).toBeInTheDocument();
  });

  it('moves focus with the arrow keys, opens the detail with Enter and closes it with Esc', async () => {
    const { user, list } = await open();
    const first = await within(list).findByRole('article', { name: 'Aria Stone 1' });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(list).getByRole('article', { name: 'Blake Stone 2' })).toHaveFocus();
    await user.keyboard('{ArrowDown}'); // 5 columns at 1000 px
    expect(within(list).getByRole('article', { name: 'Gia Stone 7' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(first).toHaveFocus();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Aria Stone 1' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByText('Pop')).toBeInTheDocument(); // genre of voice 1
    expect(within(dialog).getByRole('button', { name: 'Add Aria Stone 1 to favorites' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dub a file' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dub a link' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('article', { name: 'Aria Stone 1' })).toHaveFocus());
  });

  it('animates a GIF avatar on hover only, and never with reduce motion', async () => {
    const { list } = await open();
    const card = await within(list).findByRole('article', { name: 'Dario Stone 4' }); // index 3 is animated
    const img = card.querySelector('img')!;
    const still = img.getAttribute('src');
    await fireEvent.mouseEnter(card);
    expect(img.getAttribute('src')).not.toBe(still);
    await fireEvent.mouseLeave(card);
    expect(img.getAttribute('src')).toBe(still);
  });

  it('keeps GIF avatars still when Reduce motion is on', async () => {
    const { list } = await open({ settings: { reduceMotion: true } });
    const card = await within(list).findByRole('article', { name: 'Dario Stone 4' });
    const img = card.querySelector('img')!;
    const still = img.getAttribute('src');
    await fireEvent.mouseEnter(card);
    expect(img.getAttribute('src')).toBe(still);
  });

  it('closes the detail of a voice unstarred in Favorites instead of showing the next one', async () => {
    const { backend, user, list } = await open({}, (b) => {
      void b.setFavorite('v0001', true);
      void b.setFavorite('v0002', true);
    });
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(cardNames(list)).toEqual(['Aria Stone 1', 'Blake Stone 2']));

    await user.click(within(list).getByRole('article', { name: 'Aria Stone 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aria Stone 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Aria Stone 1 from favorites' }));
    await waitFor(() => expect(cardNames(list)).toEqual(['Blake Stone 2']));
    expect(backend.callsOf('setFavorite').at(-1)).toEqual(['v0001', false]);
    // The panel does not slide on to the voice now first in the list...
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // ...and focus, which was in the panel, goes to the card now in the voice's place.
    await waitFor(() => expect(within(list).getByRole('article', { name: 'Blake Stone 2' })).toHaveFocus());
  });

  it('sends focus to the search when the last favorite shown in the detail is unstarred', async () => {
    const { user, list } = await open({}, (b) => void b.setFavorite('v0003', true));
    await user.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(cardNames(list)).toEqual(['Cleo Stone 3']));
    await user.click(within(list).getByRole('article', { name: 'Cleo Stone 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cleo Stone 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Cleo Stone 3 from favorites' }));
    expect(await screen.findByRole('heading', { name: 'No voices match.' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search voices' })).toHaveFocus());
  });

  it('keeps the same voice in the detail while more pages load', async () => {
    const { user, list } = await open();
    await user.click(await within(list).findByRole('article', { name: 'Blake Stone 2' }));
    expect(await screen.findByRole('dialog', { name: 'Blake Stone 2' })).toBeInTheDocument();
    const scroller = list.parentElement!;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: 1960 });
    await fireEvent.scroll(scroller);
    await waitFor(() => expect(within(list).getAllByRole('article').some((a) => Number(a.dataset.index) >= PAGE_SIZE)).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Blake Stone 2' })).toBeInTheDocument();
  });

  it("hides WebKit's own clear glyph in the search field (Esc clears; the Ctrl K hint sits there)", () => {
    // jsdom applies no component styles: check the rule itself.
    const style = voicesSource.slice(voicesSource.indexOf('<style>'));
    expect(style).toMatch(/\.search-input::-webkit-search-cancel-button[^{]*\{[^}]*appearance: none/);
    expect(style).toMatch(/\.search-input::-webkit-search-decoration[^{]*\{[^}]*appearance: none/);
  });
});

describe('Voices start-up', () => {
  it('marks the catalogue interactive once the cached first page is drawn, before the service answers', async () => {
    performance.clearMarks();
    const { backend, list } = await open({ holdVoices: true }, (b) => b.seedCache(firstQuery));
    await within(list).findByRole('article', { name: 'Aria Stone 1' });
    await waitFor(() => expect(performance.getEntriesByName(CATALOGUE_INTERACTIVE)).toHaveLength(1));
    expect(backend.callsOf('voices')).toHaveLength(1); // asked, still unanswered
    backend.release();
    await waitFor(() => expect(backend.callsOf('voices')).toHaveLength(1));
    expect(performance.getEntriesByName(CATALOGUE_INTERACTIVE)).toHaveLength(1); // once per launch
  });
});
