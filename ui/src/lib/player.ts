// The A/B player's early ask: a done dub's media (its loopback URLs) fetched while the pointer or
// focus is on its Play button, so the click usually finds them and starts both elements with their
// sources inside its own gesture.
import type { Backend } from './backend/backend';
import type { JobMedia } from './bindings';

/** One early ask. */
export interface Early {
  at: number;
  promise: Promise<JobMedia>;
  /** Set once it has come: the player then attaches it at once, inside the click. */
  value?: JobMedia;
}
// Kept per backend (tests mount several) and briefly (the shell checks the files when asked), used once.
const EARLY_MS = 20_000;
const early = new WeakMap<Backend, Map<string, Early>>();

/** Asks for a done dub's media ahead of its Play click (again only once the last ask is old). */
export function prefetchMedia(backend: Backend, id: string): void {
  let mine = early.get(backend);
  if (!mine) early.set(backend, (mine = new Map()));
  const have = mine.get(id);
  if (have && Date.now() - have.at < EARLY_MS) return;
  const entry: Early = { at: Date.now(), promise: backend.jobMedia(id) };
  // A failure is asked again (and shown) when the player opens.
  entry.promise.then(
    (value) => (entry.value = value),
    () => mine.get(id) === entry && mine.delete(id),
  );
  mine.set(id, entry);
}

/** The early ask of a dub, if a recent one was made; it is used up. */
export function takeEarly(backend: Backend, id: string): Early | null {
  const mine = early.get(backend);
  const entry = mine?.get(id);
  mine?.delete(id);
  return entry && Date.now() - entry.at < EARLY_MS ? entry : null;
}

// The player's volume (0 to 1), the same for both sides and remembered between players and starts.
const VOLUME_KEY = 'dubdeck.player.volume';

/** The volume last set, or full volume. */
export function playerVolume(): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(VOLUME_KEY) ?? NaN);
    return Number.isFinite(stored) ? Math.min(1, Math.max(0, stored)) : 1;
  } catch {
    return 1; // storage refused (private mode): full volume, not an error
  }
}

/** Remembers the volume for the next player. */
export function rememberPlayerVolume(volume: number): void {
  try {
    globalThis.localStorage?.setItem(VOLUME_KEY, String(Math.min(1, Math.max(0, volume))));
  } catch {
    // Not remembered: this player still plays at it.
  }
}

/**
 * The bars of a stretch of a waveform, at most `n` of them (each the loudest of the bars it
 * covers): an audition's original is its whole input, and its lane shows only the stretch dubbed.
 */
export function stretchBars(bars: readonly number[], wholeMs: number, startMs: number, lengthMs: number, n: number): number[] {
  if (bars.length === 0 || wholeMs <= 0 || lengthMs <= 0 || n <= 0) return [];
  const per = bars.length / wholeMs;
  const from = Math.min(bars.length - 1, Math.max(0, Math.floor(startMs * per)));
  const to = Math.min(bars.length, Math.max(from + 1, Math.ceil((startMs + lengthMs) * per)));
  const part = bars.slice(from, to);
  if (part.length <= n) return part;
  return Array.from({ length: n }, (_, i) => {
    const a = Math.floor((i * part.length) / n);
    const b = Math.max(a + 1, Math.floor(((i + 1) * part.length) / n));
    return Math.max(...part.slice(a, b));
  });
}
