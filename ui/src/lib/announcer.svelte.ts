// The app's one polite voice for screen readers (drawn by components/Announcer.svelte, mounted
// once): what changed out of sight, said once. Jobs say each change of stage (uploading, waiting
// for approval, done, failed), never a progress tick: the last stage said is kept per job.
// Announcements keep their words as functions, drawn in the page's language when shown.
import type { JobRow } from './bindings';
import { auditionTitle } from './words/dub';
import { failureWords } from './words/jobs';
import { named } from './errors';
import { stateWords } from './stores/jobs.svelte';
import { t } from './i18n/index.svelte';

export interface Announcement {
  id: number;
  words: () => string;
}

/** How many announcements stay in the region (a burst of changes is each heard). */
const KEPT = 4;

class Announcer {
  items = $state<Announcement[]>([]);
  private next = 1;

  /** Says `words` once, politely (after what is being read). */
  say(words: () => string): void {
    this.items = [...this.items.slice(-(KEPT - 1)), { id: this.next++, words }];
  }

  /** Empties the region (tests; leaving the app). */
  clear(): void {
    this.items = [];
  }
}

export const announcer = new Announcer();

/** Where a job is, as far as saying it goes: what it asks of the user, or its service stage. */
export function jobStage(row: Pick<JobRow, 'status' | 'state'>): string {
  return row.status === 'active' ? `active:${row.state}` : row.status;
}

/** What a job's row says, in a sentence of its own (null: nothing to say, as for a discarded job). */
export function jobWords(row: JobRow): (() => string) | null {
  const status = row.status;
  if (status === 'canceled') return null;
  return () => {
    const training = row.kind === 'training';
    // A training's title is its voice's name; a dub's is its input's (an audition says which stretch).
    const title = row.excerpt ? auditionTitle(row.excerpt, row.title) : row.title;
    const args: Record<string, string> = training ? { voice: row.title } : { title, named: named(row.voiceName), voice: row.voiceName ?? '' };
    const kind = training ? 'training' : 'dub';
    if (status === 'approval' && row.requiredCredits !== null) {
      return t(`a11y-${kind}-approval`, { ...args, credits: row.requiredCredits });
    }
    if (status === 'done') return t(`a11y-${kind}-done`, args);
    if (status === 'failed') {
      const reason = row.failure ? failureWords(row.failure, row) : t('jobs-failed');
      return t(`a11y-${kind}-failed`, { ...args, reason });
    }
    return t(`a11y-${kind}-stage`, { ...args, stage: stateWords(row) });
  };
}

/**
 * Follows jobs' rows as they change and says each new stage once: the first sight of a job says
 * where it is; a row that changed only its progress says nothing.
 */
export class JobAnnouncements {
  // Not drawn from: a plain map.
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private said = new Map<string, string>();

  constructor(private readonly say: (words: () => string) => void = (w) => announcer.say(w)) {}

  /** A row as the shell sent it (jobChanged). */
  changed(row: JobRow): void {
    const stage = jobStage(row);
    if (this.said.get(row.id) === stage) return;
    this.said.set(row.id, stage);
    const words = jobWords(row);
    if (words) this.say(words);
  }

  /** A job left the library: a new one with its id starts afresh. */
  removed(id: string): void {
    this.said.delete(id);
  }
}
