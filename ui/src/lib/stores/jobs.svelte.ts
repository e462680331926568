// The Jobs library: pages of rows from the shell (filter, search, grouping by voice or input), kept
// live by its events (a changed row, a removed one, transfer progress), never polled; the actions a
// row offers; the words of a row's progress line; and the time left of running jobs and of the
// batches they belong to, counted down between events.
import {
  type JobFilter,
  type JobGroupRow,
  type JobRow,
  type JobStage,
  type JobStatus,
  type JobsQuery,
  type MixSettings,
  type ResultFile,
  type Settings,
  type VoiceChoice,
} from '../bindings';
import { contract } from '../contract';
import type { Backend, Unlisten } from '../backend/backend';
import { baseName, wordsFor } from '../errors';
import { noticeWords } from '../words/jobs';
import type { BatchStanding } from '../words/batches';
import { formatBytes, formatDuration } from '../format';
import { t } from '../i18n/index.svelte';

/** Rows per page of the Jobs list (the screen's choice; the shell takes 1 to 500). */
export const JOBS_PAGE = 50;
export type Filter = Exclude<JobFilter, 'canceled'>;
export type GroupBy = 'none' | 'voice' | 'input';

/** The filter buttons, with the message of each one's label. */
export const FILTERS: { value: Filter; labelId: string }[] = [
  { value: 'all', labelId: 'jobs-filter-all' },
  { value: 'active', labelId: 'jobs-filter-active' },
  { value: 'waiting', labelId: 'jobs-filter-waiting' },
  { value: 'done', labelId: 'jobs-filter-done' },
  { value: 'failed', labelId: 'jobs-filter-failed' },
];

/** Whether a row belongs in a filter, as the shell's contract says (the statuses each filter shows). */
export function inFilter(row: Pick<JobRow, 'status'>, filter: JobFilter): boolean {
  // Rust types the table by any name (a map), not by JobFilter: words.check.ts proves that every
  // filter has its row, so a missing one shows nothing rather than throwing.
  const statuses: readonly JobStatus[] = contract.jobFilterStatuses[filter] ?? [];
  return statuses.includes(row.status);
}

function inSearch(row: JobRow, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${row.title} ${row.voiceName ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * The message of a job's state badge, for either kind (`generating` and `processing` read
 * "Generating"; a training's `cloning` and `training` read "Training").
 */
export const STATE_WORDS = {
  created: 'jobs-state-created',
  creating: 'jobs-state-creating',
  uploading: 'jobs-state-uploading',
  preprocessing: 'jobs-state-preprocessing',
  awaiting_approval: 'jobs-state-awaiting-approval',
  generating: 'jobs-state-generating',
  processing: 'jobs-state-generating',
  downloading: 'jobs-state-downloading',
  done: 'jobs-state-done',
  failed: 'jobs-state-failed',
  waiting_credits: 'jobs-state-waiting-credits',
  canceled: 'jobs-state-canceled',
  cloning: 'jobs-state-training',
  training: 'jobs-state-training',
} satisfies Record<JobStage, string>;

/** The badge of a job's state, in the page's language. */
export function stateWords(row: Pick<JobRow, 'state'>): string {
  return t(STATE_WORDS[row.state]);
}

/** Whether the row moves bytes now (its progress has a percent and a speed). */
function transferring(row: JobRow): boolean {
  return row.status === 'active' && (row.state === 'uploading' || row.state === 'downloading');
}

/**
 * The row's progress line: percent and speed for transfers, elapsed time for service stages,
 * "waiting for the service (N s)" while rate-limited, the next try while retrying.
 */
export function progressWords(row: JobRow, now: number, speed: number | null): string | null {
  const notice = row.notice ? noticeWords(row.notice, now) : null;
  if (notice) return notice;
  if (row.status !== 'active') return null;
  // Every byte moved, the service not answering yet: the transfer is finishing, not "100%".
  const end = finishingWords(row);
  if (end) return end;
  if (transferring(row) && row.bytesTotal) {
    const percent = Math.min(100, Math.floor((row.bytesDone / row.bytesTotal) * 100));
    const args = { state: stateWords(row), percent, total: formatBytes(row.bytesTotal) };
    return speed && speed > 0
      ? t('jobs-progress-transfer-speed', { ...args, speed: formatBytes(speed) })
      : t('jobs-progress-transfer', args);
  }
  const elapsed = Math.max(0, now - Date.parse(row.stateSince));
  return t('jobs-progress-elapsed', { state: stateWords(row), elapsed: formatDuration(elapsed) });
}

/**
 * A transfer whose bytes have all moved while the job's state has not moved past it (the service
 * has not confirmed the upload, the download is not written and checked yet): "Finishing upload…".
 */
export function finishingWords(row: JobRow): string | null {
  if (!transferring(row) || !row.bytesTotal || row.bytesDone < row.bytesTotal) return null;
  return t('jobs-progress-finishing', { transfer: row.state === 'uploading' ? 'upload' : 'download' });
}

/** Transfer percent, for the bar (null: no bar). */
export function transferPercent(row: JobRow): number | null {
  if (!transferring(row) || !row.bytesTotal) return null;
  return Math.min(100, (row.bytesDone / row.bytesTotal) * 100);
}

/** A comparison: auditions of one excerpt with several voices (`groupId`), shown as one row. */
export type ComparisonEntry = { kind: 'comparison'; group: string; rows: JobRow[] };
/** One entry of the flat Jobs list: a row, the auditions of one input kept together, or a comparison. */
export type ListEntry = { kind: 'row'; row: JobRow } | { kind: 'auditions'; key: string; title: string; rows: JobRow[] } | ComparisonEntry;
/** One entry of a group's list (grouped by voice or input): a row, or a comparison. */
export type GroupEntry = { kind: 'row'; row: JobRow } | ComparisonEntry;

/** A comparison's members in the order they were made (the list comes newest first). */
function asCreated(rows: JobRow[]): JobRow[] {
  return rows
    .map((row, at) => ({ row, at }))
    .sort((a, b) => Date.parse(a.row.createdAt) - Date.parse(b.row.createdAt) || b.at - a.at)
    .map((x) => x.row);
}

/**
 * The comparisons among the rows, by group: only where two members or more are in the list (one
 * alone, as a filter may leave it, is a row of its own).
 */
function comparisons(rows: JobRow[]): Record<string, JobRow[]> {
  // A plain record, not a reactive map: built afresh from the rows each time they change.
  const groups: Record<string, JobRow[]> = {};
  for (const row of rows) if (row.groupId !== null) (groups[row.groupId] ??= []).push(row);
  for (const group of Object.keys(groups)) if (groups[group].length < 2) delete groups[group];
  return groups;
}

/** Rows in the order given, each comparison folded into one entry where its newest member is. */
export function groupEntries(rows: JobRow[]): GroupEntry[] {
  const compared = comparisons(rows);
  const entries: GroupEntry[] = [];
  for (const row of rows) {
    const members = row.groupId !== null ? compared[row.groupId] : undefined;
    if (!members) entries.push({ kind: 'row', row });
    else if (members[0] === row) entries.push({ kind: 'comparison', group: row.groupId as string, rows: asCreated(members) });
  }
  return entries;
}

/**
 * The flat list's entries: rows in the order given (newest first), except that a comparison's
 * members are one entry, and the other auditions of one input (its `inputKey`), with whatever
 * voices and pitches, sit together where the newest of them is, so they can be compared side by
 * side. A lone audition stays a row.
 */
export function listEntries(rows: JobRow[]): ListEntry[] {
  const compared = comparisons(rows);
  const inComparison = (row: JobRow): boolean => row.groupId !== null && row.groupId in compared;
  const auditionKey = (row: JobRow): string | null => (row.excerpt !== null && !inComparison(row) ? row.inputKey : null);
  const auditions: Record<string, JobRow[]> = {};
  for (const row of rows) {
    const key = auditionKey(row);
    if (key !== null) (auditions[key] ??= []).push(row);
  }
  const entries: ListEntry[] = [];
  for (const entry of groupEntries(rows)) {
    if (entry.kind === 'comparison') {
      entries.push(entry);
      continue;
    }
    const row = entry.row;
    const key = auditionKey(row);
    const together = key !== null ? auditions[key] : [];
    if (key === null || together.length < 2) entries.push(entry);
    else if (together[0] === row) entries.push({ kind: 'auditions', key, title: row.title, rows: together });
  }
  return entries;
}

/** The key a comparison's actions are busy under, and their failure kept by (beside job ids). */
export function comparisonKey(group: string): string {
  return `comparison:${group}`;
}

/**
 * The least time left a running job is said to have: its estimate counts down between events,
 * and a job that outlasts it is "under a minute" from its end, never done before the shell says so.
 */
export const ETA_FLOOR_MS = 15_000;

/** A job of a batch, as far as the batch's line needs it. */
interface BatchMember {
  status: JobStatus;
  /** Its input's name, for the batch's line (the failed ones are named). */
  title: string;
  /** When it should be done (the time its row came, plus its estimate), while it runs. */
  endsAt: number | null;
}

/** A cover's levels, as its mixer's faders set them. */
export type MixLevels = Pick<MixSettings, 'vocalGainDb' | 'instrumentalGainDb'>;

interface Sample {
  at: number;
  bytes: number;
}

export class JobsStore {
  filter = $state<Filter>('all');
  search = $state('');
  groupBy = $state<GroupBy>('none');
  rows = $state<JobRow[]>([]);
  total = $state(0);
  groups = $state<JobGroupRow[]>([]);
  /** Rows of the open groups, by group key. */
  groupRows = $state<Record<string, JobRow[]>>({});
  loading = $state(true);
  loadingMore = $state(false);
  /** Bytes per second of running transfers, by job id. */
  speeds = $state<Record<string, number>>({});
  busy = $state<Record<string, boolean>>({});
  /** Covers whose Export mix runs (by job id). */
  mixing = $state<Record<string, boolean>>({});
  /** The file each cover's last Export mix made (by job id), to say where it went. */
  mixed = $state<Record<string, string>>({});
  /**
   * The jobs of each batch the store has seen, in any filter or event, by batch and job id: a
   * batch's line counts them all, whatever the list shows.
   */
  batches = $state<Record<string, Record<string, BatchMember>>>({});
  /**
   * What was caught reading the list, and by a row's last action (by job id): kept as caught, so
   * their words are made where they are drawn, in the language of the moment.
   */
  private loadFailure = $state.raw<{ caught: unknown } | null>(null);
  private actionFailures = $state.raw<Record<string, unknown>>({});

  private readonly backend: Backend;
  private unlisten: Unlisten[] = [];
  /** The last progress seen of each transfer (not shown: no need to be reactive). */
  private samples: Record<string, Sample> = {};
  /**
   * Each running job's estimate and when its row came: the countdown's base, set again by every
   * row that comes (read with the row, which changes with it: no need to be reactive).
   */
  private etaBases: Record<string, { etaMs: number; at: number }> = {};
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  private turn = 0;

  private disposed = false;

  constructor(backend: Backend) {
    this.backend = backend;
  }

  /** Why the list could not be read (null: it was). */
  get error(): string | null {
    return this.loadFailure ? wordsFor(this.loadFailure.caught) : null;
  }

  /** What went wrong with a row's last action (null: nothing). */
  problem(id: string): string | null {
    return id in this.actionFailures ? wordsFor(this.actionFailures[id]) : null;
  }

  get query(): JobsQuery {
    const search = this.search.trim();
    return { filter: this.filter, search: search || null, group: null, limit: JOBS_PAGE, offset: 0 };
  }

  async start(): Promise<void> {
    const b = this.backend;
    const unlisten = await Promise.all([
      b.listen('jobChanged', (p) => this.applyChanged(p.job)),
      b.listen('jobRemoved', (p) => this.applyRemoved(p.id)),
      b.listen('jobProgress', (p) => this.applyProgress(p.id, p.bytesDone, p.bytesTotal)),
      b.listen('jobsChanged', (p) => {
        if (p.stale) this.scheduleReload();
      }),
    ]);
    // Left before the listeners were in place: take them down again, nothing renders from here.
    if (this.disposed) {
      unlisten.forEach((u) => u());
      return;
    }
    this.unlisten = unlisten;
    await this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.unlisten.forEach((u) => u());
    this.unlisten = [];
    clearTimeout(this.reloadTimer);
    clearTimeout(this.searchTimer);
  }

  async load(): Promise<void> {
    const turn = ++this.turn;
    this.loading = true;
    this.loadFailure = null;
    try {
      if (this.groupBy === 'none') {
        const page = await this.backend.jobs(this.query);
        if (turn !== this.turn) return;
        this.see(page.jobs);
        this.rows = page.jobs;
        this.total = page.total;
        this.groups = [];
        this.groupRows = {};
      } else {
        const groups = await this.backend.jobGroups(this.query, this.groupBy);
        if (turn !== this.turn) return;
        this.groups = groups;
        const rows: Record<string, JobRow[]> = {};
        await Promise.all(
          groups.map(async (g) => {
            const by = this.groupBy === 'input' ? 'input' : 'voice';
            const page = await this.backend.jobs({ ...this.query, group: { by, key: g.key } });
            rows[g.key] = page.jobs;
          }),
        );
        if (turn !== this.turn) return;
        this.see(Object.values(rows).flat());
        this.groupRows = rows;
        this.rows = [];
        this.total = groups.reduce((sum, g) => sum + g.count, 0);
      }
    } catch (e) {
      if (turn === this.turn) this.loadFailure = { caught: e };
    } finally {
      if (turn === this.turn) this.loading = false;
    }
    if (turn === this.turn && !this.loadFailure) await this.completeBatches(turn);
  }

  /**
   * When the list shows part of the library (a filter, a search, a page, groups) and holds a
   * batch, reads the library's rows once more, whole, so each batch's line counts all its jobs.
   */
  private async completeBatches(turn: number): Promise<void> {
    const shown = this.groupBy === 'none' ? this.rows : Object.values(this.groupRows).flat();
    const whole = this.groupBy === 'none' && this.filter === 'all' && !this.search.trim() && this.rows.length >= this.total;
    if (whole || !shown.some((r) => r.batchId !== null)) return;
    try {
      const page = await this.backend.jobs({ filter: 'all', search: null, group: null, limit: 500, offset: 0 });
      if (turn === this.turn) this.see(page.jobs.filter((r) => r.batchId !== null));
    } catch {
      // The lines count the jobs the list holds.
    }
  }

  /** Notes rows that came: the base of each running job's countdown, and the batches' members. */
  private see(rows: readonly JobRow[], at: number = Date.now()): void {
    let batches: Record<string, Record<string, BatchMember>> | null = null;
    for (const row of rows) {
      if (row.status === 'active' && row.etaMs !== null) this.etaBases[row.id] = { etaMs: row.etaMs, at };
      else delete this.etaBases[row.id];
      if (row.batchId === null) continue;
      batches ??= { ...this.batches };
      const endsAt = row.status === 'active' && row.etaMs !== null ? at + row.etaMs : null;
      batches[row.batchId] = { ...batches[row.batchId], [row.id]: { status: row.status, title: row.title, endsAt } };
    }
    if (batches) this.batches = batches;
  }

  /**
   * A running job's time left at `now`: its estimate counted down from when its row came, never
   * below ETA_FLOOR_MS; null when it does not run or has no estimate.
   */
  timeLeft(row: Pick<JobRow, 'id' | 'status' | 'etaMs'>, now: number): number | null {
    if (row.status !== 'active' || row.etaMs === null) return null;
    const base = this.etaBases[row.id] ?? { etaMs: row.etaMs, at: now };
    return Math.max(ETA_FLOOR_MS, base.etaMs - (now - base.at));
  }

  /**
   * How a batch stands at `now`: its dubs done and failed of all (discarded ones aside), and
   * while some run, when the last of them should be done. Null for a batch of fewer than two.
   */
  batchStanding(batchId: string, now: number): BatchStanding | null {
    const members = Object.values(this.batches[batchId] ?? {}).filter((m) => m.status !== 'canceled');
    if (members.length < 2) return null;
    const ends = members.flatMap((m) => (m.status === 'active' && m.endsAt !== null ? [Math.max(m.endsAt, now + ETA_FLOOR_MS)] : []));
    return {
      done: members.filter((m) => m.status === 'done').length,
      failed: members.filter((m) => m.status === 'failed').length,
      failedNames: members.filter((m) => m.status === 'failed').map((m) => (m.title.includes('://') ? m.title : baseName(m.title))),
      total: members.length,
      doneBy: ends.length > 0 ? Math.max(...ends) : null,
    };
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || this.groupBy !== 'none' || this.rows.length >= this.total) return;
    this.loadingMore = true;
    try {
      const page = await this.backend.jobs({ ...this.query, offset: this.rows.length });
      this.see(page.jobs);
      const shown = this.rows;
      this.rows = [...shown, ...page.jobs.filter((r) => !shown.some((s) => s.id === r.id))];
      this.total = page.total;
    } catch (e) {
      this.loadFailure = { caught: e };
    } finally {
      this.loadingMore = false;
    }
  }

  setFilter(filter: Filter): void {
    this.filter = filter;
    void this.load();
  }

  setGroupBy(by: GroupBy): void {
    this.groupBy = by;
    void this.load();
  }

  setSearch(text: string): void {
    this.search = text;
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => void this.load(), 250);
  }

  private scheduleReload(): void {
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => void this.load(), 300);
  }

  private fits(row: JobRow): boolean {
    return inFilter(row, this.filter) && inSearch(row, this.search);
  }

  applyChanged(row: JobRow): void {
    this.see([row]);
    if (this.groupBy !== 'none') {
      const key = Object.keys(this.groupRows).find((k) => this.groupRows[k].some((r) => r.id === row.id));
      if (key && this.fits(row)) {
        this.groupRows[key] = this.groupRows[key].map((r) => (r.id === row.id ? row : r));
      } else {
        this.scheduleReload();
      }
      return;
    }
    const at = this.rows.findIndex((r) => r.id === row.id);
    if (at >= 0) {
      if (this.fits(row)) this.rows[at] = row;
      else {
        this.rows = this.rows.filter((r) => r.id !== row.id);
        this.total = Math.max(0, this.total - 1);
      }
    } else if (this.fits(row)) {
      this.rows = [row, ...this.rows];
      this.total += 1;
    }
    if (row.state !== 'uploading' && row.state !== 'downloading') {
      delete this.samples[row.id];
      if (row.id in this.speeds) delete this.speeds[row.id];
    }
  }

  applyRemoved(id: string): void {
    delete this.etaBases[id];
    const batch = Object.keys(this.batches).find((b) => id in this.batches[b]);
    if (batch) delete this.batches[batch][id];
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => r.id !== id);
    if (this.rows.length < before) this.total = Math.max(0, this.total - 1);
    if (this.groupBy !== 'none') this.scheduleReload();
  }

  /** Moves a transfer's bytes and measures its speed (smoothed over the last seconds). */
  applyProgress(id: string, bytesDone: number, bytesTotal: number | null, at: number = Date.now()): void {
    const update = (r: JobRow) => (r.id === id ? { ...r, bytesDone, bytesTotal } : r);
    const i = this.rows.findIndex((r) => r.id === id);
    if (i >= 0) this.rows[i] = update(this.rows[i]);
    for (const key of Object.keys(this.groupRows)) {
      if (this.groupRows[key].some((r) => r.id === id)) this.groupRows[key] = this.groupRows[key].map(update);
    }
    const last = this.samples[id];
    this.samples[id] = { at, bytes: bytesDone };
    if (last && at > last.at && bytesDone >= last.bytes) {
      const now = ((bytesDone - last.bytes) * 1000) / (at - last.at);
      const before = this.speeds[id];
      this.speeds[id] = before === undefined ? now : before * 0.7 + now * 0.3;
    }
  }

  private async act(id: string, action: () => Promise<unknown>): Promise<boolean> {
    if (this.busy[id]) return false;
    this.busy[id] = true;
    if (id in this.actionFailures) {
      const rest = { ...this.actionFailures };
      delete rest[id];
      this.actionFailures = rest;
    }
    try {
      await action();
      return true;
    } catch (e) {
      this.actionFailures = { ...this.actionFailures, [id]: e };
      return false;
    } finally {
      delete this.busy[id];
    }
  }

  /** A row an action returned: applied at once (its event follows and changes nothing). */
  private applyReturned = (row: JobRow) => this.applyChanged(row);

  approve(id: string): Promise<boolean> {
    return this.act(id, () => this.backend.approveJob(id).then(this.applyReturned));
  }

  discard(id: string): Promise<boolean> {
    return this.act(id, () => this.backend.discardJob(id).then(this.applyReturned));
  }

  retry(id: string): Promise<boolean> {
    return this.act(id, () => this.backend.retryJob(id).then(this.applyReturned));
  }

  remove(id: string, deleteResult: boolean): Promise<boolean> {
    return this.act(id, async () => {
      await this.backend.removeJob(id, deleteResult);
      this.applyRemoved(id);
    });
  }

  /** Opens a done dub's audio, or its video copy, with the system's player. */
  open(id: string, file: ResultFile = 'audio'): Promise<boolean> {
    return this.act(id, () => this.backend.openResult(id, file));
  }

  /** Shows a done dub's audio, or its video copy, in the system's file manager. */
  show(id: string, file: ResultFile = 'audio'): Promise<boolean> {
    return this.act(id, () => this.backend.showResult(id, file));
  }

  /**
   * "Dub the whole file" of an audition: the whole input, with the audition's voice, pitch and
   * separation, in one step. Resolves to the new job's row (null when it was refused: the row
   * says why).
   */
  async dubWhole(row: JobRow): Promise<JobRow | null> {
    let made: JobRow | null = null;
    const { voiceId, voiceName } = row;
    if (!voiceId || !voiceName) return null;
    await this.act(row.id, async () => {
      made = await this.backend.dubAgain(row.id, voiceId, voiceName, true);
      this.applyChanged(made);
    });
    return made;
  }

  /**
   * Approves a comparison: every member waiting for approval, in one decision (the shell's), for
   * the total the row shows.
   */
  approveComparison(group: string): Promise<boolean> {
    return this.act(comparisonKey(group), () => this.backend.approveComparison(group).then((rows) => rows.forEach(this.applyReturned)));
  }

  /** Discards every member of a comparison that can be; any refusal is the comparison's problem. */
  discardComparison(group: string, members: readonly JobRow[]): Promise<boolean> {
    return this.act(comparisonKey(group), async () => {
      const results = await Promise.allSettled(members.filter((r) => r.actions.discard).map((r) => this.backend.discardJob(r.id)));
      for (const r of results) if (r.status === 'fulfilled') this.applyChanged(r.value);
      const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (refused) throw refused.reason;
    });
  }

  /**
   * "Export mix" of a done cover: mixed again at the faders' levels, in the format and loudness
   * of the settings (else the row's own), into a new file. Local and free: nothing is asked.
   */
  async remix(row: JobRow, levels: MixLevels, settings: Pick<Settings, 'outputFormat' | 'loudness'> | null): Promise<boolean> {
    const mix: MixSettings = {
      ...levels,
      format: settings?.outputFormat ?? row.mix?.format ?? null,
      loudness: settings?.loudness ?? row.mix?.loudness ?? null,
    };
    if (this.mixing[row.id]) return false;
    this.mixing[row.id] = true;
    delete this.mixed[row.id];
    try {
      return await this.act(row.id, async () => {
        const made = await this.backend.remixJob(row.id, mix, null);
        this.applyChanged(made);
        if (made.mixPath) this.mixed[row.id] = made.mixPath;
      });
    } finally {
      delete this.mixing[row.id];
    }
  }

  dubAgain(id: string, voice: VoiceChoice): Promise<boolean> {
    return this.act(id, () => this.backend.dubAgain(id, voice.id, voice.name, false).then(this.applyReturned));
  }
}
