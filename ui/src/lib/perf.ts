// A startup mark for `cargo xtask bench app`: the moment the catalogue is first usable, i.e. the
// first page of voice cards is in the document with its avatars decoded. Marked once per launch.

export const CATALOGUE_INTERACTIVE = 'dubdeck:catalogue-interactive';

/** How long work deferred behind the catalogue waits at most (a catalogue that fails to load, a
 *  first screen without it). */
export const CATALOGUE_WAIT_MS = 3000;

let catalogueReady: () => void = () => undefined;
const catalogueShown = new Promise<void>((resolve) => (catalogueReady = resolve));

/** Resolves once the catalogue is first usable, or after CATALOGUE_WAIT_MS: start-up work the
 *  first screen does not need waits for it, so as not to compete with the catalogue's own. */
export function afterCatalogue(): Promise<void> {
  return Promise.race([catalogueShown, new Promise<void>((resolve) => setTimeout(resolve, CATALOGUE_WAIT_MS))]);
}

export async function markCatalogueInteractive(grid: HTMLElement): Promise<boolean> {
  if (performance.getEntriesByName(CATALOGUE_INTERACTIVE).length > 0) return false;
  // Only the avatars in view: lazy images below the fold do not load until scrolled to.
  const view = grid.getBoundingClientRect();
  const avatars = [...grid.querySelectorAll<HTMLImageElement>('img')].filter((img) => {
    if (view.height === 0) return true; // no layout (tests): every card counts
    const r = img.getBoundingClientRect();
    return r.bottom > view.top && r.top < view.bottom && r.right > view.left && r.left < view.right;
  });
  if (avatars.length === 0) return false;
  // A broken avatar is drawn as its placeholder: it counts as drawn.
  // An engine without decode() (old WebKit, jsdom): the image counts as drawn once in the document.
  await Promise.all(
    avatars.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)),
  );
  if (performance.getEntriesByName(CATALOGUE_INTERACTIVE).length > 0) return false;
  performance.mark(CATALOGUE_INTERACTIVE);
  catalogueReady();
  return true;
}

/** A start-up mark for the benchmark's timeline, set once per launch. */
export function markOnce(name: string): void {
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}
