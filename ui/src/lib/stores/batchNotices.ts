// The notices of what Dubdeck does by itself: this month's spend reaching 80% and 100% of the
// monthly budget (budgetReached), and what a watch folder did (watchReported): the files it
// started (one notice, growing, while it shows), a copy of a file taken before (quietly), a file it
// refused (why, by its code), its folder gone or back. Told in the frame's notices (DubStore).
import type { Backend } from '../backend/backend';
import type { WatchEvent } from '../bindings';
import type { DubStore } from './dub.svelte';
import { budgetReachedWords, watchWords } from '../words/batches';
import { baseName } from '../errors';

/** The key of the notice of files a watch folder started. */
const STARTED = 'watch-started';

/** Follows the budget's and the watch folders' events; resolves to the function that stops. */
export async function followBatchNotices(backend: Backend, dub: DubStore): Promise<() => void> {
  const watched = (event: WatchEvent) => {
    switch (event.outcome) {
      case 'started': {
        // One notice names the files started while it shows, the first first; a file whose dub
        // turns out to wait (the budget, credits) leaves it for a notice of what it waits on.
        const job = { id: event.jobId ?? `watch:${event.path}`, title: baseName(event.path), status: 'active' as const, hold: null };
        dub.announce(STARTED, [job], (going) => watchWords(event, going.map((j) => j.title)), (going) =>
          watchWords(event, going.map((j) => j.title), true),
        );
        return;
      }
      case 'already_taken':
        // Nothing was spent: said briefly, one at a time.
        dub.notify('info', () => watchWords(event), false, 'watch-already-taken');
        return;
      case 'refused':
        dub.notify('error', () => watchWords(event));
        return;
      case 'folder_missing':
      case 'folder_back':
        // The folder's coming back takes the place of its going.
        dub.notify(event.outcome === 'folder_missing' ? 'warn' : 'info', () => watchWords(event), false, `watch-folder:${event.watchId}`);
        return;
      default:
        // An outcome of a newer shell: nothing to tell.
        return;
    }
  };
  const stops = await Promise.all([
    backend.listen('budgetReached', ({ notice }) =>
      // 80% is news; at 100% what Dubdeck approved by itself waits for the user: it stays.
      dub.notify(notice.percent >= 100 ? 'warn' : 'info', () => budgetReachedWords(notice), false, `budget:${notice.month}`),
    ),
    backend.listen('watchReported', ({ event }) => watched(event)),
  ]);
  return () => stops.forEach((stop) => stop());
}
