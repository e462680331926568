// The training wizard's state, kept by the frame so a training under way still shows after leaving
// the screen: the recordings (checked by the shell before any request, again whenever they or the
// minutes change), the name, the minutes and separation, the reviewed cost, and the started job,
// followed by its own events (jobChanged, jobProgress), never by a timer.
import {
  type FileQuality,
  type JobRow,
  type ProbedInput,
  type RecordingsQuality,
  type SetQuality,
  type StartTraining,
  type TrainingCheck,
  type TrainingLimits as ContractTrainingLimits,
  type TrainingWarning,
  type VoiceChoice,
} from '../bindings';
import { LIMITS } from '../contract';
import type { Backend, Unlisten } from '../backend/backend';
import { trainingErrorWords, trainingRefusalWords, wordsFor } from '../errors';
import { failureWords } from '../words/jobs';
import { qualityFailedWords } from '../words/train';
import { formatDuration } from '../format';
import { t } from '../i18n/index.svelte';
import { stateWords } from './jobs.svelte';

export type TrainStep = 'files' | 'settings' | 'review' | 'train';
export type Ready = Extract<ProbedInput, { kind: 'ready' }>;
export type Refused = Extract<ProbedInput, { kind: 'refused' }>;

/** Words drawn where they show (so a change of language draws them again): a sentence to come. */
export type Words = () => string;

/** The wizard's steps; a label is read in the page's language each time it is drawn. */
export const STEPS: readonly { readonly id: TrainStep; readonly label: string }[] = [
  step('files', 'train-step-files'),
  step('settings', 'train-step-settings'),
  step('review', 'train-step-review'),
  step('train', 'train-step-train'),
];

function step(id: TrainStep, message: string): { readonly id: TrainStep; readonly label: string } {
  return {
    id,
    get label() {
      return t(message);
    },
  };
}

/** The training's limits, as the shell's contract gives them (files, minutes, name, price). */
export type TrainingLimits = Readonly<ContractTrainingLimits>;
export const TRAINING_LIMITS: TrainingLimits = LIMITS.training;

/** Characters of the trimmed name, counted as the shell counts them (code points). */
export function nameLength(name: string): number {
  return [...name.trim()].length;
}

export function nameProblem(name: string, limits: TrainingLimits): string | null {
  const n = nameLength(name);
  if (n === 0) return t('train-name-empty', { max: limits.nameMaxChars });
  if (n > limits.nameMaxChars) {
    return t('train-name-too-long', { length: n, max: limits.nameMaxChars, over: n - limits.nameMaxChars });
  }
  return null;
}

/** A whole number from the minutes field, or null. */
export function parseMinutes(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  return Number(t);
}

export function minutesProblem(text: string, limits: TrainingLimits, totalMs: number): string | null {
  const range = { min: limits.minMinutes, max: limits.maxMinutes };
  if (text.trim() === '') return t('train-minutes-empty', range);
  const n = parseMinutes(text);
  if (n === null) return t('train-minutes-not-whole', range);
  if (n < limits.minMinutes || n > limits.maxMinutes) return t('train-minutes-out-of-range', { ...range, minutes: n });
  if (totalMs > n * 60_000) {
    const need = Math.ceil(totalMs / 60_000);
    const duration = formatDuration(totalMs);
    return need <= limits.maxMinutes
      ? t('train-minutes-below-audio', { duration, minutes: n, need })
      : t('train-minutes-above-max', { duration, max: limits.maxMinutes });
  }
  return null;
}

/**
 * Each file's upload percent, from the cumulative bytes of files uploaded one after another in
 * the order given. When the shell's total differs from the sizes seen (a file changed), the sizes
 * are scaled to it.
 */
export function uploadPercents(sizes: number[], bytesDone: number, bytesTotal: number | null): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const scale = bytesTotal && sum > 0 ? bytesTotal / sum : 1;
  let offset = 0;
  return sizes.map((size) => {
    const share = size * scale;
    const done = Math.min(share, Math.max(0, bytesDone - offset));
    const percent = share > 0 ? (done / share) * 100 : bytesDone >= offset && bytesDone > 0 ? 100 : 0;
    offset += share;
    return Math.min(100, Math.max(0, percent));
  });
}

/** What the training's status region says (worded in the page's language as it is made). */
export interface TrainingStatus {
  tone: 'active' | 'done' | 'failed' | 'waiting';
  text: string;
  /** Since when the service stage runs (the elapsed time shown beside it). */
  since: number | null;
}

export function trainingStatus(job: JobRow, name: string): TrainingStatus {
  switch (job.state) {
    case 'created':
    case 'creating':
      return { tone: 'active', text: t('train-status-preparing'), since: null };
    case 'uploading':
      return { tone: 'active', text: t('train-status-uploading'), since: null };
    case 'cloning':
    case 'training':
      return { tone: 'active', text: t('train-status-training', { voice: name }), since: Date.parse(job.stateSince) };
    case 'done':
      return { tone: 'done', text: t('train-status-ready'), since: null };
    case 'awaiting_approval':
      return {
        tone: 'waiting',
        text:
          job.requiredCredits !== null
            ? t('train-status-approval', { credits: job.requiredCredits })
            : t('train-status-approval-unknown'),
        since: null,
      };
    case 'waiting_credits':
      return {
        tone: 'waiting',
        text: job.failure ? failureWords(job.failure, job) : t('train-status-credits'),
        since: null,
      };
    case 'canceled':
      return { tone: 'failed', text: t('train-status-canceled'), since: null };
    case 'failed':
      return {
        tone: 'failed',
        text: job.failure ? failureWords(job.failure, job) : t('train-status-failed'),
        since: null,
      };
    default:
      return { tone: job.status === 'failed' ? 'failed' : 'active', text: stateWords(job), since: Date.parse(job.stateSince) };
  }
}

/** Whether two lists of kept flags are the same. */
function sameFlags(a: boolean[], b: boolean[]): boolean {
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

export function refusedWords(r: Refused): string {
  return trainingRefusalWords(r.reason, r.name, r);
}

/** A warning of the Files step: the shell's, or the voice counted against the recommended. */
export type ShownWarning = TrainingWarning | { kind: 'voice_too_short'; voicedMs: number; recommendedMs: number };

export class TrainStore {
  readonly limits: TrainingLimits = TRAINING_LIMITS;
  step = $state<TrainStep>('files');
  paths = $state<string[]>([]);
  check = $state<TrainingCheck | null>(null);
  checking = $state(false);
  /** Why the files could not be checked (its words, drawn in the page's language). */
  private checkProblemWords = $state<Words | null>(null);
  name = $state('');
  nameTouched = $state(false);
  minutesText = $state('');
  /** The user changed the minutes: they no longer follow the proposal from the total. */
  minutesEdited = $state(false);
  separate = $state(true);
  starting = $state(false);
  /** Why starting failed (shown on Review; nothing is lost). */
  private problemWords = $state<Words | null>(null);
  /** The started training, as its last event told. */
  job = $state<JobRow | null>(null);
  /** What was sent, as reviewed (the progress step shows these files and this name). */
  sent = $state<{ request: StartTraining; files: Ready[] } | null>(null);
  /** A drag of files is over the window while the wizard shows. */
  dragging = $state(false);
  /** A passing sentence of the wizard's (a drop it could not take, a voice not found). */
  private noticeWords = $state<Words | null>(null);
  /** The shell's quality report of the recordings (verdicts, findings, the kept set's summary). */
  quality = $state<RecordingsQuality | null>(null);
  /** Which files the report's set summed (its `kept`), in the order of `paths`. */
  qualityKept = $state<boolean[]>([]);
  measuring = $state(false);
  /** Why the report could not be made (the wizard goes on without it). */
  private qualityProblemWords = $state<Words | null>(null);
  /** Poor recordings the user keeps anyway, by path. */
  keptAnyway = $state<Record<string, boolean>>({});
  /** Files changed since they were measured (a take trimmed), by path: their old report no longer holds. */
  private changed = $state<Record<string, true>>({});
  /** The short set the user confirmed training with on Review (its `shortKey`): another set asks again. */
  private shortConfirmedFor = $state<string | null>(null);

  /** Each path's check result, in order (null: being checked). */
  readonly entries = $derived(this.paths.map((p) => ({ path: p, probed: this.check?.files.find((f) => f.path === p) ?? null })));
  readonly usable = $derived(this.entries.map((e) => e.probed).filter((p): p is Ready => p?.kind === 'ready'));
  /** The readable files that go into the training: all but the poor ones not kept anyway. */
  readonly kept = $derived(this.usable.filter((f) => this.isKept(f.path)));
  readonly totalMs = $derived(this.kept.reduce((sum, f) => sum + f.durationMs, 0));
  /** The report's summary of the files kept now (null while it sums another choice, or without a report). */
  readonly set = $derived<SetQuality | null>(
    this.quality !== null &&
      this.qualityKept.some(Boolean) &&
      !this.paths.some((p) => this.changed[p]) &&
      sameFlags(this.qualityKept, this.keptFlags(this.paths, this.quality))
      ? this.quality.set
      : null,
  );
  /**
   * The voice the kept recordings hold, as the quality check measured it: the set's sum, else the
   * sum of the kept files measured so far (null: none measured). Silence and pauses never count.
   */
  readonly voicedMs = $derived.by<number | null>(() => {
    if (this.set) return this.set.voicedMs;
    const measured = this.kept.map((f) => this.reportOf(f.path)).filter((q): q is FileQuality => q !== null);
    return measured.length > 0 ? measured.reduce((sum, q) => sum + q.figures.voicedMs, 0) : null;
  });
  /** How many measured recordings go into the training (those the set's voice is summed over). */
  readonly keptMeasured = $derived(this.paths.filter((p) => this.reportOf(p) !== null && this.isKept(p)).length);
  /** Poor recordings among those kept (kept anyway). */
  readonly poorKept = $derived(this.kept.filter((f) => this.reportOf(f.path)?.verdict === 'poor').length);
  /** The proposed maximum minutes: from the voice the kept recordings hold, else from their length. */
  readonly proposed = $derived(this.set?.suggestedMaxMinutes ?? this.check?.suggestedMaxMinutes ?? null);
  /**
   * The check's warnings; once the quality report is in, "too short" counts the voice the kept
   * recordings hold, not their length (a long file of silence is no longer "enough").
   */
  readonly warnings = $derived.by<ShownWarning[]>(() => {
    if (this.checking) return [];
    const shell = this.check?.warnings ?? [];
    if (!this.set) return shell;
    const rest: ShownWarning[] = shell.filter((w) => w.kind !== 'total_too_short');
    const recommendedMs = this.limits.recommendedMs;
    return this.set.voicedMs < recommendedMs ? [{ kind: 'voice_too_short', voicedMs: this.set.voicedMs, recommendedMs }, ...rest] : rest;
  });
  readonly filesReady = $derived(
    !this.checking && !this.measuring && this.check !== null && this.kept.length >= 1 && this.paths.length <= this.limits.maxFiles,
  );
  readonly nameError = $derived(nameProblem(this.name, this.limits));
  readonly minutesError = $derived(minutesProblem(this.minutesText, this.limits, this.totalMs));
  readonly minutes = $derived(parseMinutes(this.minutesText));
  readonly settingsReady = $derived(this.nameError === null && this.minutesError === null);
  readonly cost = $derived(this.minutes === null ? 0 : this.minutes * this.limits.creditsPerMinute);
  /**
   * What Review knows of what the voice will learn from: the voice the kept recordings hold, or,
   * without the quality report, their length (the voice in them is at most that).
   */
  readonly learnsFrom = $derived<{ kind: 'voice' | 'audio'; ms: number }>(
    this.set ? { kind: 'voice', ms: this.set.voicedMs } : { kind: 'audio', ms: this.totalMs },
  );
  /** The quality check heard no voice at all in the kept recordings: training them is refused. */
  readonly noVoice = $derived(this.set !== null && this.set.voicedMs === 0);
  /** Less than the recommended voice (and some): training asks for a confirmation first. */
  readonly short = $derived(!this.noVoice && this.learnsFrom.ms < this.limits.recommendedMs);
  private readonly shortKey = $derived(`${this.learnsFrom.kind}:${this.learnsFrom.ms}:${this.paths.join('\n')}`);
  /** The user confirmed training this short set (a change of the set asks again). */
  readonly shortConfirmed = $derived(this.short && this.shortConfirmedFor === this.shortKey);
  /** Review lets the training start: there is voice, and a short set is confirmed. */
  readonly reviewReady = $derived(!this.noVoice && (!this.short || this.shortConfirmed));
  readonly running = $derived(this.job !== null && ['active', 'approval', 'credits'].includes(this.job.status));

  private readonly backend: Backend;
  private unlisten: Unlisten[] = [];
  private turn = 0;
  private qualityTurn = 0;
  /** Events of trainings that arrived while startTraining had not answered yet. */
  private early: Record<string, JobRow> = {};
  private earlyProgress: Record<string, { bytesDone: number; bytesTotal: number | null }> = {};

  constructor(backend: Backend) {
    this.backend = backend;
  }

  /** Why the files could not be checked. */
  get checkProblem(): string | null {
    return this.checkProblemWords?.() ?? null;
  }

  /** Why starting failed (shown on Review; nothing is lost). */
  get problem(): string | null {
    return this.problemWords?.() ?? null;
  }

  /** A passing sentence of the wizard's (a drop it could not take, a voice not found). */
  get notice(): string | null {
    return this.noticeWords?.() ?? null;
  }

  /** Why the quality report could not be made (the wizard goes on without it). */
  get qualityProblem(): string | null {
    return this.qualityProblemWords?.() ?? null;
  }

  async start(): Promise<void> {
    const b = this.backend;
    const unlisten = await Promise.all([
      b.listen('jobChanged', (p) => this.applyChanged(p.job)),
      b.listen('jobProgress', (p) => this.applyProgress(p.id, p.bytesDone, p.bytesTotal)),
    ]);
    this.unlisten.push(...unlisten);
  }

  stop(): void {
    this.unlisten.forEach((u) => u());
    this.unlisten = [];
  }

  private applyChanged(row: JobRow): void {
    if (this.job && row.id === this.job.id) this.job = row;
    else if (this.starting && row.kind === 'training') this.early[row.id] = row;
  }

  private applyProgress(id: string, bytesDone: number, bytesTotal: number | null): void {
    if (this.job && id === this.job.id) this.job = { ...this.job, bytesDone, bytesTotal: bytesTotal ?? this.job.bytesTotal };
    else if (this.starting) this.earlyProgress[id] = { bytesDone, bytesTotal };
  }

  /** Adds recordings (duplicates ignored), then checks them all again. */
  addFiles(paths: string[]): void {
    const fresh = paths.filter((p, i) => !this.paths.includes(p) && paths.indexOf(p) === i);
    if (fresh.length === 0) return;
    this.paths = [...this.paths, ...fresh];
    void this.recheck();
    void this.measure();
  }

  /** A recording takes the place of another among the files (added last when that one is not among them). */
  replaceFile(old: string, fresh: string): void {
    if (!this.paths.includes(old)) {
      this.addFiles([fresh]);
      return;
    }
    this.paths = this.paths.filter((p) => p !== fresh).map((p) => (p === old ? fresh : p));
    const { [old]: _gone, ...others } = this.keptAnyway;
    void _gone;
    this.keptAnyway = others;
    void this.recheck();
    void this.measure();
  }

  removeFile(path: string): void {
    this.paths = this.paths.filter((p) => p !== path);
    if (this.changed[path]) this.changed = Object.fromEntries(Object.entries(this.changed).filter(([p]) => p !== path));
    const { [path]: _gone, ...others } = this.keptAnyway;
    void _gone;
    this.keptAnyway = others;
    void this.recheck();
    void this.measure();
  }

  /** A recording's quality report (null: not measured, changed since, or not readable as audio). */
  reportOf(path: string): FileQuality | null {
    if (this.changed[path]) return null;
    return this.quality?.files.find((f) => f.path === path)?.quality ?? null;
  }

  /** The file changed since it was measured (its report, verdict and findings wait for the new check). */
  isChanged(path: string): boolean {
    return this.changed[path] === true;
  }

  /**
   * A file among the recordings changed on disk (a take trimmed): what was found in it no longer
   * holds, so it is checked and measured again, as a new file is.
   */
  fileChanged(path: string): void {
    if (!this.paths.includes(path)) return;
    this.changed = { ...this.changed, [path]: true };
    void this.recheck();
    void this.measure();
  }

  /** Whether a readable recording goes into the training: a poor one only when kept anyway. */
  isKept(path: string): boolean {
    return this.reportOf(path)?.verdict !== 'poor' || this.keptAnyway[path] === true;
  }

  /** Keeps a poor recording anyway (or leaves it out again), and sums the set again. */
  keepAnyway(path: string, keep: boolean): void {
    this.keptAnyway = { ...this.keptAnyway, [path]: keep };
    void this.measure();
  }

  /** What is kept of `paths` by the verdicts of `report` and the user's choices. */
  private keptFlags(paths: string[], report: RecordingsQuality | null): boolean[] {
    return paths.map((p) => {
      // A file changed since its report counts as kept until measured again, as a new one does.
      const verdict = this.changed[p] ? undefined : report?.files.find((f) => f.path === p)?.quality?.verdict;
      return verdict !== 'poor' || this.keptAnyway[p] === true;
    });
  }

  /**
   * Measures the recordings and sums those kept; a later check wins. New files count as kept until
   * their verdict is known: when it makes some poor, the set is summed again without them.
   */
  async measure(): Promise<void> {
    const turn = ++this.qualityTurn;
    const paths = [...this.paths];
    if (paths.length === 0) {
      this.quality = null;
      this.qualityKept = [];
      this.measuring = false;
      this.qualityProblemWords = null;
      return;
    }
    let kept = this.keptFlags(paths, this.quality);
    const known = paths.every((p) => !this.changed[p] && this.quality?.files.some((f) => f.path === p));
    if (known && !kept.some(Boolean)) {
      // Every file measured and none kept: no set to sum (the wizard asks to keep one first).
      this.qualityKept = kept;
      this.measuring = false;
      return;
    }
    this.measuring = true;
    this.qualityProblemWords = null;
    try {
      let result = await this.backend.checkRecordings(paths, kept);
      // What this check measured is new: the changed files it measured are reported again.
      const changedSince = this.changed;
      if (turn === this.qualityTurn && paths.some((p) => changedSince[p])) {
        this.changed = Object.fromEntries(Object.entries(changedSince).filter(([p]) => !paths.includes(p)));
      }
      const wanted = this.keptFlags(paths, result);
      // With nothing kept there is no set to sum: the wizard asks to keep a file first.
      if (!sameFlags(wanted, kept) && wanted.some(Boolean) && turn === this.qualityTurn) {
        kept = wanted;
        result = await this.backend.checkRecordings(paths, kept);
      }
      if (turn !== this.qualityTurn) return;
      this.quality = result;
      this.qualityKept = kept;
      this.follow();
    } catch (e) {
      if (turn === this.qualityTurn) {
        this.quality = null;
        this.qualityKept = [];
        this.qualityProblemWords = () => qualityFailedWords(e);
      }
    } finally {
      if (turn === this.qualityTurn) this.measuring = false;
    }
  }

  /** Minutes not chosen by the user follow the proposal. */
  private follow(): void {
    if (!this.minutesEdited && this.proposed !== null) this.minutesText = String(this.proposed);
  }

  async pick(): Promise<void> {
    this.noticeWords = null;
    try {
      this.addFiles(await this.backend.pickTrainingFiles());
    } catch (e) {
      this.noticeWords = () => wordsFor(e);
    }
  }

  /** Files dropped on the window while the wizard shows. */
  drop(paths: string[]): void {
    this.dragging = false;
    if (paths.length === 0) return;
    if (this.step === 'train') {
      if (this.running) {
        const voice = this.sent?.request.name;
        this.noticeWords = () => (voice !== undefined ? t('train-drop-while-training', { voice }) : t('train-drop-while-training-unnamed'));
        return;
      }
      this.reset();
    }
    this.noticeWords = null;
    // The files step shows what the drop changed.
    this.step = 'files';
    this.addFiles(paths);
  }

  setMinutes(text: string): void {
    this.minutesText = text;
    this.minutesEdited = true;
    const n = parseMinutes(text);
    if (n !== null && n >= this.limits.minMinutes && n <= this.limits.maxMinutes) void this.recheck();
  }

  /** Checks the current files against the chosen minutes; a later check wins over an earlier one. */
  async recheck(): Promise<void> {
    const turn = ++this.turn;
    const paths = [...this.paths];
    if (paths.length === 0) {
      this.check = null;
      this.checking = false;
      this.checkProblemWords = null;
      if (!this.minutesEdited) this.minutesText = '';
      return;
    }
    this.checking = true;
    this.checkProblemWords = null;
    const chosen = this.minutesEdited ? parseMinutes(this.minutesText) : null;
    const valid = chosen !== null && chosen >= this.limits.minMinutes && chosen <= this.limits.maxMinutes ? chosen : null;
    try {
      let result = await this.backend.checkTrainingFiles(paths, valid);
      // Following the proposal: warn against it too (a total above the largest choice).
      if (valid === null && !this.minutesEdited && result.totalMs > result.suggestedMaxMinutes * 60_000) {
        result = await this.backend.checkTrainingFiles(paths, result.suggestedMaxMinutes);
      }
      if (turn !== this.turn) return;
      this.check = result;
      this.follow();
    } catch (e) {
      if (turn === this.turn) this.checkProblemWords = () => wordsFor(e);
    } finally {
      if (turn === this.turn) this.checking = false;
    }
  }

  goTo(step: TrainStep): void {
    this.noticeWords = null;
    this.step = step;
  }

  next(): void {
    if (this.step === 'files' && this.filesReady) this.goTo('settings');
    else if (this.step === 'settings') {
      this.nameTouched = true;
      if (this.settingsReady) this.goTo('review');
    }
  }

  back(): void {
    if (this.step === 'settings') this.goTo('files');
    else if (this.step === 'review') this.goTo('settings');
  }

  /** Confirms (or takes back) training the set as it is now, with less voice than recommended. */
  confirmShort(confirmed: boolean): void {
    this.shortConfirmedFor = confirmed && this.short ? this.shortKey : null;
  }

  /** Starts the training as reviewed; stays on Review with the reason when it can't. */
  async train(): Promise<boolean> {
    if (this.starting || !this.filesReady || !this.settingsReady || !this.reviewReady || this.minutes === null) return false;
    const files = [...this.kept];
    const request: StartTraining = {
      name: this.name.trim(),
      files: files.map((f) => f.path),
      maxMinutes: this.minutes,
      separate: this.separate,
    };
    this.starting = true;
    this.problemWords = null;
    this.early = {};
    this.earlyProgress = {};
    try {
      let row = await this.backend.startTraining(request);
      const seen = this.early[row.id];
      if (seen && Date.parse(seen.updatedAt) >= Date.parse(row.updatedAt)) row = seen;
      const moved = this.earlyProgress[row.id];
      if (moved && moved.bytesDone > row.bytesDone) row = { ...row, bytesDone: moved.bytesDone, bytesTotal: moved.bytesTotal ?? row.bytesTotal };
      this.sent = { request, files };
      this.job = row;
      this.step = 'train';
      return true;
    } catch (e) {
      this.problemWords = () => trainingErrorWords(e);
      return false;
    } finally {
      this.starting = false;
      this.early = {};
      this.earlyProgress = {};
    }
  }

  /** Retries a failed training (where the failure says a retry can help). */
  async retry(): Promise<void> {
    if (!this.job) return;
    this.noticeWords = null;
    try {
      this.job = await this.backend.retryJob(this.job.id);
    } catch (e) {
      this.noticeWords = () => wordsFor(e);
    }
  }

  /** The trained voice, to dub with (from the job, else from My voices by its name). */
  async voice(): Promise<VoiceChoice | null> {
    const job = this.job;
    const name = this.sent?.request.name ?? job?.voiceName ?? job?.title ?? '';
    if (!job) return null;
    if (job.voiceId) return { id: job.voiceId, name, avatar: null, custom: true, lastUsedAt: null };
    try {
      const mine = (await this.backend.myVoices()).filter((v) => v.name === name && v.readiness === 'done');
      const found = mine.sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))[0];
      if (found) return { id: found.id, name: found.name, avatar: null, custom: true, lastUsedAt: null };
      this.noticeWords = () => t('train-voice-not-listed', { voice: name });
    } catch (e) {
      this.noticeWords = () => wordsFor(e);
    }
    return null;
  }

  /** After a failure: the same choices on Review, to change and confirm again (a new training). */
  backToReview(): void {
    this.job = null;
    this.sent = null;
    this.problemWords = null;
    this.goTo('review');
    void this.recheck();
  }

  /** Back to an empty wizard (the started training goes on; Jobs shows it). */
  reset(): void {
    this.turn++;
    this.qualityTurn++;
    this.quality = null;
    this.qualityKept = [];
    this.measuring = false;
    this.qualityProblemWords = null;
    this.keptAnyway = {};
    this.changed = {};
    this.shortConfirmedFor = null;
    this.step = 'files';
    this.paths = [];
    this.check = null;
    this.checking = false;
    this.checkProblemWords = null;
    this.name = '';
    this.nameTouched = false;
    this.minutesText = '';
    this.minutesEdited = false;
    this.separate = true;
    this.problemWords = null;
    this.job = null;
    this.sent = null;
    this.noticeWords = null;
  }
}
