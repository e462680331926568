// Starting dubs: files dropped, picked or pasted as links, checked by the shell's local probe before
// any request; the dub sheet's state (inputs, voice, pitch and its suggestion from the vocal's and
// the voice's pitches, separation, "Try 30 seconds first" and its stretch on the file's waveform,
// other voices to compare on that stretch, a vocal paired with its instrumental as a cover with
// the song's key, cost against the balance; several files, or a folder's, as one plan approved at
// once, against the monthly budget); a drop on a voice card dubbing at once with that voice (a
// folder opens its plan); short notices of what happened.
import type {
  AuditionChoice,
  BudgetStatus,
  InputWaveform,
  JobRow,
  MediaStatus,
  PitchAdvice,
  ProbedBatch,
  ProbedInput,
  ShiftStep,
  StartDubs,
  VoiceChoice,
} from '../bindings';
import { LIMITS } from '../contract';
import { COMPARE_MAX, KEY_RANGE } from '../covers';
import { pairStems, stemBase } from '../stems';
import type { Backend } from '../backend/backend';
import { baseName, refusalWords, wordsFor } from '../errors';
import {
  auditionCheckingWords,
  auditionLinkWords,
  auditionNoToolWords,
  auditionTooShortWords,
  auditionUnknownWords,
} from '../words/dub';
import { creditsFor } from '../format';
import { blockedWords, NAMES_SHOWN } from '../words/batches';
import type { DropVoice } from '../drop';
import { t } from '../i18n/index.svelte';

/** The pitch shift's range, in semitones (the shell's). */
export const PITCH_MIN = LIMITS.pitchShift.min;
export const PITCH_MAX = LIMITS.pitchShift.max;
export const OCTAVE = 12;

export type Refused = Extract<ProbedInput, { kind: 'refused' }>;
export type Ready = Extract<ProbedInput, { kind: 'ready' }>;

export interface Notice {
  id: number;
  /** News goes by itself; a warning (something to set up) and an error stay until dismissed. */
  tone: 'info' | 'warn' | 'error';
  /** Its words, in the language the page speaks when they are read. */
  readonly text: string;
  /** Offers to open the Jobs screen. */
  showJobs?: boolean;
  /** A notice of the same key takes this one's place (a follow-up, not one more in the pile). */
  key?: string;
  /** What it tells, for the window tests (`data-notice`): "started", "blocked"... */
  kind?: string;
  /** What blocked jobs wait on (`data-blocked`), for a notice of blocked jobs. */
  blocked?: Blocked;
  /** Offers "Buy credits" (its jobs wait for credits). */
  buyCredits?: boolean;
  /** The whole text when `text` folds a long list of names ("and 4 more"); shown on request. */
  readonly full?: string;
  /** Buttons of its own ("Review"): pressing one ends the notice. A notice with them stays until answered. */
  actions?: NoticeAction[];
  /** The words of a button that puts it off ("Later"), in place of the × that dismisses it. */
  dismissWords?: () => string;
  /** Its icon, when not its tone's (a check for news, a warning sign otherwise). */
  icon?: NoticeIcon;
}

/** A button of a notice's own: its words, and what it does. */
export interface NoticeAction {
  label: () => string;
  run: () => void;
}

/** The icons a notice may show (Icon.svelte's names). */
export type NoticeIcon = 'check' | 'alert' | 'sparkle';

/** Extras of a notice beyond its words. */
export type NoticeExtras = Pick<Notice, 'kind' | 'blocked' | 'buyCredits' | 'actions' | 'dismissWords' | 'icon'> & { full?: () => string };

/** What a job started just now waits on before it can go on: credits, an approval, the budget. */
export type Blocked = 'credits' | 'approval' | 'budget';

/** What `row` waits on from the user, if anything. */
export function blockedOf(row: Pick<JobRow, 'status' | 'hold'>): Blocked | null {
  if (row.status === 'credits') return 'credits';
  if (row.status === 'approval') return row.hold?.code === 'budget' ? 'budget' : 'approval';
  return null;
}

/** A job a notice told as started, as its last event tells it. */
export interface Followed {
  id: string;
  /** Its name in the notices: the input's file name, or the link. */
  title: string;
  status: JobRow['status'];
  hold: JobRow['hold'];
}

/**
 * Jobs told as started in one notice (`key`), followed by their events: one that turns out blocked
 * leaves the notice of what started for one of what waits (by reason, naming its files).
 */
interface Follow {
  key: string;
  /** Tells its blocked notices from those of an earlier follow of the same key. */
  serial: number;
  /** By id, in the order told (plain bookkeeping: the notices are the reactive state). */
  jobs: Record<string, Followed>;
  /** The started notice's words for the jobs that are not blocked. */
  started: (jobs: Followed[]) => string;
  /** The same with every name, when `started` folds a long list of them. */
  full?: (jobs: Followed[]) => string;
}

/** How long news shows before it goes by itself (errors and warnings stay). */
const NEWS_MS = 6000;

/** The most notices shown at once: beyond it, the oldest news goes first. */
export const NOTICES_MAX = 5;

/** The words for a refused file (what, why, what to do). */
export function refusedWords(r: Refused): string {
  return refusalWords(r.reason, r.name, r);
}

/** A whole number of semitones within the shell's range (-24..+24). */
export function clampPitch(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(PITCH_MIN, Math.min(PITCH_MAX, Math.round(value)));
}

/** A cover's key: a whole number of semitones within -12..+12. */
export function clampKey(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(KEY_RANGE.min, Math.min(KEY_RANGE.max, Math.round(value)));
}

/** Started jobs as the notices follow them. */
export function followedOf(rows: JobRow[]): Followed[] {
  return rows.map((r) => ({ id: r.id, title: r.isLink ? r.title : baseName(r.title), status: r.status, hold: r.hold }));
}

/** A vocal and the instrumental it is mixed with, by their paths. */
export interface Pairing {
  vocal: string;
  instrumental: string;
}

/** An audition's length (the shell refuses to audition files no longer than this). */
export const AUDITION_MS = LIMITS.auditionMs;
/** Bars of the sheet's waveform (the shell takes up to 4,096; the SVG stretches them). */
export const WAVE_BARS = 240;

/** What the sheet knows of ffmpeg and of the video setting (the app's, read when needed). */
export interface MediaContext {
  media: MediaStatus | null;
  /** The shell could not say whether ffmpeg is here. */
  unknown: boolean;
  videoOut: boolean;
}

/** The waveform of the sheet's one file, for choosing the audition's stretch. */
export type SheetWave =
  | { status: 'idle' }
  | { status: 'loading'; path: string }
  | { status: 'ready'; path: string; wave: InputWaveform }
  | { status: 'failed'; path: string; readonly words: string };

/**
 * A pitch suggestion asked for a file and a voice: the shell's advice (a proposal, or why there is
 * none), or what its command threw. Kept as values: its words are drawn from them.
 */
export interface PitchSuggestion {
  path: string;
  file: string;
  voiceId: string;
  voice: string;
  outcome: { advice: PitchAdvice } | { caught: unknown };
}

export function voiceChoiceOf(v: DropVoice): VoiceChoice {
  return { id: v.id, name: v.name, avatar: v.avatar, custom: false, lastUsedAt: null };
}

export class DubSheetState {
  private readonly context: () => MediaContext;

  constructor(context: () => MediaContext) {
    this.context = context;
  }

  /** Whether ffmpeg is here and the video setting, as the app knows them now. */
  get media(): MediaContext {
    return this.context();
  }

  /** Why the last start failed, in words of the language the page speaks now. */
  get problem(): string | null {
    return this.failure ? wordsFor(this.failure.caught) : null;
  }

  inputs = $state<ProbedInput[]>([]);
  links = $state<string[]>([]);
  voice = $state<VoiceChoice | null>(null);
  pitch = $state(0);
  separate = $state(true);
  starting = $state(false);
  /** What the last start threw (its words are `problem`). */
  failure = $state<{ caught: unknown } | null>(null);
  /** Whether the link field should take focus when the sheet opens. */
  focusLink = $state(false);

  /** How a suggested pitch moves: whole octaves (the default) or semitones. */
  pitchStep = $state<ShiftStep>('octaves');
  /** The last pitch suggestion asked for (see `suggestion`). */
  lastSuggestion = $state<PitchSuggestion | null>(null);
  /** A suggestion is being worked out (the vocal is measured). */
  suggesting = $state(false);

  /** "Try 30 seconds first" is on (it takes effect only where nothing blocks it: see `auditioning`). */
  audition = $state(false);
  /** The voices to compare with the sheet's own on the audition's stretch, in the order added. */
  others = $state<VoiceChoice[]>([]);
  /**
   * How the sheet's two files pair: by their names (null), as the user set it (swapped, or an
   * instrumental added), or not at all.
   */
  pairChoice = $state<Pairing | 'unpaired' | null>(null);
  /** A cover's key, in semitones (the whole song moves). */
  key = $state(0);
  /** A stretch moved on the waveform (of that file); null: the loudest, the shell's default. */
  auditionStart = $state<{ path: string; startMs: number } | null>(null);
  wave = $state<SheetWave>({ status: 'idle' });
  /** Files came from a folder (dropped or chosen): the sheet shows their plan even for one. */
  fromFolder = $state(false);
  /** Files inside the folders that are not audio or video, left out (said once, as a count). */
  notMedia = $state(0);
  /** This month's spend against the budget, asked for once a plan shows (null until it came). */
  budget = $state<BudgetStatus | null>(null);

  readonly ready = $derived(this.inputs.filter((i): i is Ready => i.kind === 'ready'));
  readonly refused = $derived(this.inputs.filter((i): i is Refused => i.kind === 'refused'));
  /** The one file of the sheet, when it holds nothing else (its stretch can be chosen). */
  readonly single = $derived(this.ready.length === 1 && this.links.length === 0 ? this.ready[0] : null);
  /**
   * The sheet's vocal and instrumental, when its files are the two halves of one song (by their
   * names, or as the user paired them): one dub of the vocal, mixed with the instrumental here.
   * Only audio files pair, and only when nothing else is on the sheet (the shell pairs one input).
   */
  readonly pair = $derived(this.pairOf());
  readonly vocal = $derived(this.pair ? (this.ready.find((i) => i.path === this.pair?.vocal) ?? null) : null);
  readonly instrumental = $derived(this.pair ? (this.ready.find((i) => i.path === this.pair?.instrumental) ?? null) : null);
  /** The file whose vocal a pitch is suggested for: the sheet's one file, or a cover's vocal. */
  readonly pitchFile = $derived(this.vocal ?? this.single);
  /** Whether the vocals are separated first: never for a cover's vocal, which is a stem already. */
  readonly separating = $derived(this.pair ? false : this.separate);
  /** An audition's length: the shell's, once its waveform has come. */
  readonly auditionMs = $derived(this.wave.status === 'ready' ? this.wave.wave.auditionMs : AUDITION_MS);
  /** What one audition costs: the minimum charge, one started minute. */
  readonly auditionCredits = $derived(creditsFor(this.auditionMs));
  /** Why the files can't be tried 30 seconds first now, in words; null when they can. */
  readonly auditionBlock = $derived(this.blockWords());
  readonly auditioning = $derived(this.audition && this.ready.length > 0 && this.auditionBlock === null);
  /** The stretch moved on the waveform, when it is the sheet's one file's. */
  readonly movedStart = $derived(this.single && this.auditionStart?.path === this.single.path ? this.auditionStart.startMs : null);
  readonly auditionChoice = $derived<AuditionChoice | null>(
    !this.auditioning ? null : this.movedStart !== null ? { kind: 'from', startMs: this.movedStart } : { kind: 'loudest' },
  );
  /** The pitch suggestion for the sheet's file and voice now (one asked for others is not shown). */
  readonly suggestion = $derived(
    this.lastSuggestion && this.pitchFile?.path === this.lastSuggestion.path && this.voice?.id === this.lastSuggestion.voiceId
      ? this.lastSuggestion
      : null,
  );
  /**
   * The voices compared with the sheet's own on the audition's stretch: only while auditioning,
   * never the sheet's voice itself, at most `COMPARE_MAX` voices in all.
   */
  readonly compared = $derived(
    this.auditioning ? this.others.filter((v) => v.id !== this.voice?.id).slice(0, COMPARE_MAX - 1) : [],
  );
  /** The voices each file is dubbed with: the sheet's, and those compared with it. */
  readonly voiceCount = $derived(1 + this.compared.length);
  /** No more voices can be compared (four in all). */
  readonly compareFull = $derived(this.voiceCount >= COMPARE_MAX);
  /** The files whose dubs are paid: a cover's vocal alone (its instrumental is mixed here, free). */
  private readonly priced = $derived(this.vocal ? [this.vocal] : this.ready);
  /** Estimated credits of the whole files. */
  readonly wholeTotal = $derived(this.priced.reduce((sum, i) => sum + i.estimatedCredits, 0));
  /** Estimated credits of the files' auditions with one voice (a file under a minute costs the same either way). */
  readonly auditionTotal = $derived(this.ready.reduce((sum, i) => sum + Math.min(i.estimatedCredits, this.auditionCredits), 0));
  /** Estimated credits of what starts: the files, or their auditions with every voice (links are priced by the service once it has read them). */
  readonly total = $derived(this.auditioning ? this.auditionTotal * this.voiceCount : this.wholeTotal);
  /** The inputs sent: a cover is one dub. */
  readonly count = $derived(this.pair ? 1 : this.ready.length + this.links.length);
  /** The jobs Start starts: one per input, or one audition per file and voice. */
  readonly starts = $derived(this.auditioning ? this.ready.length * this.voiceCount : this.count);
  /**
   * The sheet dubs a plan: whole files, two or more (or a folder's), each priced here before
   * anything is spent. Links (priced by the service once read), a cover and auditions are not.
   */
  readonly planned = $derived(
    !this.auditioning && !this.pair && this.links.length === 0 && (this.ready.length >= 2 || (this.fromFolder && this.ready.length > 0)),
  );
  /** The plan's files in all, in milliseconds. */
  readonly planMs = $derived(this.ready.reduce((sum, i) => sum + i.durationMs, 0));
  /**
   * What Start approves for a plan of several files: each dub priced up to its largest estimate
   * starts without asking (within the monthly budget, the shell's rule). Null: each asks as usual.
   */
  readonly approveUpTo = $derived(this.planned && this.ready.length >= 2 ? Math.max(...this.ready.map((i) => i.estimatedCredits)) : null);
  /** The month's spend so far, with what is approved and not charged yet (null: no budget known). */
  readonly monthSpent = $derived(this.budget && this.budget.budget !== null ? this.budget.spentThisMonth + this.budget.reserved : null);
  /** The plan's estimate is more than what is left of the monthly budget. */
  readonly overBudget = $derived(this.planned && this.budget !== null && this.budget.left !== null && this.wholeTotal > this.budget.left);

  private pairOf(): Pairing | null {
    const choice = this.pairChoice;
    if (choice === 'unpaired' || this.links.length > 0 || this.ready.length !== 2 || this.ready.some((i) => i.video)) return null;
    const paths = this.ready.map((i) => i.path);
    if (choice && paths.includes(choice.vocal) && paths.includes(choice.instrumental)) return choice;
    const [found] = pairStems(paths).pairs;
    return found ? { vocal: found.vocal, instrumental: found.instrumental } : null;
  }

  private blockWords(): string | null {
    if (this.pair) return t('covers-audition-paired');
    const { media, unknown } = this.media;
    if (media?.kind === 'missing') return auditionNoToolWords(media.tool);
    if (media === null) return unknown ? auditionUnknownWords() : auditionCheckingWords();
    if (this.links.length > 0) return auditionLinkWords();
    const short = this.ready.find((i) => i.durationMs <= this.auditionMs);
    if (short) return auditionTooShortWords(short.name, short.durationMs, short.estimatedCredits, this.ready.length > 1);
    return null;
  }
}

export class DubStore {
  sheet = $state<DubSheetState | null>(null);
  /** A drag of files is over the window. */
  dragging = $state(false);
  /** The voice card under the pointer while dragging. */
  dropVoice = $state<DropVoice | null>(null);
  lastVoice = $state<VoiceChoice | null>(null);
  notices = $state<Notice[]>([]);

  private readonly backend: Backend;
  private nextNotice = 1;
  /** Which preset load is current (a quick voice switch must not get an older voice's preset). */
  private presetTurn = 0;
  /** The sheet the budget was asked for (once per sheet). */
  private budgetAsked: DubSheetState | null = null;

  private readonly context: () => MediaContext;

  /** `context`: whether ffmpeg is here and the video setting, read when the sheet needs them. */
  constructor(backend: Backend, context: () => MediaContext = () => ({ media: null, unknown: true, videoOut: true })) {
    this.backend = backend;
    this.context = context;
  }

  async loadLastVoice(): Promise<void> {
    try {
      this.lastVoice = await this.backend.lastVoice();
    } catch {
      // Only a default for the sheet: without it, the sheet asks for a voice.
    }
  }

  /**
   * Says something in the notices. `text`: the words, or (better) what makes them, so a notice
   * still showing follows a change of the page's language. `key`: the notice replaces the one
   * of that key still showing.
   */
  notify(tone: Notice['tone'], text: string | (() => string), showJobs = false, key?: string, extras: NoticeExtras = {}): void {
    const id = this.nextNotice++;
    const words = typeof text === 'string' ? () => text : text;
    const { full, ...marks } = extras;
    const notice: Notice = {
      id,
      tone,
      get text() {
        return words();
      },
      get full() {
        return full?.();
      },
      showJobs,
      key,
      ...marks,
    };
    let kept = key === undefined ? this.notices : this.notices.filter((n) => n.key !== key);
    // A pile of news (a watch folder taking many files) never buries the window: the oldest goes.
    // News that waits for an answer (its own buttons) is not dropped.
    const passing = (n: Notice) => n.tone === 'info' && !n.actions?.length;
    while (kept.length >= NOTICES_MAX && kept.some(passing)) {
      const oldest = kept.find(passing);
      kept = kept.filter((n) => n !== oldest);
    }
    this.notices = [...kept, notice];
    // Errors, warnings and news that asks something stay until answered; other news goes by itself.
    if (passing(notice)) setTimeout(() => this.dismiss(id), NEWS_MS);
  }

  /** Whether a notice of `key` shows. */
  showing(key: string): boolean {
    return this.notices.some((n) => n.key === key);
  }

  /** Jobs told as started, by id: their events may show them blocked (see `jobChanged`). */
  private followed: Record<string, Follow> = {};
  /** The last follow of each started notice's key (a watch folder's files join it while it shows). */
  private follows: Record<string, Follow> = {};

  /**
   * Tells that `jobs` started (`started`: the words for those not blocked), with "View in Jobs". A
   * job blocked already, or once its events say so, is not told as started: a notice says what
   * it waits on. Jobs added to a `key` whose notice still shows join it (a watch folder's files).
   */
  announce(key: string, jobs: Followed[], started: (jobs: Followed[]) => string, full?: (jobs: Followed[]) => string): void {
    let follow = this.follows[key];
    if (!follow || !this.showing(key)) {
      follow = { key, serial: this.nextNotice, jobs: {}, started, full };
      this.follows[key] = follow;
    }
    for (const job of jobs) {
      follow.jobs[job.id] = job;
      this.followed[job.id] = follow;
    }
    this.tell(follow, true);
  }

  /** A job's event (jobChanged): a job told as started that is now blocked, or no longer, is retold. */
  jobChanged(row: JobRow): void {
    const follow = this.followed[row.id];
    const was = follow?.jobs[row.id];
    if (!follow || !was) return;
    const before = blockedOf(was);
    follow.jobs[row.id] = { ...was, status: row.status, hold: row.hold };
    // Settled jobs are no longer followed: what became of them is told in Jobs (and by the shell).
    if (row.status === 'done' || row.status === 'failed' || row.status === 'canceled') {
      delete this.followed[row.id];
      const left = Object.keys(follow.jobs).some((id) => this.followed[id] === follow);
      if (!left && this.follows[follow.key] === follow) delete this.follows[follow.key];
    }
    if (blockedOf(row) !== before) this.tell(follow, false);
  }

  /** Says what the followed jobs are: started (only at first, or while that notice shows), or what they wait on. */
  private tell(follow: Follow, first: boolean): void {
    const jobs = Object.values(follow.jobs);
    const moving = jobs.filter((j) => blockedOf(j) === null);
    if (moving.length === 0) this.dismissKey(follow.key);
    else if (first || this.showing(follow.key)) {
      const full = follow.full;
      this.notify('info', () => follow.started(moving), true, follow.key, {
        kind: 'started',
        full: full && moving.length > NAMES_SHOWN ? () => full(moving) : undefined,
      });
    }
    for (const reason of ['credits', 'budget', 'approval'] as const) {
      const waiting = jobs.filter((j) => blockedOf(j) === reason);
      const key = `${follow.key}#${follow.serial}:blocked:${reason}`;
      if (waiting.length === 0) {
        this.dismissKey(key);
        continue;
      }
      const names = waiting.map((j) => j.title);
      const hold = waiting.find((j) => j.hold)?.hold ?? null;
      this.notify('warn', () => blockedWords(reason, names, hold, false), true, key, {
        kind: 'blocked',
        blocked: reason,
        buyCredits: reason === 'credits',
        full: names.length > NAMES_SHOWN ? () => blockedWords(reason, names, hold, true) : undefined,
      });
    }
  }

  /** Takes away the notice of `key`, if it shows. */
  private dismissKey(key: string): void {
    if (this.showing(key)) this.notices = this.notices.filter((n) => n.key !== key);
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  /** Opens the sheet (or adds to the open one). The voice defaults to the last one used. */
  async open(
    options: { inputs?: ProbedInput[]; links?: string[]; voice?: VoiceChoice | null; focusLink?: boolean; batch?: Omit<ProbedBatch, 'inputs'> } = {},
  ): Promise<void> {
    let sheet = this.sheet;
    if (!sheet) {
      sheet = new DubSheetState(this.context);
      this.sheet = sheet;
      const voice = options.voice ?? this.lastVoice;
      if (voice) void this.setVoice(voice);
    } else if (options.voice) {
      void this.setVoice(options.voice);
    }
    const before = sheet.inputs;
    const added = (options.inputs ?? []).filter((i) => !before.some((b) => b.path === i.path));
    sheet.inputs = [...before, ...added];
    // New files: the sheet's files pair again by their names.
    if (added.length > 0) sheet.pairChoice = null;
    sheet.links = [...sheet.links, ...(options.links ?? []).filter((l) => !sheet.links.includes(l))];
    sheet.focusLink = options.focusLink ?? false;
    if (options.batch) {
      if (options.batch.folders > 0) sheet.fromFolder = true;
      sheet.notMedia += options.batch.notMedia;
    }
  }

  close(): void {
    this.sheet = null;
  }

  /** Chooses the sheet's voice and takes its remembered pitch and separation. */
  async setVoice(voice: VoiceChoice): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) return;
    sheet.voice = voice;
    const turn = ++this.presetTurn;
    try {
      const preset = await this.backend.voicePreset(voice.id);
      if (turn !== this.presetTurn || this.sheet !== sheet) return;
      sheet.pitch = clampPitch(preset.pitchShift);
      sheet.separate = preset.separate;
    } catch {
      // No preset: the service's defaults stay (no shift, separation on).
    }
  }

  removeInput(path: string): void {
    if (!this.sheet) return;
    this.sheet.inputs = this.sheet.inputs.filter((i) => i.path !== path);
    // The files left pair again by their names.
    this.sheet.pairChoice = null;
  }

  /** The sheet's vocal becomes its instrumental, and the other way round. */
  swapPair(): void {
    const pair = this.sheet?.pair;
    if (this.sheet && pair) this.sheet.pairChoice = { vocal: pair.instrumental, instrumental: pair.vocal };
  }

  /** The sheet's two files are dubbed each on its own, as any two files. */
  unpair(): void {
    if (this.sheet?.pair) this.sheet.pairChoice = 'unpaired';
  }

  /**
   * Pairs the sheet's one file with an instrumental chosen with the system's picker (the first
   * file chosen): the file is then the vocal of a cover. A refused file is listed with its reason.
   */
  async addInstrumental(): Promise<void> {
    const sheet = this.sheet;
    const vocal = sheet?.single;
    if (!sheet || !vocal) return;
    try {
      const [picked] = await this.backend.pickMediaFiles();
      if (!picked || this.sheet !== sheet || picked.path === vocal.path) return;
      if (!sheet.inputs.some((i) => i.path === picked.path)) sheet.inputs = [...sheet.inputs, picked];
      if (picked.kind === 'ready') sheet.pairChoice = { vocal: vocal.path, instrumental: picked.path };
    } catch (e) {
      this.notify('error', () => wordsFor(e));
    }
  }

  /** Sets a cover's key, within -12..+12 semitones. */
  setKey(value: number): void {
    if (this.sheet) this.sheet.key = clampKey(value);
  }

  /** Adds a voice to compare on the audition's stretch (not the sheet's own, not twice, four in all). */
  addCompared(voice: VoiceChoice): void {
    const sheet = this.sheet;
    if (!sheet || sheet.compareFull || voice.id === sheet.voice?.id || sheet.compared.some((v) => v.id === voice.id)) return;
    sheet.others = [...sheet.compared, voice];
  }

  removeCompared(id: string): void {
    if (this.sheet) this.sheet.others = this.sheet.others.filter((v) => v.id !== id);
  }

  removeLink(link: string): void {
    if (this.sheet) this.sheet.links = this.sheet.links.filter((l) => l !== link);
  }

  /**
   * Suggests the pitch for the sheet's one file and its voice (the shell measures the vocal there:
   * nothing is sent, nothing is paid): a proposal sets the pitch; without one, the pitch stays.
   */
  async suggestPitch(): Promise<void> {
    const sheet = this.sheet;
    const file = sheet?.pitchFile;
    const voice = sheet?.voice;
    if (!sheet || !file || !voice || sheet.suggesting) return;
    const asked = { path: file.path, file: file.name, voiceId: voice.id, voice: voice.name };
    // The same file and voice still on the sheet, when the answer comes.
    const still = () => this.sheet === sheet && sheet.pitchFile?.path === asked.path && sheet.voice?.id === asked.voiceId;
    sheet.suggesting = true;
    try {
      const advice = await this.backend.proposePitch(file.path, voice.id, sheet.pitchStep);
      if (!still()) return;
      if (advice.kind === 'proposed') sheet.pitch = clampPitch(advice.proposal.semitones);
      sheet.lastSuggestion = { ...asked, outcome: { advice } };
    } catch (e) {
      if (still()) sheet.lastSuggestion = { ...asked, outcome: { caught: e } };
    } finally {
      sheet.suggesting = false;
    }
  }

  /** How a suggested pitch moves; a suggestion already shown is worked out again that way. */
  async setPitchStep(step: ShiftStep): Promise<void> {
    const sheet = this.sheet;
    if (!sheet || sheet.pitchStep === step) return;
    sheet.pitchStep = step;
    if (sheet.suggestion) await this.suggestPitch();
  }

  /** Turns "Try 30 seconds first" on or off. */
  setAudition(on: boolean): void {
    if (this.sheet) this.sheet.audition = on;
  }

  /** Moves the audition's stretch of the sheet's one file (null: back to the loudest). */
  moveAudition(startMs: number | null): void {
    const sheet = this.sheet;
    if (!sheet?.single) return;
    sheet.auditionStart = startMs === null ? null : { path: sheet.single.path, startMs: Math.max(0, Math.round(startMs)) };
  }

  /** Asks the shell for a file's waveform and loudest stretch, once per file (decoded by ffmpeg). */
  async loadWave(path: string): Promise<void> {
    const sheet = this.sheet;
    if (!sheet || (sheet.wave.status !== 'idle' && sheet.wave.path === path)) return;
    sheet.wave = { status: 'loading', path };
    const still = () => this.sheet === sheet && sheet.wave.status === 'loading' && sheet.wave.path === path;
    try {
      const wave = await this.backend.inputWaveform(path, WAVE_BARS);
      if (still()) sheet.wave = { status: 'ready', path, wave };
    } catch (e) {
      if (still()) {
        sheet.wave = {
          status: 'failed',
          path,
          get words() {
            return wordsFor(e);
          },
        };
      }
    }
  }

  /** Starts the sheet's dubs; closes it on success. */
  async start(): Promise<JobRow[] | null> {
    const sheet = this.sheet;
    if (!sheet || !sheet.voice || sheet.count === 0 || sheet.starting) return null;
    const audition = sheet.auditionChoice;
    const pair = sheet.pair;
    const compared = sheet.compared;
    const request: StartDubs = {
      inputs: pair
        ? [{ kind: 'file', path: pair.vocal }]
        : [...sheet.ready.map((i) => ({ kind: 'file' as const, path: i.path })), ...sheet.links.map((url) => ({ kind: 'link' as const, url }))],
      voiceId: sheet.voice.id,
      voiceName: sheet.voice.name,
      audition,
      pitchShift: clampPitch(sheet.pitch),
      // A cover's vocal is a stem already: it is sent as it is.
      separate: sheet.separating,
    };
    if (pair) {
      request.instrumental = pair.instrumental;
      request.key = clampKey(sheet.key);
    }
    if (compared.length > 0) request.compareWith = compared.map((v) => ({ voiceId: v.id, voiceName: v.name }));
    // A plan of several files is approved here, once, up to its dearest file's estimate.
    if (sheet.approveUpTo !== null) request.approveUpTo = sheet.approveUpTo;
    sheet.starting = true;
    sheet.failure = null;
    try {
      const rows = await this.backend.startDubs(request);
      const voice = sheet.voice.name;
      const count = rows.length;
      this.lastVoice = sheet.voice;
      this.sheet = null;
      // Said as started only for the jobs that go on by themselves: one that waits (for credits,
      // an approval, the budget) is told as waiting, now or once its events say so.
      const key = `started:${this.nextNotice}`;
      if (pair) {
        const song = stemBase(pair.vocal);
        this.announce(key, followedOf(rows), () => t('covers-started', { song, voice }));
      } else if (compared.length > 0) {
        const voices = compared.length + 1;
        this.announce(key, followedOf(rows), () => t('covers-compare-started', { count: voices }));
      } else {
        this.announce(key, followedOf(rows), (going) =>
          t(audition ? 'dub-audition-started' : 'dub-started', { count: going.length === count ? count : going.length, voice }),
        );
      }
      return rows;
    } catch (e) {
      sheet.failure = { caught: e };
      return null;
    } finally {
      sheet.starting = false;
    }
  }

  /**
   * Files Dubdeck was asked to open ("Open with Dubdeck"): now, and whenever it is asked again
   * while running, they open in the dub sheet (which asks for the voice). Resolves to the function
   * that stops following.
   */
  async followOpenedFiles(): Promise<() => void> {
    const take = async () => {
      try {
        const opened = await this.backend.takeOpenedFiles();
        if (opened.length > 0) await this.open({ inputs: opened });
      } catch (e) {
        this.notify('error', () => wordsFor(e));
      }
    };
    const stop = await this.backend.listen('filesOpened', () => void take());
    await take();
    return stop;
  }

  /**
   * Files dropped on the window: on a voice card, they dub at once with that voice (its remembered
   * settings); elsewhere, the sheet opens asking for a voice. Folders expand to their songs and
   * clips, and open the sheet with their plan (on a card, with its voice). Refused files are said
   * at once, and nothing is sent for them.
   */
  async drop(paths: string[], voice: DropVoice | null): Promise<void> {
    this.dragging = false;
    this.dropVoice = null;
    if (paths.length === 0) return;
    let batch: ProbedBatch;
    try {
      // Folders among the files expand to their songs and clips.
      batch = await this.backend.probeBatch(paths);
    } catch (e) {
      this.notify('error', () => wordsFor(e));
      return;
    }
    const probed = batch.inputs;
    const { folders, notMedia } = batch;
    if (folders > 0 && probed.length === 0) {
      this.notify('error', () => t('batch-folder-empty', { count: notMedia }));
      return;
    }
    // A folder is a plan: the sheet shows it (files, length, credits, the budget) before anything is spent.
    if (!voice || this.sheet || folders > 0) {
      await this.open({ inputs: probed, voice: voice ? voiceChoiceOf(voice) : null, batch: { folders, notMedia } });
      return;
    }
    const ready = probed.filter((i): i is Ready => i.kind === 'ready');
    // A song's vocal and instrumental dropped together are one cover: the sheet shows the pairing
    // (and its key) before anything is spent.
    if (probed.length === 2 && ready.length === 2 && !ready.some((i) => i.video) && pairStems(ready.map((i) => i.path)).pairs.length === 1) {
      await this.open({ inputs: probed, voice: voiceChoiceOf(voice) });
      return;
    }
    probed.filter((i): i is Refused => i.kind === 'refused').forEach((r) => this.notify('error', () => refusedWords(r)));
    if (ready.length === 0) return;
    try {
      const preset = await this.backend.voicePreset(voice.id).catch(() => ({ pitchShift: 0, separate: true }));
      const rows = await this.backend.startDubs({
        inputs: ready.map((i) => ({ kind: 'file' as const, path: i.path })),
        voiceId: voice.id,
        voiceName: voice.name,
        pitchShift: clampPitch(preset.pitchShift),
        separate: preset.separate,
        audition: null,
      });
      this.lastVoice = voiceChoiceOf(voice);
      const credits = ready.reduce((sum, i) => sum + i.estimatedCredits, 0);
      const count = rows.length;
      this.announce(`started:${this.nextNotice}`, followedOf(rows), (going) =>
        going.length === count
          ? t('dub-started-dropped', { count, voice: voice.name, credits })
          : t('dub-started', { count: going.length, voice: voice.name }),
      );
    } catch (e) {
      this.notify('error', () => wordsFor(e));
    }
  }

  /** Ctrl/Cmd+O or the button: the system's picker, then the sheet. */
  async pick(voice: VoiceChoice | null = null): Promise<void> {
    try {
      const probed = await this.backend.pickMediaFiles();
      if (probed.length > 0 || voice) await this.open({ inputs: probed, voice });
    } catch (e) {
      this.notify('error', () => wordsFor(e));
    }
  }

  /** "Add a folder": the system's folder picker, then the sheet with the folder's files as a plan. */
  async pickFolder(): Promise<void> {
    try {
      const batch = await this.backend.pickMediaFolder();
      if (batch && batch.inputs.length === 0) {
        this.notify('error', () => t('batch-folder-empty', { count: batch.notMedia }));
        return;
      }
      if (batch) await this.open({ inputs: batch.inputs, batch: { folders: batch.folders, notMedia: batch.notMedia } });
    } catch (e) {
      this.notify('error', () => wordsFor(e));
    }
  }

  /**
   * Asks for this month's spend against the budget, once per sheet (when its plan shows): the
   * plan is told against it. Without an answer, the plan is shown without the budget.
   */
  async loadBudget(): Promise<void> {
    const sheet = this.sheet;
    if (!sheet || this.budgetAsked === sheet) return;
    this.budgetAsked = sheet;
    try {
      const budget = await this.backend.budgetStatus();
      if (this.sheet === sheet) sheet.budget = budget;
    } catch {
      // The plan stands without the month's spend; the shell still holds what passes the budget.
    }
  }

  /** A link pasted outside text fields: the sheet offers to dub it. */
  async offerLink(link: string): Promise<void> {
    await this.open({ links: [link] });
  }
}
