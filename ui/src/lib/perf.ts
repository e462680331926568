// A startup mark for `cargo xtask bench app`: the moment the catalogue is first usable, i.e. the
// first page of voice cards is in the document with its avatars decoded. Marked once per launch.

export const CATALOGUE_INTERACTIVE = 'dubdeck:catalogue-interactive';

export async function markCatalogueInteractive(grid: HTMLElement): Promise<boolean> {
  if (performance.getEntriesByName(CATALOGUE_INTERACTIVE).length > 0) return false;
  const avatars = [...grid.querySelectorAll<HTMLImageElement>('img')];
  if (avatars.length === 0) return false;
  // A broken avatar is drawn as its placeholder: it counts as drawn.
  await Promise.all(avatars.map((img) => img.decode().catch(() => undefined)));
  if (performance.getEntriesByName(CATALOGUE_INTERACTIVE).length > 0) return false;
  performance.mark(CATALOGUE_INTERACTIVE);
  return true;
}
