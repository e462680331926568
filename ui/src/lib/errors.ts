// The words for every error the shell can send: what happened, why, and what to do.
// The shell sends stable codes with params; only this module turns them into sentences, from the
// messages of `locales/<language>/errors.ftl`. Every table here is typed over the contract's union
// (ErrorCode, RefusalReason, KeychainProblem, FailureCode, Notice): a code added in Rust without
// words here fails `npm run check` (see words.check.ts). Every function formats its words when it
// is called, in the language the page speaks then: call it where the words are drawn.
import { IpcError, ipcErrorData, type IpcErrorData } from './backend/backend';
import {
  type ErrorCode,
  type Excerpt,
  type FailureCode,
  type FileQuality,
  type Finding,
  type JobFailure,
  type JobRow,
  type KeychainProblem,
  type MediaSide,
  type Notice,
  type RefusalReason,
  type SetQuality,
  type Take,
  type TakeDone,
  type ToolMissing,
  type TrainingWarning,
  type Trimmed,
  type Verdict,
} from './bindings';
import { formatClock, formatDuration, formatNumber, formatSize, formatTime } from './format';
import { LIMITS } from './contract';
import { t } from './i18n/index.svelte';

/**
 * The end of an exhaustive switch: `value` is `never` for `tsc` (a new member of the union fails
 * the check), and the fallback words stand at run time should an unknown value come anyway.
 */
function unknownValue(value: never, fallback: string): string {
  void value;
  return fallback;
}

/** A neutral message as a parenthesis (" (disk full)", as the language writes it), or nothing when it is empty. */
function detail(message: string | null | undefined): string {
  const m = (message ?? '').trim();
  return m ? t('error-detail', { detail: m }) : '';
}

/** The `$named` of a message: whether it names the file (or link, or address), or says "this file". */
function named(name: string | null | undefined): 'yes' | 'no' {
  return name ? 'yes' : 'no';
}

/** The last part of a path (either separator), or the text itself. */
export function baseName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return cut >= 0 ? trimmed.slice(cut + 1) : trimmed;
}

/**
 * The https:// form of a plain http address, when it has no port of its own (a port set for http
 * says nothing of the https one); else null.
 */
function httpsOf(value: string | null): string | null {
  const m = value ? /^http:\/\/([^/:?#\s]+)(\/[^\s]*)?$/i.exec(value.trim()) : null;
  return m ? `https://${m[1]}${m[2] ?? ''}` : null;
}

/** Signed semitones, as the dub sheet shows them: "−24", "+24". */
function semitones(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(Math.abs(n))}` : formatNumber(0);
}

// ---- The keychain ---------------------------------------------------------------------------

/** Why the OS keychain cannot be used, by the shell's reason. */
export const KEYCHAIN_WORDS = {
  no_session_bus: () => t('keychain-no-session-bus'),
  no_service: () => t('keychain-no-service'),
  locked: () => t('keychain-locked'),
  platform: (message: string) => t('keychain-platform', { detail: detail(message) }),
} satisfies Record<KeychainProblem, (message: string) => string>;

export function keychainWords(keychain: KeychainProblem | null, message: string): string {
  const words = keychain === null ? undefined : (KEYCHAIN_WORDS as Record<string, ((m: string) => string) | undefined>)[keychain];
  return words ? words(message) : t('keychain-unknown', { detail: detail(message) });
}

/** What to do about a stored key that can't be used (the failed screen offers the button). */
export function removeStoredKeyWords(): string {
  return t('keychain-remove-stored-key');
}

/** Codes of a stored key that can't be used: removing it (then pasting it again) is the way out. */
export const STORED_KEY_CODES: readonly ErrorCode[] = ['ambiguous', 'bad_encoding'];

// ---- Commands' errors -----------------------------------------------------------------------

type Words = (e: IpcErrorData) => string;

/** The words of every error code of the contract. */
export const ERROR_WORDS = {
  no_api_key: () => t('error-no-api-key'),
  key_not_confirmed: (e) =>
    t('error-key-not-confirmed', {
      now: e.value ?? t('error-key-not-confirmed-new-host'),
      checkedWith: e.checkedWith ?? t('error-key-not-confirmed-other-host'),
    }),
  unauthorized: () => t('error-unauthorized'),
  rate_limited: (e) => {
    if (e.retryAfterSecs !== null) return t('error-rate-limited-after', { seconds: e.retryAfterSecs });
    const until = e.until ? new Date(e.until) : null;
    return until && !Number.isNaN(until.getTime())
      ? t('error-rate-limited-until', { time: formatTime(until) })
      : t('error-rate-limited');
  },
  not_enough_credits: (e) => t('error-not-enough-credits', { detail: detail(e.message) }),
  voice_not_found: () => t('error-voice-not-found'),
  not_found: () => t('error-not-found'),
  invalid_arguments: (e) => t('error-invalid-arguments', { detail: detail(e.message) }),
  service_refused: (e) => t('error-service-refused', { message: e.message }),
  input_changed: (e) => t('error-input-changed', { named: named(e.value), file: baseName(e.value ?? '') }),
  service_failed: (e) =>
    e.status !== null ? t('error-service-failed-status', { status: String(e.status) }) : t('error-service-failed'),
  service_redirected: (e) =>
    e.value ? t('error-service-redirected-to', { value: e.value }) : t('error-service-redirected'),
  service_unreachable: () => t('error-service-unreachable'),
  invalid_request: (e) => t('error-invalid-request', { detail: detail(e.message) }),
  service_answer_unreadable: (e) =>
    e.status !== null
      ? t('error-service-answer-unreadable-status', { status: String(e.status) })
      : t('error-service-answer-unreadable'),
  unknown_outcome: () => t('error-unknown-outcome'),
  transfer_failed: (e) => t('error-transfer-failed', { detail: detail(e.message) }),
  keychain_unavailable: (e) => keychainWords(e.keychain, e.message),
  read_only: () => t('error-read-only'),
  empty_key: () => t('error-empty-key'),
  bad_encoding: () => t('error-bad-encoding'),
  ambiguous: () => t('error-ambiguous'),
  input_refused: (e) =>
    e.reason === null
      ? t('error-input-refused', { detail: detail(e.message) })
      : refusalWords(e.reason, baseName(e.value ?? ''), { value: e.value, detail: e.detail, tool: e.tool }),
  engine_running_elsewhere: () => t('error-engine-running-elsewhere'),
  no_such_job: () => t('error-no-such-job'),
  wrong_state: (e) => t('error-wrong-state', { detail: detail(e.message) }),
  engine_stopped: () => t('error-engine-stopped'),
  engine_failed: (e) => t('error-engine-failed', { detail: detail(e.message) }),
  invalid_value: (e) => t('error-invalid-value', { message: e.message }),
  library_busy: () => t('error-library-busy'),
  library_failed: (e) => t('error-library-failed', { detail: detail(e.message) }),
  no_data_dir: () => t('error-no-data-dir'),
  invalid_base_url: (e) => t('error-invalid-base-url', { value: e.value ?? '' }),
  insecure_base_url: (e) => {
    const https = httpsOf(e.value);
    const args = { named: named(e.value), value: e.value ?? '' };
    return https ? t('error-insecure-base-url-https', { ...args, https }) : t('error-insecure-base-url', args);
  },
  catalogue_cursor_repeated: () => t('error-catalogue-cursor-repeated'),
  catalogue_too_many_pages: () => t('error-catalogue-too-many-pages'),
  catalogue_failed: (e) => t('error-catalogue-failed', { detail: detail(e.message) }),
  avatar_failed: (e) => t('error-avatar-failed', { detail: detail(e.message) }),
  not_offered: (e) => {
    const name = baseName(e.value ?? '');
    return t('error-not-offered', { named: named(name), file: name });
  },
  no_result: () => t('error-no-result'),
  result_missing: (e) => (e.value ? t('error-result-missing-at', { path: e.value }) : t('error-result-missing')),
  not_audio: (e) => {
    const name = baseName(e.value ?? '');
    return t('error-not-audio', { named: named(name), file: name });
  },
  open_failed: (e) => t('error-open-failed', { named: named(e.value), path: e.value ?? '', detail: detail(e.message) }),
  demo_failed: (e) => {
    const reason = e.message.replace(/[.\s]+$/, '');
    return reason ? t('error-demo-failed', { reason }) : t('error-demo-failed-unknown');
  },
  media_tool_missing: (e) => t('error-media-tool-missing', { reason: toolWords(e.tool) }),
  media_failed: (e) =>
    t('error-media-failed', { named: named(e.value), file: baseName(e.value ?? ''), detail: detail(e.detail) }),
  no_input_device: () => t('error-no-input-device'),
  input_device_gone: () => t('error-input-device-gone'),
  input_device_failed: (e) => t('error-input-device-failed', { detail: detail(e.message) }),
  microphone_denied: () => t('error-microphone-denied'),
  recording_in_progress: () => t('error-recording-in-progress'),
  not_recording: () => t('error-not-recording'),
  take_failed: (e) => t('error-take-failed', { detail: detail(e.message) }),
  take_silent: () => t('error-take-silent'),
  internal: (e) => t('error-internal', { detail: detail(e.message) }),
} satisfies Record<ErrorCode, Words>;

/** Words for a code this page does not know (a newer shell): the message, and the usual way out. */
function unknownCodeWords(error: IpcErrorData): string {
  return t('error-unknown', { message: error.message || error.code });
}

/** The human sentence for one error from the shell. */
export function errorWords(error: IpcErrorData): string {
  const words = (ERROR_WORDS as Record<string, Words | undefined>)[error.code];
  return words ? words(error) : unknownCodeWords(error);
}

/** Words for anything caught: an IpcError from the backend, or an unexpected exception. */
export function wordsFor(caught: unknown): string {
  if (caught instanceof IpcError) return errorWords(caught.data);
  const message = caught instanceof Error ? caught.message : String(caught);
  return errorWords(ipcErrorData('internal', message));
}

export function errorCode(caught: unknown): ErrorCode | null {
  return caught instanceof IpcError ? caught.code : null;
}

// ---- Refused inputs -------------------------------------------------------------------------

/** What the probe or the check said of a refused input, beyond its reason. */
export interface RefusalParams {
  durationMs?: number | null;
  limitMs?: number | null;
  container?: string | null;
  detail?: string | null;
  /** Why ffmpeg cannot be used, for the refusals that need it. */
  tool?: ToolMissing | null;
  /** The refused value as the shell gave it (a path, a link, a number out of range). */
  value?: string | null;
}

/** The words of a refusal, by the refused file's or link's name ('' when it is not known). */
type RefusalWordsOf = (name: string, p: RefusalParams) => string;

/** The arguments that name a refused input: its name, or "this file". */
function it(name: string): { named: 'yes' | 'no'; name: string } {
  return { named: named(name), name };
}

/** A number given as text, as a number for the plural (the text when it is not one). */
function countOf(value: string): number | string {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

/** Why a file, a link or a setting can't be dubbed, checked before any request: what, why, what to do. */
export const REFUSAL_WORDS = {
  not_found: (name) => t('refusal-not-found', it(name)),
  is_directory: (name) => t('refusal-is-directory', it(name)),
  empty: (name) => t('refusal-empty', it(name)),
  unreadable: (name, p) => t('refusal-unreadable', { ...it(name), detail: detail(p.detail) }),
  not_media: (name) => t('refusal-not-media', it(name)),
  no_audio_track: (name) => t('refusal-no-audio-track', it(name)),
  damaged: (name, p) =>
    p.container != null
      ? t('refusal-damaged', { ...it(name), container: p.container })
      : t('refusal-damaged-unknown', it(name)),
  too_long: (name, p) => {
    const limit = formatDuration(p.limitMs ?? LIMITS.dubMaxMs);
    return p.durationMs
      ? t('refusal-too-long', { ...it(name), duration: formatDuration(p.durationMs), limit })
      : t('refusal-too-long-unknown', { ...it(name), limit });
  },
  bad_link: (name, p) => t('refusal-bad-link', it(p.value ? p.value : name)),
  pitch_out_of_range: (_name, p) => {
    const range = { min: semitones(LIMITS.pitchShift.min), max: semitones(LIMITS.pitchShift.max) };
    return p.value
      ? t('refusal-pitch-out-of-range-value', { ...range, value: p.value, count: countOf(p.value) })
      : t('refusal-pitch-out-of-range', range);
  },
  output_dir: (name) => t('refusal-output-dir', it(name)),
  bad_name: () => t('refusal-bad-name', { max: LIMITS.training.nameMaxChars }),
  bad_minutes: (_name, p) => {
    const range = { min: LIMITS.training.minMinutes, max: LIMITS.training.maxMinutes };
    return p.value ? t('refusal-bad-minutes-value', { ...range, value: p.value }) : t('refusal-bad-minutes', range);
  },
  bad_file_count: (_name, p) =>
    p.value
      ? t('refusal-bad-file-count-value', { max: LIMITS.training.maxFiles, value: p.value })
      : t('refusal-bad-file-count', { max: LIMITS.training.maxFiles }),
  training_too_long: () => t('refusal-training-too-long'),
  audition_of_link: () => t('refusal-audition-of-link'),
  audition_too_short: (name) => t('refusal-audition-too-short', it(name)),
  audition_out_of_range: (name) => t('refusal-audition-out-of-range', it(name)),
  needs_media_tool: (_name, p) => t('refusal-needs-media-tool', { reason: toolWords(p.tool) }),
} satisfies Record<RefusalReason, RefusalWordsOf>;

/** Why a file or link can't be dubbed (what, why, what to do). `name` is the file's or link's name. */
export function refusalWords(reason: RefusalReason, name: string, p: RefusalParams = {}): string {
  const words = (REFUSAL_WORDS as Record<string, RefusalWordsOf | undefined>)[reason];
  return words ? words(name, p) : t('refusal-unknown', { ...it(name), detail: detail(p.detail) });
}

/** Why a recording can't be used for training (checked before any request): what, why, what to do. */
export function trainingRefusalWords(reason: RefusalReason, name: string, p: RefusalParams = {}): string {
  switch (reason) {
    case 'is_directory':
      return t('refusal-training-is-directory', it(name));
    case 'not_media':
      return t('refusal-training-not-media', it(name));
    case 'empty':
      return t('refusal-training-empty', it(name));
    case 'too_long':
    case 'not_found':
    case 'unreadable':
    case 'no_audio_track':
    case 'damaged':
    case 'bad_name':
    case 'bad_minutes':
    case 'bad_file_count':
    case 'training_too_long':
    case 'output_dir':
    case 'bad_link':
    case 'pitch_out_of_range':
    case 'audition_of_link':
    case 'audition_too_short':
    case 'audition_out_of_range':
    case 'needs_media_tool':
      return refusalWords(reason, name, p);
    default:
      return unknownValue(reason, t('refusal-training-unknown', it(name)));
  }
}

/** Words for an error of starting a training (the wizard checks most of this before sending). */
export function trainingErrorWords(caught: unknown): string {
  if (caught instanceof IpcError && caught.code === 'input_refused') {
    const e = caught.data;
    const limits = LIMITS.training;
    switch (e.reason) {
      case 'bad_name':
        return t('training-error-bad-name', { max: limits.nameMaxChars });
      case 'bad_minutes':
        return t('training-error-bad-minutes', { min: limits.minMinutes, max: limits.maxMinutes });
      case 'bad_file_count':
        return t('training-error-bad-file-count', { max: limits.maxFiles });
      case 'training_too_long':
        return t('training-error-too-long');
      case null:
        return t('training-error-refused', { detail: detail(e.message) });
      default:
        return trainingRefusalWords(e.reason, baseName(e.value ?? ''), { value: e.value });
    }
  }
  return wordsFor(caught);
}

/** A training check's warning as a sentence: what, why, what to do. */
export function trainingWarningWords(w: TrainingWarning): string {
  switch (w.kind) {
    case 'unreadable_files':
      return t('training-warning-unreadable-files', { count: w.count });
    case 'total_too_short':
      return t('training-warning-total-too-short', {
        total: formatDuration(w.totalMs),
        recommended: formatDuration(w.recommendedMs),
      });
    case 'total_above_chosen':
      return t('training-warning-total-above-chosen', { total: formatDuration(w.totalMs), minutes: w.maxMinutes });
    case 'too_many_files':
      return t('training-warning-too-many-files', { count: w.count, max: w.max, remove: w.count - w.max });
    default:
      return unknownValue(w, t('training-warning-unknown'));
  }
}

// ---- Training: the recordings' quality report ------------------------------------------------

/** A finding as the shell sends it. */
export type WireFinding = Finding;

/** A recording's findings. */
export function findingsOf(q: FileQuality): Finding[] {
  return q.findings;
}

/** "0:42", "1:10": a moment in a recording. */
function at(ms: number): string {
  return formatClock(ms / 1000);
}

/** "4", "0.35": a share of samples in percent (two decimals below one). */
function percentNumber(percent: number): string {
  return percent >= 1 ? formatNumber(Math.round(percent)) : formatNumber(percent, 2);
}

/** A finding as a sentence: what was found in the recording, and what to do about it. */
export function findingWords(f: WireFinding): string {
  switch (f.code) {
    case 'clipped':
      return t('finding-clipped', { percent: percentNumber(f.percent) });
    case 'noisy':
      return t('finding-noisy', { snr: Math.round(f.snrDb), noise: Math.round(f.noiseFloorDbfs) });
    case 'silence':
      return t('finding-silence', { start: at(f.startMs), end: at(f.endMs) });
    case 'no_voice':
      return t('finding-no-voice', { start: at(f.startMs), end: at(f.endMs) });
    case 'little_voice':
      return t('finding-little-voice', { voiced: at(f.voicedMs), duration: at(f.durationMs) });
    case 'too_quiet':
      return t('finding-too-quiet', { loudness: Math.round(f.loudnessLufs) });
    case 'low_sample_rate':
      return t('finding-low-sample-rate', { rate: formatNumber(f.sampleRate / 1000) });
    case 'music_bed':
      return t('finding-music-bed', { percent: Math.round(f.share * 100) });
    case 'several_voices':
      return t('finding-several-voices', { semitones: Math.round(f.semitones) });
    default:
      return unknownValue(f, t('finding-unknown'));
  }
}

/** A verdict's label, and what it means for training (read where they are drawn: they follow the language). */
export const VERDICT_WORDS = {
  good: {
    get label() {
      return t('verdict-good');
    },
    get hint() {
      return t('verdict-good-hint');
    },
  },
  usable: {
    get label() {
      return t('verdict-usable');
    },
    get hint() {
      return t('verdict-usable-hint');
    },
  },
  poor: {
    get label() {
      return t('verdict-poor');
    },
    get hint() {
      return t('verdict-poor-hint');
    },
  },
} as const satisfies Record<Verdict, { readonly label: string; readonly hint: string }>;

/** A recording's key figures, in a compact line: voice time, loudness, signal-to-noise. */
export function figuresWords(q: FileQuality): string {
  const f = q.figures;
  return [
    t('quality-figures-voice', { voiced: at(f.voicedMs), duration: at(f.durationMs) }),
    f.loudnessLufs === null ? t('quality-figures-no-loudness') : t('quality-figures-loudness', { loudness: Math.round(f.loudnessLufs) }),
    f.snrDb === null ? t('quality-figures-no-snr') : t('quality-figures-snr', { snr: Math.round(f.snrDb) }),
  ].join(' · ');
}

/** While the recordings are checked. */
export function qualityCheckingWords(): string {
  return t('quality-checking');
}

/** The quality check failed: the wizard goes on without it. */
export function qualityFailedWords(caught: unknown): string {
  return t('quality-failed', { reason: wordsFor(caught) });
}

/** A file the quality check could not read (the probe says why). */
export function qualityUnreadWords(): string {
  return t('quality-unread');
}

/**
 * Why the maximum minutes are proposed: the kept recordings' length (the service fails a training
 * whose audio is longer), and what trimming them to their voice would save.
 */
export function proposalWords(set: Pick<SetQuality, 'voicedMs' | 'durationMs' | 'suggestedMaxMinutes' | 'voiceMaxMinutes'>): string {
  if (set.voiceMaxMinutes < set.suggestedMaxMinutes) {
    return t('quality-proposal-trim', {
      duration: at(set.durationMs),
      voiced: at(set.voicedMs),
      minutes: set.suggestedMaxMinutes,
      voiceMinutes: set.voiceMaxMinutes,
    });
  }
  return t('quality-proposal', { voiced: at(set.voicedMs), minutes: set.suggestedMaxMinutes });
}

/** What the review pays for against what the kept recordings hold. */
export function paidAgainstHeldWords(p: { minutes: number; credits: number; voicedMs: number; good: number; usable: number; poorKept: number }): string {
  return t('quality-paid-against-held', {
    minutes: p.minutes,
    credits: p.credits,
    voiced: at(p.voicedMs),
    good: p.good,
    usable: p.usable,
    poor: p.poorKept,
  });
}

// ---- Recording takes ------------------------------------------------------------------------

/** A take as the page names it in sentences: "Take 2" (its file name, `Take 2.wav`, without .wav). */
export function takeTitle(name: string): string {
  return name.replace(/\.wav$/i, '');
}

/** A take ended by itself (its microphone went away, the disk filled): what was kept and what to do. */
export function takeEndWords(done: TakeDone): string | null {
  const take = takeTitle(done.take.name);
  const time = formatClock(done.take.seconds);
  switch (done.end.kind) {
    case 'stopped':
      return null;
    case 'device_lost':
      return t('take-device-lost', { take, time });
    case 'write_failed':
      return t('take-write-failed', { take, time, detail: detail(done.end.reason) });
    default:
      return unknownValue(done.end, t('take-end-unknown', { take, time }));
  }
}

/** A take that lost sound because the computer could not keep up (null: it lost none). */
export function droppedWords(done: TakeDone): string | null {
  if (!(done.droppedSamples > 0) || !(done.sampleRate > 0)) return null;
  const seconds = done.droppedSamples / done.sampleRate;
  const take = takeTitle(done.take.name);
  return seconds < 0.05 ? t('take-dropped-little', { take }) : t('take-dropped', { take, seconds: formatNumber(seconds, 1) });
}

/** A take recorded again replaced the earlier one, which is deleted. */
export function retakeReplacedWords(old: Take, fresh: Take): string {
  return t('take-retake-replaced', { take: takeTitle(fresh.name), old: takeTitle(old.name) });
}

/** A take recorded again ended by itself: the earlier one stays too. */
export function retakeKeptWords(old: Take): string {
  return t('take-retake-kept', { take: takeTitle(old.name) });
}

/** A take recorded again could not start: the earlier one stays. */
export function retakeNotStartedWords(old: Take): string {
  return t('take-retake-not-started', { take: takeTitle(old.name) });
}

/** The earlier take could not be deleted after it was recorded again: both stay. */
export function retakeDeleteFailedWords(old: Take, fresh: Take, caught: unknown): string {
  return t('take-retake-delete-failed', { take: takeTitle(old.name), new: takeTitle(fresh.name), reason: wordsFor(caught) });
}

/** A take that a stop of Dubdeck interrupted, kept when the wizard opened. */
export function recoveredTakeWords(take: Take): string {
  return t('take-recovered', { take: takeTitle(take.name), length: formatClock(take.seconds) });
}

/** What trimming a take's silent ends did. */
export function trimmedWords(trimmed: Trimmed): string {
  const start = trimmed.startSeconds >= 0.05 ? formatNumber(trimmed.startSeconds, 1) : null;
  const end = trimmed.endSeconds >= 0.05 ? formatNumber(trimmed.endSeconds, 1) : null;
  const length = formatClock(trimmed.seconds);
  if (start !== null && end !== null) return t('take-trimmed-both', { start, end, length });
  if (start !== null) return t('take-trimmed-start', { start, length });
  if (end !== null) return t('take-trimmed-end', { end, length });
  return t('take-trimmed-none');
}

/** A take the page could not play. */
export function takePlayWords(name: string, caught: unknown): string {
  if (caught instanceof IpcError) return wordsFor(caught);
  const why = caught instanceof Error ? caught.message : typeof caught === 'string' ? caught : '';
  return t('take-play-failed', { take: name, detail: detail(why) });
}

/** The meter's words while the input reaches full scale (in bold, followed by `clippingHint()`). */
export function clippingWords(): string {
  return t('take-clipping');
}

/** What follows `clippingWords()` on the same line. */
export function clippingHint(): string {
  return t('take-clipping-hint');
}

// ---- Jobs: failures and notices -------------------------------------------------------------

/** What a failure's words may say of the job. */
export type FailureRow = Pick<JobRow, 'kind' | 'title' | 'format' | 'durationMs' | 'voiceName'>;

type FailureWordsTable = {
  [C in FailureCode]: (f: Extract<JobFailure, { code: C }>, row: FailureRow) => string;
};

/** Why a job failed, by its code, with each code's own parameters: what, why, what to do. */
export const FAILURE_WORDS = {
  input_rejected: (f) => (f.detail ? t('failure-input-rejected-detail', { detail: f.detail }) : t('failure-input-rejected')),
  input_missing: (f) => {
    const input = { named: named(f.path), file: baseName(f.path ?? '') };
    if (f.foundBytes != null && f.expectedBytes != null) return t('failure-input-changed', input);
    return t('failure-input-missing', { ...input, detail: detail(f.reason) });
  },
  unauthorized: () => t('failure-unauthorized'),
  not_enough_credits: (f) =>
    f.balance != null
      ? t('failure-not-enough-credits-balance', { needed: f.needed ?? 0, balance: f.balance })
      : t('failure-not-enough-credits', { needed: f.needed ?? 0 }),
  voice_not_found: (_f, row) => t('failure-voice-not-found', { named: named(row.voiceName), voice: row.voiceName ?? '' }),
  remote_not_found: () => t('failure-remote-not-found'),
  remote_failed: (f, row) => {
    if (f.reason) return t('failure-remote-failed-reason', { reason: f.reason });
    const durationMs = row.durationMs ?? f.durationMs ?? null;
    const known = [row.format ?? f.format ?? null, durationMs !== null ? formatDuration(durationMs) : null].filter(Boolean).join(', ');
    const kind = row.kind === 'training' ? 'training' : 'file';
    return known ? t('failure-remote-failed-known', { kind, known }) : t('failure-remote-failed', { kind });
  },
  invalid_request: (f) => t('failure-invalid-request', { detail: detail(f.detail) }),
  upload_failed: (f) => t('failure-upload-failed', { detail: detail(f.detail) }),
  upload_expired: () => t('failure-upload-expired'),
  download_failed: (f) => t('failure-download-failed', { detail: detail(f.detail) }),
  media_failed: (f) =>
    t('failure-media-failed', { named: named(f.path), file: baseName(f.path ?? ''), detail: detail(f.reason) }),
  output_failed: (f) =>
    f.path
      ? t('failure-output-failed-path', { path: f.path, detail: detail(f.reason) })
      : t('failure-output-failed', { detail: detail(f.reason) }),
  network: () => t('failure-network'),
  server_error: (f) =>
    f.status != null ? t('failure-server-error-status', { status: String(f.status) }) : t('failure-server-error'),
  interrupted: () => t('failure-interrupted'),
  internal: (f) => t('failure-internal', { detail: detail(f.detail) }),
} satisfies FailureWordsTable;

/** Why a job failed, in plain words, with what to do. */
export function failureWords(f: JobFailure, row: FailureRow): string {
  // The table is indexed by the failure's own code, so the variant matches its function.
  const words = (FAILURE_WORDS as Record<string, ((f: JobFailure, row: FailureRow) => string) | undefined>)[f.code];
  return words ? words(f, row) : t('failure-unknown', { code: String(f.code) });
}

/** Why a try failed, in a few words (the notice of a try that will be repeated). */
export const FAILURE_CAUSE = {
  input_rejected: () => t('failure-cause-input-rejected'),
  input_missing: () => t('failure-cause-input-missing'),
  unauthorized: () => t('failure-cause-unauthorized'),
  not_enough_credits: () => t('failure-cause-not-enough-credits'),
  voice_not_found: () => t('failure-cause-voice-not-found'),
  remote_not_found: () => t('failure-cause-remote-not-found'),
  remote_failed: () => t('failure-cause-remote-failed'),
  invalid_request: () => t('failure-cause-invalid-request'),
  upload_failed: () => t('failure-cause-upload-failed'),
  upload_expired: () => t('failure-cause-upload-expired'),
  download_failed: () => t('failure-cause-download-failed'),
  media_failed: () => t('failure-cause-media-failed'),
  output_failed: () => t('failure-cause-output-failed'),
  network: () => t('failure-cause-network'),
  server_error: () => t('failure-cause-server-error'),
  interrupted: () => t('failure-cause-interrupted'),
  internal: () => t('failure-cause-internal'),
} satisfies Record<FailureCode, () => string>;

/** Seconds left until an RFC 3339 time (at least 1 while it is ahead). */
function secondsUntil(when: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(when) - now) / 1000));
}

type NoticeWordsTable = {
  [C in Notice['code']]: (n: Extract<Notice, { code: C }>, now: number) => string | null;
};

/** A job's passing condition, while it lasts (null once its time is past). */
export const NOTICE_WORDS = {
  rate_limited: (n, now) =>
    Date.parse(n.until) > now ? t('notice-rate-limited', { seconds: secondsUntil(n.until, now) }) : null,
  retrying: (n, now) => {
    if (!(Date.parse(n.nextAt) > now)) return null;
    const cause = (FAILURE_CAUSE as Record<string, (() => string) | undefined>)[n.reasonCode];
    return t('notice-retrying', {
      cause: cause ? cause() : t('failure-cause-unknown'),
      seconds: secondsUntil(n.nextAt, now),
      attempt: n.attempt + 1,
      of: n.of,
    });
  },
} satisfies NoticeWordsTable;

/** The words of a job's notice at `now`, or null when it has passed (or is unknown). */
export function noticeWords(n: Notice, now: number): string | null {
  const words = (NOTICE_WORDS as Record<string, ((n: Notice, now: number) => string | null) | undefined>)[n.code];
  return words ? words(n, now) : null;
}

// ---- ffmpeg ----------------------------------------------------------------------------------

/** What to do without ffmpeg, and what it costs the user meanwhile. */
export function mediaToolHelp(): string {
  return t('ffmpeg-help');
}

/**
 * Why ffmpeg cannot be used, as a sentence of its own: not installed (or not known), not where
 * DUBDECK_FFMPEG says, no ffprobe beside it, too old, or not working (with its own words).
 */
export function toolWords(tool: ToolMissing | null | undefined): string {
  if (!tool) return t('tool-not-found');
  switch (tool.problem) {
    case 'not_found':
      return t('tool-not-found');
    case 'not_there':
      return t('tool-not-there', { path: tool.path });
    case 'no_probe':
      return t('tool-no-probe', { path: tool.ffmpeg });
    case 'too_old':
      return t('tool-too-old', { version: tool.version, needs: LIMITS.ffmpegMinVersion });
    case 'broken':
      return t('tool-broken', { path: tool.path, detail: detail(tool.reason) });
    default:
      return unknownValue(tool, t('tool-unknown'));
  }
}

/** ffmpeg is missing: why (not installed, too old...), then what to do. */
export function mediaMissingWords(tool: ToolMissing): string {
  return t('ffmpeg-missing', { reason: toolWords(tool) });
}

// ---- Videos and auditions -------------------------------------------------------------------

/** "1:10–1:40": a stretch of a file on its own clock. */
export function excerptSpan(e: Excerpt): string {
  return t('audition-span', { start: formatClock(e.startMs / 1000), end: formatClock((e.startMs + e.durationMs) / 1000) });
}

/** An audition's row: it is an audition, of which stretch of which file. */
export function auditionTitle(e: Excerpt, title: string): string {
  return t('audition-title', { span: excerptSpan(e), title });
}

/**
 * A dub's settings as its row shows them, when they are not the defaults: what tells two dubs of
 * one input with one voice apart ("+2 semitones", "vocals as they are").
 */
export function dubSettingsWords(pitchShift: number | null, separate: boolean | null): string[] {
  const words: string[] = [];
  if (pitchShift) words.push(t('row-settings-pitch', { signed: semitones(pitchShift), count: Math.abs(pitchShift) }));
  if (separate === false) words.push(t('row-settings-vocals-kept'));
  return words;
}

/** The heading of the auditions of one input, kept together in the Jobs list. */
export function auditionsOfWords(title: string): string {
  return t('audition-group', { title });
}

/** The dub sheet's audition stretch, for the slider's value: "from 1:10 to 1:40". */
export function excerptRangeWords(startMs: number, durationMs: number): string {
  return t('audition-range', { start: formatClock(startMs / 1000), end: formatClock((startMs + durationMs) / 1000) });
}

/**
 * What was sent instead of the input file, when less was sent (a video's sound, an audition's
 * stretch): null when the row does not know, or the file went up whole.
 */
export function sentWords(row: Pick<JobRow, 'videoInput' | 'excerpt' | 'inputBytes' | 'uploadBytes'>): string | null {
  const { inputBytes, uploadBytes } = row;
  if (inputBytes === null || uploadBytes === null || uploadBytes >= inputBytes) return null;
  const sizes = { sent: formatSize(uploadBytes), whole: formatSize(inputBytes) };
  if (row.videoInput) {
    return row.excerpt
      ? t('video-sent-excerpt', { ...sizes, duration: formatDuration(row.excerpt.durationMs) })
      : t('video-sent', sizes);
  }
  return row.excerpt ? t('audition-sent', { ...sizes, duration: formatDuration(row.excerpt.durationMs) }) : null;
}

/** A done dub's row while the dub is put into a copy of its video (in bold, before `makingVideoHint()`). */
export function makingVideoWords(): string {
  return t('video-making');
}

/** Its badge (the state's words while it lasts). */
export function makingVideoBadge(): string {
  return t('video-making-badge');
}

export function makingVideoHint(): string {
  return t('video-making-hint');
}

/** A done dub whose video copy could not be made (`reason`: the shell's words): the dub itself is fine. */
export function videoErrorWords(reason: string): string {
  const why = reason.trim().replace(/[.\s]+$/, '');
  return why ? t('video-error-reason', { reason: why }) : t('video-error');
}

/** "Dub the whole file" started, from an audition's row. */
export function dubWholeWords(title: string, voice: string | null): string {
  return voice ? t('audition-dub-whole-voice', { title, voice }) : t('audition-dub-whole', { title });
}

/** The "Dub again" dialog's line for an audition: the new dub auditions the same stretch. */
export function againAuditionWords(e: Excerpt): string {
  return t('audition-again', { span: excerptSpan(e) });
}

/** Why the dub sheet can't try 30 seconds first: a link is in it (the service fetches links whole). */
export function auditionLinkWords(): string {
  return t('audition-link');
}

/** Why the dub sheet can't try 30 seconds first: a file is no longer than an audition. */
export function auditionTooShortWords(name: string, durationMs: number, credits: number, others: boolean): string {
  return t(others ? 'audition-too-short-others' : 'audition-too-short', {
    file: name,
    duration: formatDuration(durationMs),
    credits,
  });
}

/** Why the dub sheet can't try 30 seconds first: ffmpeg, which cuts the stretch, is missing. */
export function auditionNoToolWords(tool: ToolMissing): string {
  return t('audition-no-tool', { reason: toolWords(tool) });
}

/** The shell could not say whether ffmpeg is here. */
export function auditionUnknownWords(): string {
  return t('audition-tool-unknown');
}

/** The shell has not said yet whether ffmpeg is here. */
export function auditionCheckingWords(): string {
  return t('audition-tool-checking');
}

/** What trying 30 seconds first does, and what it costs against the whole. */
export function auditionHintWords(files: number, each: number, whole: number, auditions: number): string {
  // Under a minute, a whole dub is already the minimum charge: say what an audition still saves.
  if (auditions >= whole) return t('audition-hint-minimum', { files, whole });
  return t('audition-hint', { files, each, whole });
}

/** How the dub sheet treats a video input: what is sent, and what comes back. */
export function videoInputWords(media: 'ready' | 'missing' | 'unknown', videoOut: boolean, audition: boolean): string {
  if (media === 'missing') return t('video-input-missing');
  const args = { media: media === 'ready' ? 'ready' : 'unknown' };
  if (!videoOut) return t('video-input-audio-only', args);
  if (audition) return t('video-input-audition', args);
  return t('video-input', args);
}

// ---- The player ------------------------------------------------------------------------------

/** The A/B player's note when the original was a link (not an error: nothing to fix). */
export function linkOriginalNote(): string {
  return t('media-link-original');
}

/** A side of a done dub whose file is no longer where the library recorded it. */
export function missingMediaWords(side: MediaSide, path: string): string {
  return side === 'dub' ? t('media-missing-dub', { path }) : t('media-missing-original', { path });
}

/** The video copy of a done dub is no longer where the library recorded it: the dub plays as sound. */
export function missingVideoWords(path: string): string {
  return t('media-missing-video', { path });
}

/** The video copy could not be played in the window (MediaError code): the dub plays as sound. */
export function videoPlayWords(code: number): string {
  switch (code) {
    case 2:
      return t('media-video-network');
    case 3:
      return t('media-video-decode');
    case 4:
      return t('media-video-format');
    default:
      return t('media-video-failed');
  }
}

/** An audition's player: the original plays the same stretch as the dub. */
export function auditionPlayerWords(startMs: number, durationMs: number | null): string {
  const start = formatClock(startMs / 1000);
  return durationMs
    ? t('media-audition-range', { start, end: formatClock((startMs + durationMs) / 1000) })
    : t('media-audition-from', { start });
}

/** A side that the page's player could not play (MediaError code: 2 network, 3 decode, 4 format). */
export function mediaErrorWords(side: MediaSide, code: number): string {
  const args = { side: side === 'dub' ? 'dub' : 'original' };
  switch (code) {
    case 2:
      return t('media-error-network', args);
    case 3:
      return t('media-error-decode', args);
    case 4:
      return t('media-error-format', args);
    default:
      return t('media-error-failed', args);
  }
}

