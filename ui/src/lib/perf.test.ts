import { afterEach, describe, expect, it } from 'vitest';
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
