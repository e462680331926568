// In-memory Backend for Vitest and for `vite dev` outside Tauri: a generated catalogue paged by cursor,
// filters, search, favorites, settings, key handling (a refused key, a missing keychain) and events.
//
// It carries no business rules of its own. Limits, filters and the page size are the contract's
// (contract.ts); what a job's state means (its status, step and actions) is the contract's table
// (contract.stageMeanings); probes, training checks and refusals are the shell's real answers,
// recorded from real files (recorded.json, written by src-tauri/src/recorded.rs). A request the real
// shell would refuse is refused here only when a test says so (failNext, with a recorded error);
// otherwise the fake does what it is asked.
import {
  CONTRACT,
  type AboutApp,
  type AuditionChoice,
  type Balance,
  type BudgetStatus,
  type CrashReport,
  type Excerpt,
  type FailureCode,
  type HostChange,
  type InputDevice,
  type InputWaveform,
  type JobCounts,
  type JobFailure,
  type JobGrouping,
  type JobGroupRow,
  type JobKind,
  type JobMedia,
  type JobRow,
  type MixSettings,
  type JobStage,
  type KeychainProblem,
  type JobsPage,
  type Level,
  type JobsQuery,
  type MediaSide,
  type MediaStatus,
  type MediaTrack,
  type MyVoice,
  type PitchAdvice,
  type PitchProposal,
  type ProbedBatch,
  type ProbedInput,
  type ResultFile,
  type Session,
  type SetKeyOutcome,
  type SettingChange,
  type SettingName,
  type Settings,
  type SpendBy,
  type SpendReport,
  type SpendRow,
  type StartDubs,
  type StartTraining,
  type Take,
  type TakeDone,
  type TakeEnd,
  type TakeStarted,
  type Takes,
  type TrainingCheck,
  type Trimmed,
  type UpdateCheck,
  type UpdateOffer,
  type UpdateStage,
  type UpdateStatus,
  type RecordingsQuality,
  type FileQuality,
  type Finding,
  type ShiftStep,
  type VoiceCard,
  type VoiceChoice,
  type VoicePage,
  type VoicePitch,
  type VoicePreset,
  type VoiceQuery,
  type VoiceRange,
  type WatchFolder,
  type WatchRequest,
  type WavePeaks,
} from '../bindings';
import {
  IpcError,
  ipcErrorData,
  type Backend,
  type BackendEventName,
  type BackendEvents,
  type CommandName,
  type DropEvent,
  type IpcErrorData,
  type Unlisten,
} from './backend';
import recordedJson from './recorded.json';
import { contract } from '../contract';
import { inFilter } from '../stores/jobs.svelte';
import { locale } from '../i18n/index.svelte';
import { VOICE_HZ, rangeHz } from '../pitch';

// ---- The shell's recorded answers --------------------------------------------------------------

/** A kind of file the shell's answers were recorded for (`60s`, `not_media`, `folder`...). */
export type Recording = keyof typeof recordedJson.probes;
/** A refusal of the shell's, recorded as its command gave it (`pitch_out_of_range`, `bad_link`...). */
export type RecordedErrorKey = keyof typeof recordedJson.errors;

interface Recorded {
  probes: Record<Recording, ProbedInput>;
  trainingChecks: { files: Recording[]; maxMinutes: number | null; check: TrainingCheck }[];
  recordingsChecks: { files: Recording[]; kept: boolean[]; check: RecordingsQuality }[];
  errors: Record<RecordedErrorKey, IpcErrorData>;
}

/** The shell's real answers (recorded.json: generated from Rust, typed by the contract's types). */
export const RECORDED = recordedJson as unknown as Recorded;

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A recorded refusal, as the command gave it (a fresh copy). */
export function recordedError(key: RecordedErrorKey): IpcErrorData {
  return copy(RECORDED.errors[key]);
}

/**
 * What a test asked of the fake that the shell's recordings lack, with what to add where; the
 * test setup (src/test/setup.ts) fails the test when it is not empty, since the page may have
 * shown the error's words only. Kept on globalThis so the setup need not import this module.
 */
export const unrecorded: string[] = ((globalThis as { __dubdeckUnrecorded?: string[] }).__dubdeckUnrecorded ??= []);

/** Notes a missing recording, and throws it. */
function missing(message: string): never {
  unrecorded.push(message);
  throw new Error(message);
}

/** The last part of a path (trailing slashes aside). */
function nameOf(path: string): string {
  return path.replace(/\/+$/, '').split('/').pop() ?? path;
}

/** Extensions the tests' file names use for audio and video (a naming convention, not a probe). */
const MEDIA_NAMES = ['mp3', 'wav', 'flac', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'mp4', 'm4v', 'mov', 'mkv', 'webm'];
/** Of those, the video containers (a name with "clip" in one of them is the recorded video). */
const VIDEO_NAMES = ['mp4', 'm4v', 'mov', 'mkv', 'webm'];

/** Where the fake keeps its takes (`/fake/takes/Take 1.wav`...). */
export const FAKE_TAKES_DIR = '/fake/takes';

/**
 * What each take of the fakes stands for among the shell's recordings, by its path: synthetic
 * speech, clipped when the test clipped it while recording (FakeBackend.clipTake). A fake sets it
 * as it makes or is given a take, so the wizard's checks of a take answer from real recordings.
 */
const TAKE_RECORDINGS = new Map<string, Recording>();

/**
 * Which recorded file a test's path stands for, by its name (the tests' naming convention): a
 * trailing slash or no extension is `folder`; an extension that is not audio or video `not_media`;
 * a name with "speech-clipped" (or "speech_clipped") `speech_clipped` (synthetic speech, clipped),
 * with "speech" `speech` (the same, clean), with "missing" `missing`, with "empty" `empty`, with "long" `31min` (refused for dubbing,
 * fine for training); a video container named with "clip" `clip` (a short video); `-<N>s.` the
 * `<N>s` recording; anything else `185s` (3:05). A take of the fake's is what it recorded (see
 * TAKE_RECORDINGS).
 */
export function recordingOf(path: string): Recording {
  const take = TAKE_RECORDINGS.get(path);
  if (take) return take;
  const name = nameOf(path);
  const dot = name.lastIndexOf('.');
  if (path.endsWith('/') || dot <= 0) return 'folder';
  const extension = name.slice(dot + 1).toLowerCase();
  if (!MEDIA_NAMES.includes(extension)) return 'not_media';
  if (/speech[-_ ]clipped/.test(name)) return 'speech_clipped';
  if (name.includes('speech')) return 'speech';
  if (name.includes('missing')) return 'missing';
  if (name.includes('empty')) return 'empty';
  if (name.includes('long')) return '31min';
  if (name.includes('clip') && VIDEO_NAMES.includes(extension)) return 'clip';
  const seconds = /-(\d+)s\./.exec(name);
  if (seconds) {
    const key = `${seconds[1]}s`;
    if (!(key in RECORDED.probes)) {
      missing(
        `No recorded probe "${key}" for ${path}: add ("${key}", FileKind::Seconds(${seconds[1]})) to FILES in src-tauri/src/recorded.rs, then run \`cargo run -p dubdeck --example bindings\`.`,
      );
    }
    return key as Recording;
  }
  return '185s';
}

/** ffmpeg missing, as the shell says it (its reason, recorded with the refusal of an audition). */
export const NO_FFMPEG: MediaStatus = { kind: 'missing', tool: RECORDED.errors.needs_media_tool.tool ?? { problem: 'not_found' } };

/** The shell's probe of a path: the recorded answer for its kind of file, about this path. */
export function probeOf(path: string): ProbedInput {
  return { ...copy(RECORDED.probes[recordingOf(path)]), path, name: nameOf(path) };
}

/** The shell's training check of these paths, recorded for their kinds of file and these minutes. */
export function trainingCheckOf(paths: string[], maxMinutes: number | null): TrainingCheck {
  const keys = paths.map(recordingOf);
  const found = RECORDED.trainingChecks.find(
    (c) => c.maxMinutes === maxMinutes && c.files.length === keys.length && c.files.every((k, i) => k === keys[i]),
  );
  if (!found) {
    const rust = `(&[${keys.map((k) => `"${k}"`).join(', ')}], ${maxMinutes === null ? 'None' : `Some(${maxMinutes})`})`;
    missing(
      `No recorded training check for [${keys.join(', ')}] with maxMinutes ${maxMinutes}: add ${rust} to TRAINING_CHECKS in src-tauri/src/recorded.rs, then run \`cargo run -p dubdeck --example bindings\`.`,
    );
  }
  const check = copy(found.check);
  check.files = check.files.map((f, i) => ({ ...f, path: paths[i], name: nameOf(paths[i]) }));
  return check;
}

/** The shell's check of these recordings, recorded for their kinds of file and what is kept. */
export function recordingsCheckOf(paths: string[], kept: boolean[]): RecordingsQuality {
  const keys = paths.map(recordingOf);
  const found = RECORDED.recordingsChecks.find(
    (c) => c.files.length === keys.length && c.files.every((k, i) => k === keys[i]) && c.kept.every((k, i) => k === (kept[i] ?? true)),
  );
  if (!found) {
    const rust = `(&[${keys.map((k) => `"${k}"`).join(', ')}], &[${keys.map((_, i) => String(kept[i] ?? true)).join(', ')}])`;
    missing(
      `No recorded recordings check for [${keys.join(', ')}] kept [${kept.join(', ')}]: add ${rust} to RECORDINGS_CHECKS in src-tauri/src/recorded.rs, then run \`cargo run -p dubdeck --example bindings\`.`,
    );
  }
  const check = copy(found.check);
  check.files = check.files.map((f, i) => ({ ...f, path: paths[i] }));
  return check;
}

// ---- Jobs ---------------------------------------------------------------------------------------

/** What the contract says a state means for a job with no failure: its status, step and actions. */
export function stageMeaning(kind: JobKind, state: JobStage): Pick<JobRow, 'status' | 'step' | 'actions'> {
  const meaning = contract.stageMeanings.find((m) => m.kind === kind && m.state === state);
  if (!meaning) throw new Error(`contract.stageMeanings has no ${kind} state "${state}"`);
  return { status: meaning.status, step: meaning.step, actions: { ...meaning.actions } };
}

/**
 * What the shell adds to a state's meaning from the row's own media (core's meaning.rs, which the
 * contract's table of states can't hold): a done dub with a video copy opens it, an audition can
 * be dubbed whole in any state, and a dub downloading with its video copy named is being put into
 * it. What the test gives (`actions`, `makingVideo`) stands.
 */
function withMediaMeaning(row: JobRow, given: Partial<JobRow> = {}): JobRow {
  const dub = row.kind === 'dub';
  if (!given.actions) {
    row.actions = {
      ...row.actions,
      openVideo: dub && row.status === 'done' && row.videoPath !== null,
      dubWhole: dub && row.excerpt !== null,
    };
  }
  if (given.makingVideo === undefined) row.makingVideo = dub && row.state === 'downloading' && row.videoPath !== null;
  return row;
}

/**
 * A job row with every field filled; its status, step and actions are the contract's for its kind
 * and state (with the shell's media actions, see withMediaMeaning) unless the test gives them (as
 * the shell does for a failure that Retry can't help).
 */
export function makeJobRow(partial: Partial<JobRow> & { id: string }): JobRow {
  const kind = partial.kind ?? 'dub';
  const state = partial.state ?? 'uploading';
  return withMediaMeaning({
    kind,
    state,
    ...stageMeaning(kind, state),
    title: 'song.mp3',
    isLink: false,
    voiceId: 'v0001',
    voiceName: 'Aria Stone 1',
    voiceAvatar: null,
    durationMs: 185_000,
    format: 'mp3/mp3',
    approval: 'none',
    requiredCredits: null,
    creditsUsed: null,
    bytesDone: 0,
    bytesTotal: null,
    failure: null,
    notice: null,
    hold: null,
    etaMs: null,
    batchId: null,
    outputPath: null,
    pitchShift: kind === 'dub' ? 0 : null,
    separate: kind === 'dub' ? true : null,
    excerpt: null,
    groupId: null,
    key: null,
    stems: null,
    mix: kind === 'dub' ? { vocalGainDb: 0, instrumentalGainDb: 0, format: null, loudness: null } : null,
    mixPath: null,
    mixError: null,
    videoInput: false,
    videoPath: null,
    videoError: null,
    makingVideo: false,
    inputBytes: null,
    uploadBytes: null,
    inputKey: null,
    remoteStatus: null,
    createdAt: '2026-11-23T12:00:00Z',
    updatedAt: '2026-11-23T12:00:00Z',
    stateSince: '2026-11-23T12:00:00Z',
    ...partial,
  }, partial);
}

/** The first day (`YYYY-MM-DD`) of the week (from Monday) or month holding `day`; the day itself by day. */
export function periodStart(day: string, by: SpendBy): string {
  if (by === 'month') return `${day.slice(0, 7)}-01`;
  if (by !== 'week') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/** Today on this computer's calendar (`YYYY-MM-DD`), as the shell counts spend periods. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The first day of every day, week (from Monday) or month from the one holding `from` to the one holding `to`. */
export function periodsBetween(from: string, to: string, by: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  const end = periodStart(to, by);
  const date = new Date(`${periodStart(from, by)}T00:00:00Z`);
  for (let key = date.toISOString().slice(0, 10); key <= end; key = date.toISOString().slice(0, 10)) {
    out.push(key);
    if (by === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
    else date.setUTCDate(date.getUTCDate() + (by === 'week' ? 7 : 1));
  }
  return out;
}

/** A job's failure: its code with that code's own parameters. */
export function jobFailure<C extends FailureCode>(code: C, params?: Omit<Extract<JobFailure, { code: C }>, 'code'>): JobFailure {
  return { code, ...params } as JobFailure;
}

/**
 * The batch of a start, as the shell makes it: several files (a folder, or a drop of many) share
 * one id; a comparison's auditions, and a single file, have none.
 */
function batchOf(request: StartDubs, next: number): string | null {
  return request.inputs.length > 1 && (request.compareWith ?? []).length === 0 ? `batch-${next}` : null;
}

/** The library's group of a row: its voice, or its input (the shell's key, when the row has it). */
function groupKey(row: JobRow, by: JobGrouping): string {
  return by === 'voice' ? `voice:${row.voiceId ?? row.title}` : (row.inputKey ?? `input:${row.title}`);
}

/** An audition's length, as the shell's waveform answer gives it (`auditionMs`). */
const AUDITION_MS = contract.limits.auditionMs;

/** The fake's loudest half minute of a file: one loud stretch from 40 % of its length. */
export function loudestOf(durationMs: number): Excerpt {
  const startMs = Math.max(0, Math.min(durationMs - AUDITION_MS, Math.round(durationMs * 0.4)));
  return { startMs, durationMs: Math.min(AUDITION_MS, durationMs) };
}

/** The stretch an audition of a file dubs: the loudest, or from a start moved back to end with the file. */
function excerptOf(durationMs: number, choice: AuditionChoice): Excerpt {
  if (choice.kind === 'loudest') return loudestOf(durationMs);
  const startMs = Math.max(0, Math.min(choice.startMs, durationMs - AUDITION_MS));
  return { startMs, durationMs: Math.min(AUDITION_MS, durationMs) };
}

/** The input a row was made from, as the shell probed it (by its input key's path, or its title). */
function inputOf(row: JobRow): Extract<ProbedInput, { kind: 'ready' }> | null {
  if (row.isLink) return null;
  const path = row.inputKey?.startsWith('input:') ? row.inputKey.slice('input:'.length) : row.title;
  // A length with no recording: not known here (and not a missing recording: nothing was probed).
  const seconds = /-(\d+)s\./.exec(nameOf(path));
  if (seconds && !(`${seconds[1]}s` in RECORDED.probes)) return null;
  const probed = probeOf(path);
  return probed.kind === 'ready' ? probed : null;
}

// ---- Auto pitch ---------------------------------------------------------------------------------

/** Where the fake library's own voices sit, as if measured from their training recordings. */
export const FAKE_TRAINED_HZ = 98;

/**
 * The median pitch of a file's vocal, by its name (the tests' naming convention, as the pitch
 * tracker would find it): a name with "instrumental" holds no vocal (null), one with "high" sits at
 * 220 Hz, anything else at 110 Hz.
 */
export function fakeVocalHz(path: string): number | null {
  const name = nameOf(path).toLowerCase();
  if (name.includes('instrumental')) return null;
  return name.includes('high') ? 220 : 110;
}

/**
 * The shift that brings a vocal at `songHz` nearest to a voice at `voiceHz`, as the shell works it
 * out (crates/core/src/pitch.rs `propose`): whole octaves or semitones, within -24..+24.
 */
export function proposeShift(songHz: number, voiceHz: number, step: ShiftStep): PitchProposal {
  const apart = 12 * Math.log2(voiceHz / songHz);
  const semitones = step === 'octaves' ? Math.round(apart / 12) * 12 : Math.round(apart);
  const limit = contract.limits.pitchShift.max;
  return { songHz, voiceHz, semitones: Math.max(-limit, Math.min(limit, semitones)) };
}

// ---- The catalogue ------------------------------------------------------------------------------

const { genres: GENRES, languages: LANGUAGES, styles: STYLES } = contract.voiceFilters;
const FIRST = ['Aria', 'Blake', 'Cleo', 'Dario', 'Esme', 'Felix', 'Gia', 'Hugo', 'Iris', 'Jonah', 'Kira', 'Leo'];
const LAST = ['Stone', 'Vale', 'North', 'Rivers', 'Moon', 'Fox', 'Bright', 'Lane', 'Reed', 'Sky'];

const DEFAULT_SETTINGS: Settings = {
  outputDir: '/home/user/Music/Dubdeck',
  outputDirIsDefault: true,
  autoApproveUpTo: 0,
  notifications: true,
  theme: 'system',
  reduceMotion: false,
  baseUrl: null,
  videoOut: true,
  language: null,
  // Worked out from the choice and the system's language at each answer (settingsNow).
  locale: 'en',
  systemLocale: 'en',
  outputFormat: null,
  monthlyBudget: null,
  loudness: null,
  nameTemplate: null,
  creditsPage: 'https://voicedub.ai',
  creditsPageIsDefault: true,
  zoom: 1,
  updateEndpoint: `${CONTRACT.links.releasesPage}/latest/download/latest.json`,
  updateEndpointIsDefault: true,
  checkUpdates: true,
};

/** The version the fake runs (the session's and the update check's `current`). */
export const FAKE_VERSION = '0.1.0';

/** A release newer than the fake's, with notes in Markdown, as a release's latest.json gives them. */
export const FAKE_OFFER: UpdateOffer = {
  version: '0.2.0',
  notes: '## New\n- Watch folders dub new files by themselves\n- Faster uploads\n\n## Fixed\n- The mixer keeps its levels',
  date: '2026-12-01T09:30:00Z',
};

/**
 * An install as the shell reports it, each stage in turn: a job to wait for, the package in three
 * pieces of 10 MB each, installed, and the restart.
 */
export function fakeInstallStages(total: number | null = 30_000_000): UpdateStage[] {
  const size = total ?? 30_000_000;
  return [
    { stage: 'waiting_for_jobs', jobs: 1 },
    { stage: 'downloading', received: 0, total },
    { stage: 'downloading', received: Math.round(size / 3), total },
    { stage: 'downloading', received: Math.round((size * 2) / 3), total },
    { stage: 'downloading', received: size, total },
    { stage: 'installing' },
    { stage: 'restarting' },
  ];
}

function avatarUri(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 55%)"/><text x="32" y="41" font-size="24" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Deterministic catalogue: voice i has a stable name, id, tags (the contract's values) and avatar. */
export function generateVoices(count: number): VoiceCard[] {
  const pick = (values: readonly string[], i: number) => values[i % values.length];
  const out: VoiceCard[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;
    const initials = name
      .split(' ')
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const still = avatarUri((i * 37) % 360, initials);
    const animated = i % 7 === 3;
    out.push({
      id: `v${String(i + 1).padStart(4, '0')}`,
      name,
      // Spread so that filters combine in interesting ways (not all aligned on the same voices).
      languages: i % 5 === 2 ? [pick(LANGUAGES, i), pick(LANGUAGES, i + 3)] : [pick(LANGUAGES, i)],
      genres: [pick(GENRES, Math.floor(i / 3))],
      styles: [pick(STYLES, i)],
      animated,
      avatar: animated ? avatarUri((i * 37 + 180) % 360, initials) : still,
      avatarStill: still,
      favorite: false,
      lastUsedAt: null,
    });
  }
  return out;
}

/** A waveform that looks like music: a slow swell with beats. */
export function fakePeaks(bars: number, seed = 1): number[] {
  return Array.from({ length: bars }, (_, i) => {
    const swell = 0.55 + 0.35 * Math.sin((i / bars) * Math.PI * 3 + seed);
    const beat = i % 8 === 0 ? 1 : 0.7 + 0.3 * Math.abs(Math.sin(i * 1.7 + seed));
    return Math.round(Math.min(1, swell * beat) * 255);
  });
}

// ---- The fake -----------------------------------------------------------------------------------

export interface FakeOptions {
  voiceCount?: number;
  /** The key that setApiKey refuses (as the service's 401 would). */
  refusedKey?: string;
  /** When set, storing a key fails as if the keychain were missing or locked. */
  keychainUnavailable?: KeychainProblem | null;
  /** session() fails with this code until removeApiKey() (a stored key that can't be used). */
  storedKeyProblem?: 'ambiguous' | 'bad_encoding' | null;
  /** Starts signed in with this key status. */
  signedIn?: boolean;
  credits?: number;
  /** voices() fails with service_unreachable. */
  offline?: boolean;
  /** cachedVoices() answers (pages already fetched once are cached). */
  cache?: boolean;
  /** Resolves voices() only when release() is called (to observe skeletons and ordering). */
  holdVoices?: boolean;
  myVoices?: MyVoice[];
  jobCounts?: JobCounts;
  settings?: Partial<Settings>;
  /**
   * The language the system's locale resolves to ("es"; the pseudo-locale "en-XA" as the shell
   * started in it): the page speaks it while the Language setting follows the system. By default,
   * the page's language when the app first reads the settings: English, or the pseudo-locale in a
   * test that switched to it before.
   */
  systemLocale?: string;
  keyOrigin?: 'keychain' | 'environment' | 'custom';
  /** Rows already in the library (newest first). */
  jobs?: JobRow[];
  /** The last voice used for a dub. */
  lastVoice?: VoiceChoice | null;
  /** Remembered presets by voice id. */
  presets?: Record<string, { pitchShift: number; separate: boolean }>;
  /** What pickMediaFiles() returns (as if the user chose these paths). */
  picked?: string[];
  /**
   * Starts with the stored key checked with another host than the service's now (see `hostChange`).
   * The fake does not work it out from the address: a test says so.
   */
  hostChange?: HostChange | null;
  /** Whether the system's dialog of confirmKeyHost() answers "Send the key" (true) or Cancel. */
  confirmsHost?: boolean;
  /** ffmpeg's presence (mediaStatus); NO_FFMPEG is the shell's answer without it. */
  media?: MediaStatus;
  /** The system's input devices, the default first (FAKE_DEVICES unless given; [] for none). */
  inputDevices?: InputDevice[];
  /** Takes already in the takes folder, oldest first (see fakeTake). */
  takes?: Take[];
  /** Of those, the ones a stop of the app interrupted: takes() says so once, as the shell does. */
  recoveredTakes?: string[];
  /** How often a take's level comes while recording, in ms (30 a second); 0: only when a test sends one. */
  levelEveryMs?: number;
  /**
   * What checkForUpdate() finds: a status (up to date with the fake's version unless given), or an
   * error the shell would throw (update_unreachable, update_insecure...).
   */
  update?: UpdateStatus | IpcErrorData;
  /**
   * How installUpdate() goes once asked: these stages (see fakeInstallStages), one every `everyMs`
   * ms. Without it, the install waits for the test to send each stage (FakeBackend.updateProgress).
   */
  install?: { stages: UpdateStage[]; everyMs: number } | null;
  /** Crash reports of earlier runs, in any order (crashReports() lists them newest first); see fakeCrash. */
  crashes?: FakeCrash[];
  /** What diagnostics() answers (FAKE_DIAGNOSTICS unless given). */
  diagnostics?: string;
}

/** A crash report the fake keeps, with its text. */
export interface FakeCrash {
  report: CrashReport;
  text: string;
}

/** The doctor's report as the fake gives it (the shell's layout, one check). */
export const FAKE_DIAGNOSTICS =
  'Dubdeck diagnostics\n[  ok   ] Dubdeck      Dubdeck 0.1.0, built for x86_64-linux (release)\nEvery check passed.\n';

/**
 * A crash report written `writtenAt` (an ISO date) by an earlier run, with a text in the shell's
 * layout (version, system, the panic and where, a backtrace, the last log lines).
 */
export function fakeCrash(writtenAt: string, seen = false, panic = 'index out of bounds: the len is 0 but the index is 0'): FakeCrash {
  const secs = Math.floor(new Date(writtenAt).getTime() / 1000);
  const name = `crash-${secs}.txt`;
  const text = [
    'Dubdeck crash report',
    'version: 0.1.0',
    'build: x86_64-linux (release)',
    'system: Linux 6.8.0 (Ubuntu 24.04)',
    "thread: 'tokio-runtime-worker'",
    `panic: ${panic}`,
    'at: crates/core/src/jobs/engine.rs:412:17',
    '',
    'backtrace:',
    '   0: dubdeck_core::jobs::engine::Engine::advance',
    '   1: tokio::runtime::task::harness::poll_future',
    '',
    'last log lines:',
    `${writtenAt} INFO dubdeck_core::jobs: job dub:12 uploading`,
    '',
  ].join('\n');
  return { report: { name, writtenAt: secs, seen }, text };
}

/** The fake's input devices: the default first, as the shell lists them. */
export const FAKE_DEVICES: readonly InputDevice[] = [
  { id: 'fake:Built-in Audio', name: 'Built-in Audio', isDefault: true },
  { id: 'fake:USB Microphone', name: 'USB Microphone', isDefault: false },
];

/**
 * A recording's quality report as the shell words it, for a test that needs figures none of the
 * recorded files has (a take of two seconds, a set with a minute of voice). Its figures are those
 * of the recorded clean speech but for its length and voice. It follows the shell's rules: a file
 * with less than 10 s of voice is never good (at most usable, with a `too_short` finding).
 */
export function fakeQuality(voicedMs: number, durationMs: number, verdict: FileQuality['verdict'] = 'good', findings: Finding[] = []): FileQuality {
  const speech = RECORDED.recordingsChecks.find((c) => c.files.length === 1 && c.files[0] === 'speech')?.check.files[0]?.quality;
  if (!speech) throw new Error('recorded.json has no check of the clean speech');
  const short = voicedMs < TOO_SHORT_MS;
  const withShort: Finding[] = short && !findings.some((f) => f.code === 'too_short') ? [...findings, { code: 'too_short', voicedMs, durationMs }] : findings;
  return {
    verdict: short && verdict === 'good' ? 'usable' : verdict,
    figures: { ...copy(speech.figures), durationMs, voicedMs },
    findings: withShort,
  };
}

/** The least voice a recording needs to be good (the shell's rule; less is at most usable). */
export const TOO_SHORT_MS = 10_000;

/** The quality check's answer for these files' reports, summed over those kept (a test's fakeQuality). */
export function fakeRecordingsQuality(files: { path: string; quality: FileQuality | null }[], kept: boolean[] = files.map(() => true)): RecordingsQuality {
  const sum = files.filter((f, i) => f.quality !== null && kept[i] !== false);
  const count = (v: FileQuality['verdict']) => files.filter((f) => f.quality?.verdict === v).length;
  const voicedMs = sum.reduce((n, f) => n + (f.quality?.figures.voicedMs ?? 0), 0);
  const durationMs = sum.reduce((n, f) => n + (f.quality?.figures.durationMs ?? 0), 0);
  const minutes = (ms: number) => Math.min(contract.limits.training.maxMinutes, Math.max(contract.limits.training.minMinutes, Math.ceil(ms / 60_000)));
  return {
    files: files.map((f) => ({ path: f.path, quality: f.quality ? copy(f.quality) : null })),
    set: {
      files: files.filter((f) => f.quality !== null).length,
      good: count('good'),
      usable: count('usable'),
      poor: count('poor'),
      voicedMs,
      durationMs,
      suggestedMaxMinutes: minutes(durationMs),
      voiceMaxMinutes: minutes(voicedMs),
    },
  };
}

/** A take in the fake's takes folder: `Take <n>.wav`, `seconds` long. */
export function fakeTake(n: number, seconds: number): Take {
  const name = `Take ${n}.wav`;
  return { name, path: `${FAKE_TAKES_DIR}/${name}`, seconds };
}

/** A take's number, from its file name (`Take 12.wav`), or null when it is not a take's name. */
function takeNumber(name: string): number | null {
  const m = /^Take (\d+)\.wav$/.exec(name);
  return m ? Number(m[1]) : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The level of someone reading aloud, `seconds` into a take: a slow swell between about -48 and
 * -18 dBFS RMS with syllables on it, peaks some 10 dB above (never at full scale).
 */
export function fakeLevel(seconds: number): Level {
  const swell = Math.sin((seconds / 2.4) * 2 * Math.PI);
  const syllable = Math.abs(Math.sin(seconds * 9));
  const rmsDb = Math.round((-30 + 12 * swell - 6 * (1 - syllable)) * 10) / 10;
  return { peakDb: Math.min(-1, Math.round((rmsDb + 10) * 10) / 10), rmsDb, clipped: false, seconds: round2(seconds) };
}

/** The take being recorded by the fake. */
interface FakeRecording {
  name: string;
  device: InputDevice;
  startedAt: number;
  timer: ReturnType<typeof setInterval> | null;
  clippedSamples: number;
  /** How it ended by itself (kept until stopTake or the next startTake collects it). */
  ended: TakeDone | null;
}

export interface FakeCall {
  name: CommandName;
  args: unknown[];
}

export class FakeBackend implements Backend {
  readonly catalogue: VoiceCard[];
  readonly calls: FakeCall[] = [];
  opts: Required<
    Omit<FakeOptions, 'settings' | 'systemLocale' | 'keyOrigin' | 'jobs' | 'lastVoice' | 'presets' | 'picked' | 'hostChange' | 'media' | 'inputDevices' | 'takes' | 'recoveredTakes' | 'levelEveryMs' | 'update' | 'install' | 'crashes' | 'diagnostics'>
  > & { keyOrigin: 'keychain' | 'environment' | 'custom' };
  private favorites = new Set<string>();
  private cachedPages = new Map<string, VoicePage>();
  private listeners = new Map<BackendEventName, Set<(p: unknown) => void>>();
  private held: (() => void)[] = [];
  private currentSettings: Settings;
  /** See FakeOptions.systemLocale: null until first asked, when not given. */
  private systemTag: string | null;
  private keySet: boolean;
  private demo = false;
  private balanceValue: Balance;
  private jobRows: JobRow[];
  private last: VoiceChoice | null;
  private presets: Map<string, { pitchShift: number; separate: boolean }>;
  /** The ranges the user gave voices (voiceRange, setVoiceRange), by voice id. */
  private ranges = new Map<string, VoiceRange>();
  private dropListeners = new Set<(e: DropEvent) => void>();
  private failures = new Map<CommandName, IpcErrorData[]>();
  private nextJob = 1;
  /** The system's input devices now (a test may change them, as plugging one in would). */
  devices: InputDevice[];
  private takeList: Take[];
  private recoveredNames: string[];
  private trimmedTakes = new Set<string>();
  private recording: FakeRecording | null = null;
  /** Samples the next take to end lost (dropSamples). */
  private nextDroppedSamples = 0;
  /** The rate the fake's takes are recorded at (a test may change it). */
  sampleRate = 48_000;
  private readonly levelEveryMs: number;
  picked: string[];
  /**
   * The stored key waits for the user: it was checked with `checkedWith`, the service is at `now`.
   * Sessions and keyChanged carry it while a key is set; a test may set it at any time (as a
   * change of the address would), and confirmKeyHost() or a new key clear it.
   */
  hostChange: HostChange | null;

  constructor(options: FakeOptions = {}) {
    this.opts = {
      voiceCount: 1200,
      refusedKey: 'bad-key',
      keychainUnavailable: null,
      storedKeyProblem: null,
      signedIn: false,
      credits: 5000,
      offline: false,
      cache: true,
      holdVoices: false,
      myVoices: [],
      jobCounts: { active: 0, waiting: 0, failed: 0, total: 0 },
      confirmsHost: true,
      keyOrigin: options.keyOrigin ?? 'keychain',
      // An option given as undefined keeps its default.
      ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    } as FakeBackend['opts'];
    this.catalogue = generateVoices(this.opts.voiceCount);
    this.currentSettings = { ...DEFAULT_SETTINGS, ...options.settings };
    this.systemTag = options.systemLocale ?? null;
    this.keySet = this.opts.signedIn;
    this.balanceValue = { credits: this.opts.credits, asOf: '2026-11-23T12:00:00Z' };
    this.jobRows = (options.jobs ?? []).map((r) => ({ ...r }));
    this.last = options.lastVoice ?? null;
    this.presets = new Map(Object.entries(options.presets ?? {}));
    this.picked = options.picked ?? [];
    this.hostChange = options.hostChange ?? null;
    if (options.media) this.media = options.media;
    this.devices = (options.inputDevices ?? FAKE_DEVICES).map((d) => ({ ...d }));
    this.takeList = (options.takes ?? []).map((t) => ({ ...t }));
    this.takeList.forEach((t) => TAKE_RECORDINGS.set(t.path, 'speech'));
    this.recoveredNames = [...(options.recoveredTakes ?? [])];
    this.levelEveryMs = options.levelEveryMs ?? 1000 / 30;
    if (options.update) this.update = options.update;
    this.installPlan = options.install ?? null;
    this.crashes = (options.crashes ?? []).map((c) => ({ report: { ...c.report }, text: c.text }));
    this.diagnosticsText = options.diagnostics ?? FAKE_DIAGNOSTICS;
  }

  /**
   * The next call of `command` fails with this error, as the shell would answer it: a recorded
   * refusal (by its key in recorded.json) or any error data. Calls queue up in order.
   */
  failNext(command: CommandName, error: RecordedErrorKey | IpcErrorData): void {
    const data = typeof error === 'string' ? recordedError(error) : error;
    this.failures.set(command, [...(this.failures.get(command) ?? []), data]);
  }

  /** Notes a call; throws the failure a test queued for it, if any. */
  private record(name: CommandName, ...args: unknown[]): void {
    this.calls.push({ name, args });
    const queued = this.failures.get(name);
    const failure = queued?.shift();
    if (failure) throw new IpcError(failure);
  }

  /** Calls of one command, in order. */
  callsOf(name: CommandName): unknown[][] {
    return this.calls.filter((c) => c.name === name).map((c) => c.args);
  }

  /** How many listeners an event has now (to check that screens take theirs down). */
  listenerCount(event: BackendEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit<E extends BackendEventName>(event: E, payload: BackendEvents[E]): void {
    for (const cb of this.listeners.get(event) ?? []) cb(payload);
  }

  /** Lets held voices() calls answer (see holdVoices). */
  release(): void {
    const waiting = this.held;
    this.held = [];
    waiting.forEach((go) => go());
  }

  private sessionValue(): Session {
    return {
      version: FAKE_VERSION,
      demo: this.demo,
      baseUrl: this.demo ? 'http://127.0.0.1:4010' : (this.currentSettings.baseUrl ?? 'https://api.voicedub.ai'),
      baseUrlSource: this.demo ? 'demo' : this.currentSettings.baseUrl ? 'settings' : 'default',
      key: {
        set: this.keySet || this.demo,
        origin: this.opts.keyOrigin,
        writable: this.opts.keyOrigin !== 'environment',
        hostChange: this.keySet && !this.demo && this.hostChange ? { ...this.hostChange } : null,
      },
      balance: this.keySet || this.demo ? { ...this.balanceValue } : null,
    };
  }

  async session(): Promise<Session> {
    this.record('session');
    if (this.opts.storedKeyProblem) {
      const message =
        this.opts.storedKeyProblem === 'ambiguous' ? 'the keychain holds 2 Dubdeck keys' : 'the stored key is not valid UTF-8';
      throw new IpcError(ipcErrorData(this.opts.storedKeyProblem, message));
    }
    return this.sessionValue();
  }

  async setApiKey(key: string): Promise<SetKeyOutcome> {
    this.record('setApiKey', key);
    if (key === this.opts.refusedKey) return { kind: 'refused' };
    if (this.opts.keychainUnavailable) {
      return {
        kind: 'keychainUnavailable',
        keychain: this.opts.keychainUnavailable,
        detail: null,
      };
    }
    this.keySet = true;
    this.opts.keyOrigin = 'keychain';
    // Checked with the service's host now: the key belongs to it.
    this.hostChange = null;
    this.emit('keyChanged', { status: this.sessionValue().key });
    return { kind: 'stored', balance: { ...this.balanceValue } };
  }

  async removeApiKey(): Promise<Session> {
    this.record('removeApiKey');
    this.keySet = false;
    this.opts.storedKeyProblem = null;
    this.hostChange = null;
    const s = this.sessionValue();
    this.emit('sessionChanged', { session: s });
    return s;
  }

  /** The system's dialog answers as `confirmsHost` says; confirmed, the key belongs to the host now. */
  async confirmKeyHost(): Promise<Session> {
    this.record('confirmKeyHost');
    if (this.keySet && this.hostChange && this.opts.confirmsHost) {
      this.hostChange = null;
      this.emit('keyChanged', { status: this.sessionValue().key });
    }
    return this.sessionValue();
  }

  async refreshBalance(): Promise<Balance> {
    this.record('refreshBalance');
    return { ...this.balanceValue };
  }

  async startDemo(): Promise<Session> {
    this.record('startDemo');
    this.demo = true;
    this.balanceValue = { credits: 1000, asOf: '2026-11-23T12:00:00Z' };
    return this.sessionValue();
  }

  async leaveDemo(): Promise<Session> {
    this.record('leaveDemo');
    this.demo = false;
    this.balanceValue = { credits: this.opts.credits, asOf: '2026-11-23T12:00:00Z' };
    return this.sessionValue();
  }

  private filtered(query: VoiceQuery): VoiceCard[] {
    const search = query.search?.toLowerCase() ?? null;
    return this.catalogue
      .filter((v) => (search ? v.name.toLowerCase().includes(search) : true))
      .filter((v) => query.genres.length === 0 || v.genres.some((g) => query.genres.includes(g)))
      .filter((v) => query.languages.length === 0 || v.languages.some((g) => query.languages.includes(g)))
      .filter((v) => query.styles.length === 0 || v.styles.some((g) => query.styles.includes(g)))
      .map((v) => ({ ...v, favorite: this.favorites.has(v.id) }));
  }

  private page(query: VoiceQuery, origin: 'cache' | 'service'): VoicePage {
    const start = query.cursor ? Number(query.cursor) : 0;
    const limit = query.limit ?? contract.pageSize;
    const all = this.filtered(query);
    const voices = all.slice(start, start + limit);
    const next = start + limit < all.length ? String(start + limit) : null;
    return { voices, nextCursor: next, origin, fetchedAt: '2026-11-23T12:00:00Z' };
  }

  async cachedVoices(query: VoiceQuery): Promise<VoicePage | null> {
    this.record('cachedVoices', query);
    if (!this.opts.cache) return null;
    const hit = this.cachedPages.get(JSON.stringify(query));
    if (!hit) return null;
    return { ...hit, voices: hit.voices.map((v) => ({ ...v, favorite: this.favorites.has(v.id) })) };
  }

  /** Puts a page in the cache as if it had been fetched in an earlier session. */
  seedCache(query: VoiceQuery): void {
    this.cachedPages.set(JSON.stringify(query), this.page(query, 'cache'));
  }

  async voices(query: VoiceQuery): Promise<VoicePage> {
    this.record('voices', query);
    if (this.opts.holdVoices) await new Promise<void>((go) => this.held.push(go));
    if (this.opts.offline) {
      throw new IpcError(ipcErrorData('service_unreachable', 'connection refused'));
    }
    const page = this.page(query, 'service');
    this.cachedPages.set(JSON.stringify(query), { ...page, origin: 'cache' });
    return page;
  }

  async favoriteVoices(): Promise<VoiceCard[]> {
    this.record('favoriteVoices');
    return this.catalogue.filter((v) => this.favorites.has(v.id)).map((v) => ({ ...v, favorite: true }));
  }

  async setFavorite(voiceId: string, favorite: boolean): Promise<boolean> {
    this.record('setFavorite', voiceId, favorite);
    if (favorite) this.favorites.add(voiceId);
    else this.favorites.delete(voiceId);
    this.emit('favoriteChanged', { voiceId, favorite });
    return favorite;
  }

  async myVoices(): Promise<MyVoice[]> {
    this.record('myVoices');
    return this.opts.myVoices.map((v) => ({ ...v }));
  }

  /** Where a voice sits: as the user gave it, else measured for the fake library's own voices. */
  private pitchOf(voiceId: string): VoicePitch | null {
    const given = this.ranges.get(voiceId);
    if (given) return { range: { ...given }, source: 'user' };
    if (this.opts.myVoices.some((v) => v.id === voiceId)) return { range: { kind: 'hz', hz: FAKE_TRAINED_HZ }, source: 'training' };
    return null;
  }

  async voiceRange(voiceId: string): Promise<VoicePitch | null> {
    this.record('voiceRange', voiceId);
    return this.pitchOf(voiceId);
  }

  /** Keeps (or forgets) a voice's range; a pitch outside 20..2000 Hz is refused as the library refuses it. */
  async setVoiceRange(voiceId: string, range: VoiceRange | null): Promise<VoicePitch | null> {
    this.record('setVoiceRange', voiceId, range);
    if (range?.kind === 'hz' && !(range.hz >= VOICE_HZ.min && range.hz <= VOICE_HZ.max)) {
      throw new IpcError(ipcErrorData('invalid_value', `Dubdeck refused to store this: a voice's pitch of ${range.hz} Hz.`));
    }
    if (range) this.ranges.set(voiceId, { ...range });
    else this.ranges.delete(voiceId);
    return this.pitchOf(voiceId);
  }

  /** The shift for a file's vocal (see fakeVocalHz) and a voice: nothing without the voice's range. */
  async proposePitch(path: string, voiceId: string, step: ShiftStep): Promise<PitchAdvice> {
    this.record('proposePitch', path, voiceId, step);
    const known = this.pitchOf(voiceId);
    if (!known) return { kind: 'voice_unknown' };
    const probed = probeOf(path);
    if (probed.kind === 'refused') return { kind: 'vocal_unreadable', reason: probed.reason };
    const songHz = fakeVocalHz(path);
    if (songHz === null) return { kind: 'no_vocal_pitch' };
    return { kind: 'proposed', proposal: proposeShift(songHz, rangeHz(known.range), step) };
  }

  /** The settings as the shell answers them: the language spoken is the choice, or the system's. */
  private settingsNow(): Settings {
    const systemLocale = (this.systemTag ??= locale());
    return { ...this.currentSettings, systemLocale, locale: this.currentSettings.language ?? systemLocale };
  }

  async settings(): Promise<Settings> {
    this.record('settings');
    return this.settingsNow();
  }

  async setSetting(change: SettingChange): Promise<Settings> {
    this.record('setSetting', change);
    this.currentSettings = { ...this.currentSettings, [change.setting]: change.value };
    if (change.setting === 'creditsPage') {
      this.currentSettings.creditsPage = change.value ?? DEFAULT_SETTINGS.creditsPage;
      this.currentSettings.creditsPageIsDefault = change.value === null;
    }
    if (change.setting === 'updateEndpoint') {
      this.currentSettings.updateEndpoint = change.value ?? DEFAULT_SETTINGS.updateEndpoint;
      this.currentSettings.updateEndpointIsDefault = change.value === null;
    }
    this.emit('settingsChanged', { settings: this.settingsNow() });
    return this.settingsNow();
  }

  async resetSetting(name: SettingName): Promise<Settings> {
    this.record('resetSetting', name);
    this.currentSettings = { ...this.currentSettings, [name]: DEFAULT_SETTINGS[name] };
    if (name === 'outputDir') this.currentSettings.outputDirIsDefault = true;
    if (name === 'creditsPage') this.currentSettings.creditsPageIsDefault = true;
    if (name === 'updateEndpoint') this.currentSettings.updateEndpointIsDefault = true;
    this.emit('settingsChanged', { settings: this.settingsNow() });
    return this.settingsNow();
  }

  async chooseOutputDir(): Promise<Settings | null> {
    this.record('chooseOutputDir');
    this.currentSettings = { ...this.currentSettings, outputDir: '/home/user/Dubs', outputDirIsDefault: false };
    return this.settingsNow();
  }

  async jobCounts(): Promise<JobCounts> {
    this.record('jobCounts');
    return this.jobRows.length > 0 ? this.counts() : { ...this.opts.jobCounts };
  }

  private counts(): JobCounts {
    const count = (f: JobsQuery['filter']) => this.jobRows.filter((r) => inFilter(r, f)).length;
    return { active: count('active'), waiting: count('waiting'), failed: count('failed'), total: this.jobRows.length };
  }

  /** The fake library's rows, newest first. */
  get jobList(): JobRow[] {
    return this.jobRows.map((r) => ({ ...r }));
  }

  private find(id: string): JobRow {
    const row = this.jobRows.find((r) => r.id === id);
    if (!row) throw new IpcError(ipcErrorData('no_such_job', `there is no job ${id}`));
    return row;
  }

  /**
   * Changes a row as the engine would, and tells listeners (jobChanged, jobsChanged). A new state
   * brings the contract's meaning of it (status, step, actions) unless the patch gives them.
   */
  updateJob(id: string, patch: Partial<JobRow>): JobRow {
    const row = this.find(id);
    Object.assign(row, patch.state ? stageMeaning(patch.kind ?? row.kind, patch.state) : {}, patch);
    withMediaMeaning(row, patch);
    this.emit('jobChanged', { job: { ...row } });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return { ...row };
  }

  /** Adds a row as another front end would, and tells listeners. */
  addJob(row: JobRow): void {
    this.jobRows.unshift({ ...row });
    this.emit('jobChanged', { job: { ...row } });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
  }

  /** Bytes of a transfer moved. */
  progress(id: string, bytesDone: number, bytesTotal: number | null): void {
    this.emit('jobProgress', { id, bytesDone, bytesTotal });
  }

  /** A native drop on the window (positions in physical pixels). */
  drop(event: DropEvent): void {
    this.dropListeners.forEach((cb) => cb(event));
  }

  async probeInputs(paths: string[]): Promise<ProbedInput[]> {
    this.record('probeInputs', paths);
    return paths.map(probeOf);
  }

  async pickMediaFiles(): Promise<ProbedInput[]> {
    this.record('pickMediaFiles');
    return this.picked.map(probeOf);
  }

  // ---- Batches within a budget ----------------------------------------------------------------

  /** Folders the fake holds, by path: a dropped or picked one expands to its media files. */
  folders: Record<string, { files: string[]; notMedia: number }> = {};
  /** What pickMediaFolder() and pickWatchFolder() return (as if the user chose it); null cancels. */
  pickedFolder: string | null = null;
  /** The charges the spend report is made of (the ledger's `spend`): local day, kind, voice, credits. */
  charges: { day: string; kind: JobKind; voiceId: string | null; voiceName: string; credits: number }[] = [];
  /** The month the fake's budget counts (`YYYY-MM`); the charges of other months are history. */
  month = '2026-11';
  /** Where exportSpendCsv() writes (as if the user chose it); null cancels. */
  csvPath: string | null = '/home/user/Documents/Dubdeck spend.csv';
  private watchList: WatchFolder[] = [];

  private expand(paths: string[]): ProbedBatch {
    let folders = 0;
    let notMedia = 0;
    const files: string[] = [];
    for (const path of paths) {
      const folder = this.folders[path];
      if (folder) {
        folders += 1;
        notMedia += folder.notMedia;
        files.push(...folder.files);
      } else {
        files.push(path);
      }
    }
    return { inputs: files.map(probeOf), folders, notMedia };
  }

  async probeBatch(paths: string[]): Promise<ProbedBatch> {
    this.record('probeBatch', paths);
    return this.expand(paths);
  }

  async pickMediaFolder(): Promise<ProbedBatch | null> {
    this.record('pickMediaFolder');
    return this.pickedFolder === null ? null : this.expand([this.pickedFolder]);
  }

  async budgetStatus(): Promise<BudgetStatus> {
    this.record('budgetStatus');
    return this.budgetNow();
  }

  private budgetNow(): BudgetStatus {
    const budget = this.currentSettings.monthlyBudget;
    const spent = this.charges.filter((c) => c.day.startsWith(this.month)).reduce((sum, c) => sum + c.credits, 0);
    return { budget, spentThisMonth: spent, reserved: 0, left: budget === null ? null : budget - spent, month: this.month };
  }

  async spendReport(by: SpendBy, since: string | null): Promise<SpendReport> {
    this.record('spendReport', by, since);
    const charges = this.charges.filter((c) => since === null || c.day >= since).sort((a, b) => a.day.localeCompare(b.day));
    const rows: SpendRow[] = [];
    const add = (key: string, label: string, c: (typeof charges)[number]) => {
      let row = rows.find((r) => r.key === key);
      if (!row) {
        row = { key, label, dubs: 0, trainings: 0, total: 0, jobs: 0 };
        rows.push(row);
      }
      if (c.kind === 'dub') row.dubs += c.credits;
      else row.trainings += c.credits;
      row.total += c.credits;
      row.jobs += 1;
    };
    // As the shell does: every period from `since` (or the first charge) to today, empty ones too.
    if (by === 'day' || by === 'week' || by === 'month') {
      const first = since ?? charges[0]?.day ?? null;
      if (first !== null) {
        for (const key of periodsBetween(first, localToday(), by)) rows.push({ key, label: '', dubs: 0, trainings: 0, total: 0, jobs: 0 });
      }
    }
    for (const c of charges) {
      if (by === 'voice') add(c.voiceId ?? c.voiceName, c.voiceName, c);
      else if (by === 'kind') add(c.kind, '', c);
      else add(periodStart(c.day, by), '', c);
    }
    if (by === 'voice' || by === 'kind') rows.sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
    const dubs = charges.filter((c) => c.kind === 'dub').reduce((sum, c) => sum + c.credits, 0);
    const trainings = charges.filter((c) => c.kind === 'training').reduce((sum, c) => sum + c.credits, 0);
    return { by, since, rows, dubs, trainings, total: dubs + trainings, budget: this.budgetNow() };
  }

  async exportSpendCsv(by: SpendBy, since: string | null): Promise<string | null> {
    this.record('exportSpendCsv', by, since);
    return this.csvPath;
  }

  async watchFolders(): Promise<WatchFolder[]> {
    this.record('watchFolders');
    return this.watchList.map((w) => ({ ...w }));
  }

  async pickWatchFolder(): Promise<string | null> {
    this.record('pickWatchFolder');
    return this.pickedFolder;
  }

  /** What pickDubsFolder() returns (as if the user chose it); null cancels. */
  pickedDubsFolder: string | null = null;

  async pickDubsFolder(start: string): Promise<string | null> {
    this.record('pickDubsFolder', start);
    return this.pickedDubsFolder;
  }

  async putWatchFolder(request: WatchRequest): Promise<WatchFolder> {
    this.record('putWatchFolder', request);
    const known = this.watchList.find((w) => w.path === request.path);
    const watch: WatchFolder = known
      ? { ...known, settings: request.settings, enabled: true }
      : { id: `w${this.watchList.length + 1}`, path: request.path, enabled: true, settings: request.settings, createdAt: '2026-11-23T12:00:00Z' };
    this.watchList = known ? this.watchList.map((w) => (w.id === watch.id ? watch : w)) : [...this.watchList, watch];
    return { ...watch };
  }

  async enableWatchFolder(id: string, enabled: boolean): Promise<null> {
    this.record('enableWatchFolder', id, enabled);
    this.watchList = this.watchList.map((w) => (w.id === id ? { ...w, enabled } : w));
    return null;
  }

  async removeWatchFolder(id: string): Promise<null> {
    this.record('removeWatchFolder', id);
    this.watchList = this.watchList.filter((w) => w.id !== id);
    return null;
  }

  async startDubs(request: StartDubs): Promise<JobRow[]> {
    this.record('startDubs', request);
    // The voices: the sheet's, then those it compares with (each input auditioned with each).
    const voices = [{ voiceId: request.voiceId, voiceName: request.voiceName }, ...(request.compareWith ?? [])];
    const instrumental = request.instrumental ?? null;
    const batchId = batchOf(request, this.nextJob);
    const rows = request.inputs.flatMap((input) => {
      const probed = input.kind === 'file' ? probeOf(input.path) : null;
      const ready = probed?.kind === 'ready' ? probed : null;
      // An audition dubs a stretch of a file (the shell refuses one of a link: a test says so).
      const excerpt = request.audition && ready ? excerptOf(ready.durationMs, request.audition) : null;
      const groupId = voices.length > 1 ? `group-${this.nextJob}` : null;
      return voices.map((voice) => {
        const row = makeJobRow({
          id: `dub:fake-${this.nextJob++}`,
          state: 'created',
          title: probed ? probed.name : input.kind === 'link' ? input.url : '',
          isLink: input.kind === 'link',
          voiceId: voice.voiceId,
          voiceName: voice.voiceName,
          durationMs: excerpt ? excerpt.durationMs : (ready?.durationMs ?? null),
          format: ready?.format ?? null,
          pitchShift: request.pitchShift,
          // A vocal stem paired with its instrumental is sent unseparated.
          separate: instrumental ? false : request.separate,
          excerpt,
          groupId,
          key: instrumental ? (request.key ?? 0) : null,
          stems: instrumental
            ? { vocal: null, instrumental: `/library/stems/${this.nextJob}.wav`, instrumentalName: instrumental.split('/').pop() ?? instrumental }
            : null,
          videoInput: ready?.video ?? false,
          inputBytes: ready?.sizeBytes ?? null,
          inputKey: `input:${input.kind === 'file' ? input.path : input.url}`,
          batchId,
        });
        this.jobRows.unshift(row);
        return { ...row };
      });
    });
    this.presets.set(request.voiceId, { pitchShift: request.pitchShift, separate: request.separate });
    this.last = { id: request.voiceId, name: request.voiceName, avatar: null, custom: false, lastUsedAt: '2026-11-23T12:00:00Z' };
    rows.forEach((job) => this.emit('jobChanged', { job }));
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return rows;
  }

  /** Files waiting to be opened (as if Dubdeck was started with them); see openFiles(). */
  opened: string[] = [];

  /** As a second start of Dubdeck with files would: queued, and announced. */
  openFiles(paths: string[]): void {
    this.opened.push(...paths);
    this.emit('filesOpened', { paths });
  }

  async takeOpenedFiles(): Promise<ProbedInput[]> {
    this.record('takeOpenedFiles');
    const paths = this.opened;
    this.opened = [];
    return paths.map(probeOf);
  }

  async voicePreset(voiceId: string): Promise<VoicePreset> {
    this.record('voicePreset', voiceId);
    const p = this.presets.get(voiceId) ?? { pitchShift: 0, separate: true };
    return { voiceId, ...p, lastUsedAt: null };
  }

  async lastVoice(): Promise<VoiceChoice | null> {
    this.record('lastVoice');
    return this.last ? { ...this.last } : null;
  }

  async recentVoices(limit: number): Promise<VoiceChoice[]> {
    this.record('recentVoices', limit);
    return this.last ? [{ ...this.last }] : [];
  }

  private matching(query: JobsQuery): JobRow[] {
    const search = query.search?.trim().toLowerCase() ?? '';
    return this.jobRows
      .filter((r) => inFilter(r, query.filter))
      .filter((r) => !search || r.title.toLowerCase().includes(search) || (r.voiceName ?? '').toLowerCase().includes(search))
      .filter((r) => !query.group || groupKey(r, query.group.by) === query.group.key);
  }

  async jobs(query: JobsQuery): Promise<JobsPage> {
    this.record('jobs', query);
    const all = this.matching(query);
    const limit = query.limit || 50;
    return { jobs: all.slice(query.offset, query.offset + limit).map((r) => ({ ...r })), total: all.length };
  }

  async jobGroups(query: JobsQuery, by: JobGrouping): Promise<JobGroupRow[]> {
    this.record('jobGroups', query, by);
    const groups = new Map<string, JobGroupRow>();
    for (const r of this.matching({ ...query, group: null })) {
      const key = groupKey(r, by);
      const label = by === 'voice' ? (r.voiceName ?? r.title) : r.title;
      const g = groups.get(key);
      if (g) g.count += 1;
      else groups.set(key, { key, label, count: 1, latestAt: r.updatedAt });
    }
    return [...groups.values()];
  }

  /** The row, when the shell's actions of it allow this one; else the shell's refusal. */
  private allowed(id: string, action: keyof JobRow['actions'], words: string): JobRow {
    const row = this.find(id);
    if (!row.actions[action]) {
      throw new IpcError(ipcErrorData('wrong_state', `the job is ${row.state}, so it cannot be ${words}`));
    }
    return row;
  }

  async approveJob(id: string): Promise<JobRow> {
    this.record('approveJob', id);
    this.allowed(id, 'approve', 'approved');
    return this.updateJob(id, { state: 'generating', approval: 'approved' });
  }

  async discardJob(id: string): Promise<JobRow> {
    this.record('discardJob', id);
    this.allowed(id, 'discard', 'discarded');
    return this.updateJob(id, { state: 'canceled' });
  }

  async retryJob(id: string): Promise<JobRow> {
    this.record('retryJob', id);
    const row = this.allowed(id, 'retry', 'retried');
    // Where the engine takes it: a job waiting for credits generates, a failed one starts again.
    return this.updateJob(id, { state: row.status === 'credits' ? 'generating' : 'created', failure: null });
  }

  async removeJob(id: string, deleteResult: boolean): Promise<null> {
    this.record('removeJob', id, deleteResult);
    this.allowed(id, 'remove', 'removed');
    this.jobRows = this.jobRows.filter((r) => r.id !== id);
    this.emit('jobRemoved', { id });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return null;
  }

  async dubAgain(id: string, voiceId: string, voiceName: string, whole: boolean): Promise<JobRow> {
    this.record('dubAgain', id, voiceId, voiceName, whole);
    const earlier = this.allowed(id, 'dubAgain', 'dubbed again');
    // An audition's new dub auditions the same stretch; dubbed whole, it is as long as its input.
    const excerpt = whole ? null : earlier.excerpt;
    const durationMs = earlier.excerpt && !excerpt ? (inputOf(earlier)?.durationMs ?? earlier.durationMs) : earlier.durationMs;
    const row = withMediaMeaning(makeJobRow({
      ...earlier,
      id: `dub:fake-${this.nextJob++}`,
      state: 'created',
      ...stageMeaning(earlier.kind, 'created'),
      voiceId,
      voiceName,
      durationMs,
      outputPath: null,
      videoPath: null,
      videoError: null,
      excerpt,
      // A dub made again is a job of its own, in no comparison (as the shell makes it).
      groupId: null,
      uploadBytes: null,
      bytesDone: 0,
      bytesTotal: null,
      failure: null,
      notice: null,
      creditsUsed: null,
      requiredCredits: null,
    }));
    this.addJob(row);
    return { ...row };
  }

  /** A done dub's result file, or the shell's refusal. */
  private result(id: string): JobRow & { outputPath: string } {
    const row = this.find(id);
    if (!row.actions.openResult || !row.outputPath) throw new IpcError(ipcErrorData('no_result', 'the dub is not finished yet'));
    return row as JobRow & { outputPath: string };
  }

  /** Crash reports of earlier runs with their texts (a test may add some). */
  crashes: FakeCrash[];
  /** What diagnostics() answers (a test may change it). */
  diagnosticsText: string;

  async aboutApp(): Promise<AboutApp> {
    this.record('aboutApp');
    return { version: '0.1.0', build: 'x86_64-linux (release)', logDir: '/home/ana/.local/share/dubdeck/logs' };
  }

  async diagnostics(): Promise<string> {
    this.record('diagnostics');
    return this.diagnosticsText;
  }

  async reportProblem(): Promise<null> {
    this.record('reportProblem');
    return null;
  }

  async crashReports(): Promise<CrashReport[]> {
    this.record('crashReports');
    return this.crashes.map((c) => ({ ...c.report })).sort((a, b) => b.writtenAt - a.writtenAt);
  }

  async crashReport(name: string): Promise<string> {
    this.record('crashReport', name);
    const found = this.crashes.find((c) => c.report.name === name);
    if (!found) throw new IpcError(ipcErrorData('internal', `there is no crash report named ${name}`));
    return found.text;
  }

  async dismissCrashReport(name: string): Promise<null> {
    this.record('dismissCrashReport', name);
    const found = this.crashes.find((c) => c.report.name === name);
    if (!found) throw new IpcError(ipcErrorData('internal', `there is no crash report named ${name}`));
    found.report.seen = true;
    return null;
  }

  async openCreditsPage(): Promise<null> {
    this.record('openCreditsPage');
    return null;
  }

  async openResult(id: string, file: ResultFile): Promise<null> {
    this.record('openResult', id, file);
    this.resultFile(id, file);
    return null;
  }

  async showResult(id: string, file: ResultFile): Promise<null> {
    this.record('showResult', id, file);
    this.resultFile(id, file);
    return null;
  }

  /** A done dub's audio or video file, or the shell's refusal. */
  private resultFile(id: string, file: ResultFile): string {
    const row = this.result(id);
    if (file === 'audio') return row.outputPath;
    if (file === 'mix') {
      if (!row.mixPath) throw new IpcError(ipcErrorData('no_result', 'the job has no such result file'));
      return row.mixPath;
    }
    if (!row.actions.openVideo || !row.videoPath) throw new IpcError(ipcErrorData('no_result', 'the job has no such result file'));
    return row.videoPath;
  }

  async jobMedia(id: string): Promise<JobMedia> {
    this.record('jobMedia', id);
    const row = this.result(id);
    const original: MediaTrack = row.isLink ? { kind: 'link', url: row.title } : { kind: 'ready', url: `http://127.0.0.1:1/media/original-${id}/${row.title}`, name: row.title };
    const name = row.outputPath.split('/').pop() ?? row.outputPath;
    const video: MediaTrack | null = row.actions.openVideo && row.videoPath
      ? { kind: 'ready', url: `http://127.0.0.1:1/media/video-${id}/${row.videoPath.split('/').pop()}`, name: row.videoPath.split('/').pop() ?? row.videoPath }
      : null;
    const kept = row.stems?.instrumental ?? null;
    const instrumental: MediaTrack | null = kept
      ? { kind: 'ready', url: `http://127.0.0.1:1/media/instrumental-${id}/${kept.split('/').pop()}`, name: row.stems?.instrumentalName ?? '' }
      : null;
    return {
      original,
      dub: { kind: 'ready', url: `http://127.0.0.1:1/media/dub-${id}/${name}`, name },
      video,
      instrumental,
      excerptStartMs: row.excerpt?.startMs ?? null,
    };
  }

  /** Mixes of done covers made so far, by job: what "Export mix" wrote, as the shell names them. */
  mixes = new Map<string, string[]>();

  async remixJob(id: string, mix: MixSettings, instrumental: string | null): Promise<JobRow> {
    this.record('remixJob', id, mix, instrumental);
    const row = this.jobRows.find((r) => r.id === id);
    if (!row) throw new IpcError(ipcErrorData('no_such_job', 'no such job'));
    const levels = [mix.vocalGainDb, mix.instrumentalGainDb];
    if (levels.some((db) => db < -24 || db > 12)) {
      throw new IpcError(ipcErrorData('input_refused', 'a level out of range', { reason: 'gain_out_of_range', value: String(levels.find((db) => db < -24 || db > 12)) }));
    }
    if (row.state !== 'done' || !(row.stems || instrumental)) {
      throw new IpcError(ipcErrorData('mix_failed', 'not a done cover', { mix: 'stem_missing' }));
    }
    // Named after the song, as the engine names it: a new file beside the earlier ones.
    const made = this.mixes.get(id) ?? [];
    const song = row.title.replace(/\.[^.]+$/, '').replace(/[\s_.-]*[([]?(vocals?|acapella)[)\]]?/i, '');
    const extension = mix.format === 'wav24' || !mix.format ? 'wav' : mix.format;
    const path = `/home/user/Music/Dubdeck/${song} (${row.voiceName})${made.length ? ` (${made.length + 1})` : ''}.${extension}`;
    this.mixes.set(id, [...made, path]);
    const stems = row.stems ?? { vocal: row.outputPath, instrumental: `/library/stems/${id}.wav`, instrumentalName: (instrumental ?? '').split('/').pop() ?? '' };
    return this.updateJob(id, { mix, mixPath: path, mixError: null, stems, key: row.key ?? 0 });
  }

  async approveComparison(group: string): Promise<JobRow[]> {
    this.record('approveComparison', group);
    const members = this.jobRows.filter((r) => r.groupId === group);
    if (members.length === 0) throw new IpcError(ipcErrorData('invalid_value', 'no such comparison', { value: group }));
    return members.map((r) => (r.actions.approve ? this.updateJob(r.id, { state: 'generating', approval: 'approved' }) : { ...r }));
  }

  /** ffmpeg's presence as the shell reports it; set `media` (or the option) to try its absence. */
  media: MediaStatus = { kind: 'ready', version: '5.1.9', keyChange: true };

  async mediaStatus(): Promise<MediaStatus> {
    this.record('mediaStatus');
    return this.media;
  }

  async inputWaveform(path: string, bars: number): Promise<InputWaveform> {
    this.record('inputWaveform', path, bars);
    if (this.media.kind === 'missing') throw new IpcError(ipcErrorData('media_tool_missing', 'ffmpeg cannot be used', { tool: this.media.tool }));
    const probed = probeOf(path);
    if (probed.kind !== 'ready') throw new IpcError(ipcErrorData('media_failed', 'ffmpeg cannot read it', { value: path }));
    const durationMs = probed.durationMs;
    // A quiet file with one loud stretch (see loudestOf).
    const loudest = loudestOf(durationMs);
    const n = Math.max(1, Math.min(4096, bars));
    const waveBars = Array.from({ length: n }, (_, i) => {
      const at = ((i + 0.5) / n) * durationMs;
      return at >= loudest.startMs && at < loudest.startMs + loudest.durationMs ? 220 : 40;
    });
    return { durationMs, bars: waveBars, loudest, auditionMs: AUDITION_MS };
  }

  async mediaPeaks(id: string, side: MediaSide, bars: number): Promise<WavePeaks> {
    this.record('mediaPeaks', id, side, bars);
    const row = this.result(id);
    if (side === 'original' && row.isLink) throw new IpcError(ipcErrorData('no_result', 'the original is a link, not a file'));
    const n = Math.max(1, Math.min(4096, bars));
    // An audition's original is its whole input; its dub is the stretch.
    const whole = side === 'original' && row.excerpt ? inputOf(row)?.durationMs : undefined;
    return { durationMs: whole ?? row.durationMs ?? 185_000, bars: fakePeaks(n, side === 'dub' ? 2 : 1) };
  }

  async checkTrainingFiles(paths: string[], maxMinutes: number | null): Promise<TrainingCheck> {
    this.record('checkTrainingFiles', paths, maxMinutes);
    return trainingCheckOf(paths, maxMinutes);
  }

  async checkRecordings(paths: string[], kept: boolean[]): Promise<RecordingsQuality> {
    this.record('checkRecordings', paths, kept);
    return recordingsCheckOf(paths, kept);
  }

  async pickTrainingFiles(): Promise<string[]> {
    this.record('pickTrainingFiles');
    return [...this.picked];
  }

  async startTraining(request: StartTraining): Promise<JobRow> {
    this.record('startTraining', request);
    const name = request.name.trim();
    const row = makeJobRow({
      id: `training:fake-${this.nextJob++}`,
      kind: 'training',
      state: 'created',
      title: name,
      voiceId: null,
      voiceName: name,
      durationMs: null,
      format: null,
    });
    this.jobRows.unshift(row);
    this.emit('jobChanged', { job: { ...row } });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return { ...row };
  }

  // ---- Recording takes -------------------------------------------------------------------------

  async inputDevices(): Promise<InputDevice[]> {
    this.record('inputDevices');
    return this.devices.map((d) => ({ ...d }));
  }

  /** The saved takes; the interrupted ones are told once (not while a take is being recorded). */
  async takes(): Promise<Takes> {
    this.record('takes');
    const recovered = this.recording ? [] : this.recoveredNames;
    if (!this.recording) this.recoveredNames = [];
    return { takes: this.takeList.map((t) => ({ ...t })), recovered };
  }

  /** The saved takes now (for tests). */
  get takeFiles(): Take[] {
    return this.takeList.map((t) => ({ ...t }));
  }

  /** The name of the take being recorded, or null. */
  get recordingTake(): string | null {
    return this.recording && !this.recording.ended ? this.recording.name : null;
  }

  async startTake(device: string | null): Promise<TakeStarted> {
    this.record('startTake', device);
    // A take that ended by itself is collected by the next start, as the shell does.
    if (this.recording?.ended) this.recording = null;
    if (this.recording) throw new IpcError(ipcErrorData('recording_in_progress', 'a take is being recorded already'));
    const chosen = device === null ? this.devices.find((d) => d.isDefault) : this.devices.find((d) => d.id === device);
    if (!chosen) {
      throw new IpcError(
        device === null ? ipcErrorData('no_input_device', 'no input device is connected') : ipcErrorData('input_device_gone', `${device} is not connected`),
      );
    }
    const highest = Math.max(0, ...this.takeList.map((t) => takeNumber(t.name) ?? 0));
    const rec: FakeRecording = { name: `Take ${highest + 1}.wav`, device: { ...chosen }, startedAt: Date.now(), timer: null, clippedSamples: 0, ended: null };
    this.recording = rec;
    if (this.levelEveryMs > 0) rec.timer = setInterval(() => this.level(), this.levelEveryMs);
    return { name: rec.name, device: { ...chosen } };
  }

  /** Sends a level of the take being recorded now (as the timer does); a test may set its figures. */
  level(patch: Partial<Level> = {}): void {
    const rec = this.recording;
    if (!rec || rec.ended) return;
    const level = { ...fakeLevel((Date.now() - rec.startedAt) / 1000), ...patch };
    if (level.clipped) rec.clippedSamples += 441;
    this.emit('takeLevel', { level });
  }

  /** The take being recorded reaches full scale: a clipped level now, and the take is a clipped recording. */
  clipTake(): void {
    this.level({ peakDb: 0, rmsDb: -4, clipped: true });
  }

  /**
   * The next take to end (the one being recorded, else the next one started) lost this many
   * samples because the computer could not keep up; takes after it lose none.
   */
  dropSamples(samples: number): void {
    this.nextDroppedSamples = samples;
  }

  /**
   * The take being recorded ends by itself (its microphone unplugged, the disk full): what was
   * recorded is kept and takeEnded says so; stopTake or the next startTake collects it.
   */
  endTake(end: Exclude<TakeEnd, { kind: 'stopped' }> = { kind: 'device_lost', why: 'disconnected', detail: null }): TakeDone {
    const rec = this.recording;
    if (!rec || rec.ended) throw new Error('the fake records no take');
    rec.ended = this.finish(rec, end);
    this.emit('takeEnded', { done: copy(rec.ended) });
    return copy(rec.ended);
  }

  /** Saves the take being recorded as it is now. */
  private finish(rec: FakeRecording, end: TakeEnd): TakeDone {
    if (rec.timer) clearInterval(rec.timer);
    rec.timer = null;
    const take: Take = { ...fakeTake(takeNumber(rec.name) ?? 0, round2((Date.now() - rec.startedAt) / 1000)) };
    this.takeList.push(take);
    TAKE_RECORDINGS.set(take.path, rec.clippedSamples > 0 ? 'speech_clipped' : 'speech');
    const droppedSamples = this.nextDroppedSamples;
    this.nextDroppedSamples = 0;
    return { take, end, clippedSamples: rec.clippedSamples, droppedSamples, sampleRate: this.sampleRate };
  }

  async stopTake(): Promise<TakeDone> {
    this.record('stopTake');
    const rec = this.recording;
    if (!rec) throw new IpcError(ipcErrorData('not_recording', 'no take is being recorded'));
    this.recording = null;
    return copy(rec.ended ?? this.finish(rec, { kind: 'stopped' }));
  }

  /** A saved take by its file name, or the shell's refusal. */
  private takeNamed(name: string): Take {
    if (takeNumber(name) === null) throw new IpcError(ipcErrorData('invalid_value', `"${name}" is not a take`));
    if (this.recordingTake === name) throw new IpcError(ipcErrorData('recording_in_progress', `${name} is being recorded`));
    const take = this.takeList.find((t) => t.name === name);
    if (!take) throw new IpcError(ipcErrorData('take_failed', `${name} is not in the takes folder any more`, { io: 'not_found', value: name }));
    return take;
  }

  /** Cuts 0.8 s (at most a quarter) from the start and 0.5 s from the end, once; then nothing is left to cut. */
  async trimTake(name: string): Promise<Trimmed> {
    this.record('trimTake', name);
    const take = this.takeNamed(name);
    if (this.trimmedTakes.has(name)) return { startSeconds: 0, endSeconds: 0, seconds: take.seconds };
    const startSeconds = round2(Math.min(0.8, take.seconds / 4));
    const endSeconds = round2(Math.min(0.5, take.seconds / 4));
    take.seconds = round2(take.seconds - startSeconds - endSeconds);
    this.trimmedTakes.add(name);
    return { startSeconds, endSeconds, seconds: take.seconds };
  }

  async deleteTake(name: string): Promise<null> {
    this.record('deleteTake', name);
    const take = this.takeNamed(name);
    this.takeList = this.takeList.filter((t) => t !== take);
    this.trimmedTakes.delete(name);
    // Its file is gone: a check of its path now finds nothing there.
    TAKE_RECORDINGS.set(take.path, 'missing');
    return null;
  }

  async takeMedia(name: string): Promise<string> {
    this.record('takeMedia', name);
    this.takeNamed(name);
    return `http://127.0.0.1:1/media/takes/${encodeURIComponent(name)}`;
  }

  // ---- Updates ---------------------------------------------------------------------------------

  /** What checkForUpdate() finds now (see FakeOptions.update); a test may change it. */
  update: UpdateStatus | IpcErrorData = { status: 'up_to_date', offered: FAKE_VERSION };
  /** The release the last check (or the quiet check at start) found: what installUpdate() installs. */
  private foundUpdate: UpdateOffer | null = null;
  /** An install is under way (asked, and not failed). */
  private installing = false;
  private installTimers: ReturnType<typeof setTimeout>[] = [];

  async checkForUpdate(): Promise<UpdateCheck> {
    this.record('checkForUpdate');
    const found = this.update;
    if ('code' in found) throw new IpcError(copy(found));
    this.foundUpdate = found.status === 'available' ? copy(found.offer) : null;
    return { current: FAKE_VERSION, status: copy(found) };
  }

  /**
   * As the shell does: refused with update_not_offered when no check found a release; asked again
   * while one is under way, nothing more happens. Its stages come as updateProgress (see
   * FakeOptions.install, or updateProgress() from a test).
   */
  async installUpdate(): Promise<null> {
    this.record('installUpdate');
    if (!this.foundUpdate) throw new IpcError(ipcErrorData('update_not_offered', 'no release was found to install: check first'));
    if (this.installing) return null;
    this.installing = true;
    const plan = this.installPlan;
    if (plan) {
      plan.stages.forEach((stage, i) => {
        this.installTimers.push(setTimeout(() => this.updateProgress(stage), plan.everyMs * (i + 1)));
      });
    }
    return null;
  }

  /** How installUpdate() plays out (FakeOptions.install). */
  installPlan: { stages: UpdateStage[]; everyMs: number } | null = null;

  /** The quiet check at start found `offer`: updateFound, and installUpdate() may install it. */
  updateFound(offer: UpdateOffer = FAKE_OFFER): void {
    this.foundUpdate = copy(offer);
    this.emit('updateFound', { offer: copy(offer) });
  }

  /** The install under way reached `stage` (updateProgress); a failure ends it, as in the shell. */
  updateProgress(stage: UpdateStage): void {
    if (stage.stage === 'failed') {
      this.installing = false;
      this.installTimers.forEach(clearTimeout);
      this.installTimers = [];
    }
    this.emit('updateProgress', { version: this.foundUpdate?.version ?? FAKE_OFFER.version, stage: copy(stage) });
  }

  async onDrop(cb: (event: DropEvent) => void): Promise<Unlisten> {
    this.dropListeners.add(cb);
    return () => this.dropListeners.delete(cb);
  }

  async listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten> {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const handler = cb as (p: unknown) => void;
    set.add(handler);
    return () => set.delete(handler);
  }
}

/** A library with a job in every state, for `vite dev` (?jobs) and screenshots. */
export function sampleJobs(now: number = Date.now()): JobRow[] {
  const at = (ms: number) => new Date(now + ms).toISOString();
  return [
    makeJobRow({ id: 'dub:s1', title: 'Midnight City (live).mp3', voiceName: 'Aria Stone 1', state: 'uploading', bytesDone: 3_400_000, bytesTotal: 7_900_000, createdAt: at(-20_000) }),
    makeJobRow({
      id: 'dub:s9',
      title: 'Summer single.mp3',
      voiceName: 'Iris Stone 9',
      voiceId: 'v0009',
      state: 'generating',
      durationMs: 30_000,
      excerpt: { startMs: 70_000, durationMs: 30_000 },
      inputKey: 'input:/home/user/Music/Summer single.mp3',
      inputBytes: 7_400_000,
      uploadBytes: 1_200_000,
      stateSince: at(-15_000),
    }),
    makeJobRow({
      id: 'dub:s10',
      title: 'Holiday clip.mp4',
      format: 'mp4/aac',
      durationMs: 96_000,
      voiceName: 'Jonah Stone 10',
      voiceId: 'v0010',
      state: 'downloading',
      videoInput: true,
      inputBytes: 412_000_000,
      uploadBytes: 3_100_000,
      bytesDone: 1_500_000,
      bytesTotal: 1_500_000,
      outputPath: '/home/user/Music/Dubdeck/Holiday clip (Jonah Stone 10).wav',
      videoPath: '/home/user/Music/Dubdeck/Holiday clip (Jonah Stone 10).mp4',
    }),
    makeJobRow({ id: 'dub:s2', title: 'Podcast intro.wav', voiceName: 'Blake Stone 2', voiceId: 'v0002', state: 'preprocessing', format: 'wav/pcm_s16le', durationMs: 64_000, stateSince: at(-42_000) }),
    makeJobRow({
      id: 'dub:s3',
      title: 'https://example.com/clips/teaser.mp4',
      isLink: true,
      durationMs: null,
      format: null,
      voiceName: 'Cleo Stone 3',
      voiceId: 'v0003',
      state: 'processing',
      notice: { code: 'rate_limited', until: at(12_000) },
    }),
    makeJobRow({ id: 'dub:s4', title: 'Wedding toast.m4a', format: 'm4a/aac', durationMs: 238_000, voiceName: 'Dario Stone 4', voiceId: 'v0004', state: 'awaiting_approval', requiredCredits: 40 }),
    makeJobRow({
      id: 'dub:s5',
      title: 'Anthem demo.flac',
      format: 'flac/flac',
      voiceName: 'Esme Stone 5',
      voiceId: 'v0005',
      state: 'waiting_credits',
      requiredCredits: 40,
      failure: jobFailure('not_enough_credits', { needed: 40, balance: 25 }),
    }),
    makeJobRow({
      id: 'dub:s6',
      title: 'Summer single.mp3',
      voiceName: 'Felix Stone 6',
      voiceId: 'v0006',
      state: 'done',
      approval: 'auto',
      creditsUsed: 40,
      outputPath: '/home/user/Music/Dubdeck/Summer single (Felix Stone 6).mp3',
    }),
    makeJobRow({
      id: 'dub:s11',
      title: 'Summer single.mp3',
      voiceName: 'Kira Stone 11',
      voiceId: 'v0011',
      state: 'done',
      approval: 'auto',
      creditsUsed: 10,
      durationMs: 30_000,
      excerpt: { startMs: 70_000, durationMs: 30_000 },
      inputKey: 'input:/home/user/Music/Summer single.mp3',
      inputBytes: 7_400_000,
      uploadBytes: 1_200_000,
      outputPath: '/home/user/Music/Dubdeck/Summer single (Kira Stone 11, audition 1m10s).mp3',
    }),
    makeJobRow({
      id: 'dub:s12',
      title: 'Road trip clip.mov',
      format: 'mov/aac',
      durationMs: 48_000,
      voiceName: 'Leo Stone 12',
      voiceId: 'v0012',
      state: 'done',
      approval: 'auto',
      creditsUsed: 10,
      videoInput: true,
      inputBytes: 96_000_000,
      uploadBytes: 780_000,
      outputPath: '/home/user/Music/Dubdeck/Road trip clip (Leo Stone 12).wav',
      videoPath: '/home/user/Music/Dubdeck/Road trip clip (Leo Stone 12).mov',
    }),
    makeJobRow({
      id: 'dub:s13',
      title: 'Launch teaser clip.mkv',
      format: 'mkv/opus',
      durationMs: 35_000,
      voiceName: 'Aria Stone 13',
      voiceId: 'v0013',
      state: 'done',
      approval: 'auto',
      creditsUsed: 10,
      videoInput: true,
      inputBytes: 54_000_000,
      uploadBytes: 560_000,
      outputPath: '/home/user/Music/Dubdeck/Launch teaser clip (Aria Stone 13).wav',
      videoError: { step: 'place', io: 'storage_full', tool: null, detail: 'No space left on device (os error 28)' },
    }),
    makeJobRow({
      id: 'dub:s7',
      title: 'Voice memo 12.ogg',
      format: 'ogg/vorbis',
      durationMs: 31_000,
      voiceName: 'Gia Stone 7',
      voiceId: 'v0007',
      state: 'failed',
      step: 'preprocess',
      failure: jobFailure('remote_failed', { stage: 'preprocessing' }),
    }),
    makeJobRow({
      id: 'training:s8',
      kind: 'training',
      title: 'My studio voice',
      voiceName: 'My studio voice',
      voiceId: null,
      durationMs: null,
      format: null,
      state: 'training',
      stateSince: at(-185_000),
    }),
  ];
}
