import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_INTERACTIVE, markCatalogueInteractive } from './perf';

function gridWith(images: number): HTMLElement {
  const grid = document.createElement('div');
  for (let i = 0; i < images; i++) {
    const img = document.createElement('img');
    // jsdom has no decoder: stand in for the browser's decode(), once resolving, once failing.
    img.decode = i % 2 === 0 ? () => Promise.resolve() : () => Promise.reject(new Error('broken'));
    grid.append(img);
  }
  return grid;
}

describe('the catalogue-interactive mark', () => {
  afterEach(() => performance.clearMarks());

  it('is set once the avatars are decoded, broken ones included, and only once', async () => {
    expect(await markCatalogueInteractive(gridWith(3))).toBe(true);
    expect(performance.getEntriesByName(CATALOGUE_INTERACTIVE)).toHaveLength(1);
    expect(await markCatalogueInteractive(gridWith(3))).toBe(false);
    expect(performance.getEntriesByName(CATALOGUE_INTERACTIVE)).toHaveLength(1);
  });

  it('is not set by a grid without cards', async () => {
    expect(await markCatalogueInteractive(gridWith(0))).toBe(false);
    expect(performance.getEntriesByName(CATALOGUE_INTERACTIVE)).toHaveLength(0);
  });
});

describe('the avatars the mark waits for', () => {
  afterEach(() => performance.clearMarks());

  it('are only those in view (lazy ones below the fold never load)', async () => {
    const grid = gridWith(0);
    const rect = (top: number, height: number) => () => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    grid.getBoundingClientRect = rect(0, 500);
    const inView = document.createElement('img');
    inView.getBoundingClientRect = rect(10, 100);
    inView.decode = () => Promise.resolve();
    const below = document.createElement('img');
    below.getBoundingClientRect = rect(900, 100);
    below.decode = () => new Promise(() => {}); // never loads
    grid.append(inView, below);
    expect(await markCatalogueInteractive(grid)).toBe(true);
  });
});

describe('an engine without HTMLImageElement.decode', () => {
  afterEach(() => performance.clearMarks());

  it('counts the avatars as drawn instead of throwing', async () => {
    const grid = gridWith(0);
    const img = document.createElement('img');
    // As in jsdom or an old WebKit: no decode() at all.
    Object.defineProperty(img, 'decode', { configurable: true, value: undefined });
    grid.append(img);
    expect(await markCatalogueInteractive(grid)).toBe(true);
  });
});

describe('work deferred behind the catalogue', () => {
  afterEach(() => {
    performance.clearMarks();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('goes on once the first page is drawn', async () => {
    const perf = await import('./perf');
    let ran = false;
    const waiting = perf.afterCatalogue().then(() => (ran = true));
    await Promise.resolve();
    expect(ran).toBe(false);
    expect(await perf.markCatalogueInteractive(gridWith(1))).toBe(true);
    await waiting;
    expect(ran).toBe(true);
  });

  it('goes on after CATALOGUE_WAIT_MS when no catalogue is drawn', async () => {
    vi.useFakeTimers();
    const perf = await import('./perf');
    let ran = false;
    void perf.afterCatalogue().then(() => (ran = true));
    await vi.advanceTimersByTimeAsync(perf.CATALOGUE_WAIT_MS - 1);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toBe(true);
  });
});
