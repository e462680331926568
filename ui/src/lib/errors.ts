// The words for every error the shell can send: what happened, why, and what to do.
// The shell sends stable codes with params; only this module turns them into sentences, from the
// messages of `locales/<language>/errors.ftl`: errors of commands, refused inputs, the keychain,
// and ffmpeg when it can't be used. (What the shell reports that is not an error has its words
// beside its catalogue, in `words/<catalogue>.ts`.) Every table here is typed over the contract's
// union (ErrorCode, RefusalReason, KeychainProblem): a code added in Rust without words here fails
// `npm run check` (see words.check.ts). Every function formats its words when it is called, in the
// language the page speaks then: call it where the words are drawn.
import { IpcError, ipcErrorData, type IpcErrorData } from './backend/backend';
import type { DamageCause, ErrorCode, IoProblem, KeychainProblem, MediaProblem, MixStep, RefusalReason, ToolMissing } from './bindings';
import { formatDuration, formatSemitones, formatTime } from './format';
import { LIMITS } from './contract';
import { COMPARE_MAX, GAIN_RANGE, KEY_RANGE, LOUDNESS_RANGE } from './covers';
import { t } from './i18n/index.svelte';

/** The demo's service program, as the shell names it when it is not installed. */
const DEMO_SERVICE = 'dubdeck-sim';

/**
 * The end of an exhaustive switch: `value` is `never` for `tsc` (a new member of the union fails
 * the check), and the fallback words stand at run time should an unknown value come anyway.
 */
export function unknownValue(value: never, fallback: string): string {
  void value;
  return fallback;
}

/**
 * Words that are not ours (the system's, the service's, ffmpeg's) as a parenthesis (" (disk
 * full)", as the language writes it), or nothing when there are none. Never the shell's `log`.
 */
export function detail(message: string | null | undefined): string {
  const m = (message ?? '').trim();
  return m ? t('error-detail', { detail: m }) : '';
}

/** The `$named` of a message: whether it names the file (or link, or address), or says "this file". */
export function named(name: string | null | undefined): 'yes' | 'no' {
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

/** What ffmpeg's work on a file met (not ffmpeg's own words), as a short phrase of this language. */
export function mediaProblemWords(problem: MediaProblem): string {
  return t('media-problem', { problem });
}

/** What the system said is wrong with a file or folder, as a short phrase of this language. */
export function ioWords(problem: IoProblem): string {
  return t('io-problem', { problem });
}

/**
 * The cause of a failure as a parenthesis: the system's problem in our words when it has a name,
 * else the system's (or the service's, or ffmpeg's) own words; nothing when there is no cause.
 */
export function cause(e: { io: IoProblem | null; detail: string | null }): string {
  return e.io !== null && e.io !== 'other' ? detail(ioWords(e.io)) : detail(e.detail);
}

// ---- The keychain ---------------------------------------------------------------------------

/** Why the OS keychain cannot be used, by the shell's reason. */
export const KEYCHAIN_WORDS = {
  no_session_bus: () => t('keychain-no-session-bus'),
  no_service: () => t('keychain-no-service'),
  locked: () => t('keychain-locked'),
  platform: (system: string | null) => t('keychain-platform', { detail: detail(system) }),
} satisfies Record<KeychainProblem, (system: string | null) => string>;

/** Why the keychain cannot be used; `system` is the keychain's own words, when it gave any. */
export function keychainWords(keychain: KeychainProblem | null, system: string | null): string {
  const words =
    keychain === null ? undefined : (KEYCHAIN_WORDS as Record<string, ((s: string | null) => string) | undefined>)[keychain];
  return words ? words(system) : t('keychain-unknown', { detail: detail(system) });
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
  declined: () => t('error-declined'),
  unauthorized: () => t('error-unauthorized'),
  rate_limited: (e) => {
    if (e.retryAfterSecs !== null) return t('error-rate-limited-after', { seconds: e.retryAfterSecs });
    const until = e.until ? new Date(e.until) : null;
    return until && !Number.isNaN(until.getTime())
      ? t('error-rate-limited-until', { time: formatTime(until) })
      : t('error-rate-limited');
  },
  // The service's own message, quoted as the service's.
  not_enough_credits: (e) => t('error-not-enough-credits', { detail: detail(e.detail) }),
  voice_not_found: () => t('error-voice-not-found'),
  not_found: () => t('error-not-found'),
  invalid_arguments: (e) => t('error-invalid-arguments', { detail: detail(e.detail) }),
  service_refused: (e) =>
    e.detail ? t('error-service-refused', { message: e.detail }) : t('error-service-refused-no-reason'),
  input_changed: (e) => t('error-input-changed', { named: named(e.value), file: baseName(e.value ?? '') }),
  service_failed: (e) =>
    e.status !== null ? t('error-service-failed-status', { status: String(e.status) }) : t('error-service-failed'),
  service_redirected: (e) =>
    e.value ? t('error-service-redirected-to', { value: e.value }) : t('error-service-redirected'),
  service_unreachable: () => t('error-service-unreachable'),
  // `value`: the interface's name of the value refused.
  invalid_request: (e) => t('error-invalid-request', { detail: detail(e.value) }),
  service_answer_unreadable: (e) =>
    e.status !== null
      ? t('error-service-answer-unreadable-status', { status: String(e.status) })
      : t('error-service-answer-unreadable'),
  unknown_outcome: () => t('error-unknown-outcome'),
  transfer_failed: (e) => t('error-transfer-failed', { detail: cause(e) }),
  keychain_unavailable: (e) => keychainWords(e.keychain, e.detail),
  read_only: () => t('error-read-only'),
  empty_key: () => t('error-empty-key'),
  bad_encoding: () => t('error-bad-encoding'),
  ambiguous: () => t('error-ambiguous'),
  input_refused: (e) =>
    e.reason === null
      ? t('error-input-refused', { detail: detail(e.detail) })
      : refusalWords(e.reason, baseName(e.value ?? ''), {
          value: e.value,
          detail: e.detail,
          tool: e.tool,
          container: e.container,
          damage: e.damage,
          io: e.io,
          limit: e.limit,
        }),
  engine_running_elsewhere: () => t('error-engine-running-elsewhere'),
  no_such_job: () => t('error-no-such-job'),
  wrong_state: (e) => (e.action ? t('error-wrong-state-action', { action: e.action }) : t('error-wrong-state', { detail: '' })),
  engine_stopped: () => t('error-engine-stopped'),
  engine_failed: (e) =>
    e.library === 'delete_result'
      ? t('error-result-not-deleted', { detail: cause(e) })
      : t('error-engine-failed', { detail: cause(e) }),
  invalid_value: (e) => t('error-invalid-value', { detail: detail(e.value) }),
  library_busy: () => t('error-library-busy'),
  library_failed: (e) => {
    if (e.library === 'too_new') return t('error-library-too-new');
    if (e.library === 'mismatch') return t('error-library-mismatch');
    return t('error-library-failed', { detail: cause(e) });
  },
  mix_failed: (e) => mixFailedWords(e.mix, e),
  export_failed: (e) => t('error-export-failed', { value: e.value ?? '', detail: cause(e) }),
  watch_failed: (e) => t('error-watch-failed', { problem: e.watch ?? 'unreadable', value: e.value ?? '', detail: cause(e) }),
  no_data_dir: () => t('error-no-data-dir'),
  invalid_base_url: (e) => t('error-invalid-base-url', { value: e.value ?? '' }),
  insecure_base_url: (e) => {
    const https = httpsOf(e.value);
    const args = { named: named(e.value), value: e.value ?? '' };
    return https ? t('error-insecure-base-url-https', { ...args, https }) : t('error-insecure-base-url', args);
  },
  catalogue_cursor_repeated: () => t('error-catalogue-cursor-repeated'),
  catalogue_too_many_pages: () => t('error-catalogue-too-many-pages'),
  catalogue_failed: (e) => t('error-catalogue-failed', { detail: cause(e) }),
  avatar_failed: (e) => t('error-avatar-failed', { detail: cause(e) }),
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
  open_failed: (e) => t('error-open-failed', { named: named(e.value), path: e.value ?? '', detail: detail(e.detail) }),
  demo_failed: (e) => {
    if (e.io === 'already_exists' && e.value) return t('error-demo-folder-taken', { path: e.value });
    // The shell names its demo service's program as the value of a not_found (src-tauri demo.rs).
    if (e.io === 'not_found' && e.value === DEMO_SERVICE) return t('error-demo-service-missing', { program: e.value });
    const reason = e.io !== null && e.io !== 'other' ? ioWords(e.io) : (e.detail ?? '').replace(/[.\s]+$/, '');
    return reason ? t('error-demo-failed', { reason }) : t('error-demo-failed-unknown');
  },
  media_tool_missing: (e) => t('error-media-tool-missing', { reason: toolWords(e.tool) }),
  media_failed: (e) =>
    t('error-media-failed', { named: named(e.value), file: baseName(e.value ?? ''), detail: detail(e.detail) }),
  no_input_device: () => t('error-no-input-device'),
  input_device_gone: () => t('error-input-device-gone'),
  input_device_failed: (e) =>
    t('error-input-device-failed', {
      detail: e.device === 'timeout' || e.device === 'stopped' ? detail(t('device-problem', { problem: e.device })) : detail(e.detail),
    }),
  microphone_denied: () => t('error-microphone-denied'),
  recording_in_progress: () => t('error-recording-in-progress'),
  not_recording: () => t('error-not-recording'),
  take_failed: (e) => t('error-take-failed', { detail: cause(e) }),
  take_silent: () => t('error-take-silent'),
  // Updates (Settings > Updates): `detail` the server's, the network's or the installer's own
  // words; `value` the installer's key the release lacks, or the plain http address.
  update_unreachable: (e) => t('error-update-unreachable', { detail: detail(e.detail) }),
  update_not_offered: (e) => t('error-update-not-offered', { named: named(e.value), value: e.value ?? '' }),
  update_signature_invalid: () => t('error-update-signature-invalid'),
  update_install_failed: (e) => t('error-update-install-failed', { detail: detail(e.detail) }),
  update_unsupported: () => t('error-update-unsupported'),
  update_insecure: (e) => t('error-update-insecure', { named: named(e.value), value: e.value ?? '' }),
  internal: (e) => t('error-internal', { detail: detail(e.detail) }),
} satisfies Record<ErrorCode, Words>;

// ---- Mixes ------------------------------------------------------------------------------------

/** What a failed mix's words need: the system's problem or its own words, and why ffmpeg can't be used. */
type MixCause = { io: IoProblem | null; detail: string | null; tool?: ToolMissing | null };

/** A mix that failed at `step`: what failed, why, and what to do (the dub itself is kept). */
function mixStepWords(step: Exclude<MixStep, 'no_tool'>, e: MixCause): string {
  return t('error-mix-failed', { step, detail: cause(e) });
}

/** Why a cover's mix (or a dub's file in the chosen format) was not made, by the step that failed. */
export const MIX_FAILED_WORDS = {
  no_tool: (e) => t('error-mix-failed-no-tool', { reason: toolWords(e.tool) }),
  no_pitch_shifter: (e) => mixStepWords('no_pitch_shifter', e),
  stem_missing: (e) => mixStepWords('stem_missing', e),
  out_of_range: (e) => mixStepWords('out_of_range', e),
  render: (e) => mixStepWords('render', e),
  name: (e) => mixStepWords('name', e),
  work_folder: (e) => mixStepWords('work_folder', e),
  place: (e) => mixStepWords('place', e),
} satisfies Record<MixStep, (e: MixCause) => string>;

/** Why a mix was not made; `step` unknown (a newer shell, or none said) is worded as ffmpeg's failure. */
export function mixFailedWords(step: MixStep | null, e: MixCause): string {
  const words = step === null ? undefined : (MIX_FAILED_WORDS as Record<string, ((e: MixCause) => string) | undefined>)[step];
  return words ? words(e) : mixStepWords('render', e);
}

/** Words for a code this page does not know (a newer shell): the code, and the usual way out. */
function unknownCodeWords(error: IpcErrorData): string {
  return t('error-unknown', { message: error.code });
}

/** The human sentence for one error from the shell. */
export function errorWords(error: IpcErrorData): string {
  const words = (ERROR_WORDS as Record<string, Words | undefined>)[error.code];
  return words ? words(error) : unknownCodeWords(error);
}

/** Words for anything caught: an IpcError from the backend, or an unexpected exception. */
export function wordsFor(caught: unknown): string {
  if (caught instanceof IpcError) return errorWords(caught.data);
  // An exception's text is the script engine's words, not ours: quoted as such.
  const message = caught instanceof Error ? caught.message : String(caught);
  return errorWords(ipcErrorData('internal', message, { detail: message }));
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
  /** How a file refused as `damaged` is damaged. */
  damage?: DamageCause | null;
  detail?: string | null;
  /** Why ffmpeg cannot be used, for the refusals that need it. */
  tool?: ToolMissing | null;
  /** The refused value as the shell gave it (a path, a link, a number out of range). */
  value?: string | null;
  /** What the system said is wrong with the file or folder. */
  io?: IoProblem | null;
  /** The limit the value went past (the most voices a comparison takes). */
  limit?: number | null;
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

/**
 * A signed number given as text, as the language writes it ("+2", "−40") with its size for the
 * plural; the text itself when it is not a number.
 */
function signedOf(value: string): { value: string; count: number | string } {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? { value: formatSemitones(n), count: Math.abs(n) } : { value, count: value };
}

/** A range's ends with their signs ("−12", "+12"). */
function rangeOf(range: { min: number; max: number }): { min: string; max: string } {
  return { min: formatSemitones(range.min), max: formatSemitones(range.max) };
}

/** Whether a refused value is a link (shown whole) rather than a file (shown by its name). */
function isLink(value: string | null | undefined): value is string {
  return !!value && /^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim());
}

/** Why a file, a link or a setting can't be dubbed, checked before any request: what, why, what to do. */
export const REFUSAL_WORDS = {
  not_found: (name) => t('refusal-not-found', it(name)),
  is_directory: (name) => t('refusal-is-directory', it(name)),
  empty: (name) => t('refusal-empty', it(name)),
  unreadable: (name, p) => t('refusal-unreadable', { ...it(name), detail: detail(p.detail) }),
  not_media: (name) => t('refusal-not-media', it(name)),
  no_audio_track: (name) => t('refusal-no-audio-track', it(name)),
  damaged: (name, p) => {
    // How it is damaged, in our words: the reader's own (`detail`) are for the log.
    const why = p.damage != null ? detail(t('damage-cause', { cause: p.damage })) : '';
    return p.container != null
      ? t('refusal-damaged', { ...it(name), container: p.container, why })
      : t('refusal-damaged-unknown', { ...it(name), why });
  },
  too_long: (name, p) => {
    const limit = formatDuration(p.limitMs ?? LIMITS.dubMaxMs);
    return p.durationMs
      ? t('refusal-too-long', { ...it(name), duration: formatDuration(p.durationMs), limit })
      : t('refusal-too-long-unknown', { ...it(name), limit });
  },
  bad_link: (name, p) => t('refusal-bad-link', it(p.value ? p.value : name)),
  pitch_out_of_range: (_name, p) => {
    const range = { min: formatSemitones(LIMITS.pitchShift.min), max: formatSemitones(LIMITS.pitchShift.max) };
    return p.value
      ? t('refusal-pitch-out-of-range-value', { ...range, value: p.value, count: countOf(p.value) })
      : t('refusal-pitch-out-of-range', range);
  },
  output_dir: (name, p) => t('refusal-output-dir', { ...it(name), detail: cause({ io: p.io ?? null, detail: p.detail ?? null }) }),
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
  // `container`: the kind of file it is (playlist, concat_list, image_sequence, other).
  not_single_file: (name, p) => t('refusal-not-single-file', { ...it(name), kind: p.container ?? 'other' }),
  not_regular_file: (name) => t('refusal-not-regular-file', it(name)),
  not_pairable: (name, p) => t('refusal-not-pairable', it(isLink(p.value) ? p.value : name)),
  key_out_of_range: (_name, p) =>
    p.value
      ? t('refusal-key-out-of-range-value', { ...rangeOf(KEY_RANGE), ...signedOf(p.value) })
      : t('refusal-key-out-of-range', rangeOf(KEY_RANGE)),
  // The key (`value`, semitones) needs ffmpeg's pitch shifter, which the ffmpeg found lacks.
  no_pitch_shifter: (_name, p) => t('refusal-no-pitch-shifter', { value: p.value ? signedOf(p.value).value : '' }),
  gain_out_of_range: (_name, p) =>
    p.value
      ? t('refusal-gain-out-of-range-value', { ...rangeOf(GAIN_RANGE), value: signedOf(p.value).value })
      : t('refusal-gain-out-of-range', rangeOf(GAIN_RANGE)),
  loudness_out_of_range: (_name, p) =>
    p.value
      ? t('refusal-loudness-out-of-range-value', { ...rangeOf(LOUDNESS_RANGE), value: signedOf(p.value).value })
      : t('refusal-loudness-out-of-range', rangeOf(LOUDNESS_RANGE)),
  too_many_voices: (_name, p) => {
    const limit = p.limit ?? COMPARE_MAX;
    return p.value ? t('refusal-too-many-voices-value', { limit, count: countOf(p.value) }) : t('refusal-too-many-voices', { limit });
  },
  comparison_without_audition: () => t('refusal-comparison-without-audition'),
  // `value`: the template as the user wrote it (data, quoted as it is).
  name_template: (_name, p) =>
    p.value ? t('refusal-name-template-value', { template: p.value }) : t('refusal-name-template'),
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
    case 'not_single_file':
    case 'not_regular_file':
    case 'not_pairable':
    case 'key_out_of_range':
    case 'no_pitch_shifter':
    case 'gain_out_of_range':
    case 'loudness_out_of_range':
    case 'too_many_voices':
    case 'comparison_without_audition':
    case 'name_template':
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
        return t('training-error-refused', { detail: detail(e.detail) });
      default:
        return trainingRefusalWords(e.reason, baseName(e.value ?? ''), { value: e.value });
    }
  }
  return wordsFor(caught);
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
      return t('tool-broken', {
        path: tool.path,
        detail: tool.cause ? detail(mediaProblemWords(tool.cause)) : detail(tool.reason),
      });
    case 'no_version':
      return t('tool-no-version', { path: tool.path });
    default:
      return unknownValue(tool, t('tool-unknown'));
  }
}

/** ffmpeg is missing: why (not installed, too old...), then what to do. */
export function mediaMissingWords(tool: ToolMissing): string {
  return t('ffmpeg-missing', { reason: toolWords(tool) });
}
