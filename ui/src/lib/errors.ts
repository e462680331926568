// The words for every error the shell can send: what happened, why, and what to do.
// The shell sends stable codes with params; only this module turns them into sentences. Every table
// here is typed over the contract's union (ErrorCode, RefusalReason, KeychainProblem, FailureCode,
// Notice): a code added in Rust without words here fails `npm run check` (see words.check.ts).
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
  type TrainingWarning,
  type Trimmed,
  type Verdict,
} from './bindings';
import { capitalise, formatClock, formatDuration, formatNumber, formatSize } from './format';
import { LIMITS } from './contract';


/**
 * The end of an exhaustive switch: `value` is `never` for `tsc` (a new member of the union fails
 * the check), and the fallback words stand at run time should an unknown value come anyway.
 */
function unknownValue(value: never, fallback: string): string {
  void value;
  return fallback;
}

/** A neutral message as a parenthesis, or nothing when it is empty. */
function detail(message: string | null | undefined): string {
  const m = (message ?? '').trim();
  return m ? ` (${m})` : '';
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
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0';
}

// ---- The keychain ---------------------------------------------------------------------------

/** Why the OS keychain cannot be used, by the shell's reason. */
export const KEYCHAIN_WORDS = {
  no_session_bus: () =>
    'No desktop session bus (D-Bus) is running, so the keychain cannot be reached. Log in to a desktop session, then try again.',
  no_service: () =>
    'No keychain service is running (Secret Service). Install and start gnome-keyring or KeePassXC, then try again.',
  locked: () => 'The keychain is locked. Unlock it (log in to your desktop session), then try again.',
  platform: (message: string) =>
    `The system keychain refused to store the key${detail(message)}. Check your system's credential store, then try again.`,
} satisfies Record<KeychainProblem, (message: string) => string>;

export function keychainWords(keychain: KeychainProblem | null, message: string): string {
  const words = keychain === null ? undefined : (KEYCHAIN_WORDS as Record<string, ((m: string) => string) | undefined>)[keychain];
  return words
    ? words(message)
    : `The keychain could not be used${detail(message)}. Check your system's credential store, then try again.`;
}

/** What to do about a stored key that can't be used (the failed screen offers the button). */
export const REMOVE_STORED_KEY = 'Remove the stored key, then paste it again.';

/** Codes of a stored key that can't be used: removing it (then pasting it again) is the way out. */
export const STORED_KEY_CODES: readonly ErrorCode[] = ['ambiguous', 'bad_encoding'];

// ---- Commands' errors -----------------------------------------------------------------------

type Words = (e: IpcErrorData) => string;

/** The words of every error code of the contract. */
export const ERROR_WORDS = {
  no_api_key: () => 'No API key is set. Paste your key in Settings, or try the demo.',
  key_not_confirmed: (e) => {
    const now = e.value ?? 'the new service address';
    return `Dubdeck did not send your API key to ${now}: it was checked with ${e.checkedWith ?? 'another service address'}. Choose "Send my key to ${now}" at the top of the window, use another key, or change the address back in Settings.`;
  },
  unauthorized: () => 'The API key was refused. Paste a new key in Settings.',
  rate_limited: (e) => {
    if (e.retryAfterSecs !== null) {
      return `The voice service asked us to slow down. Dubdeck tries again in ${e.retryAfterSecs} s; nothing is lost.`;
    }
    const until = e.until ? new Date(e.until) : null;
    return until && !Number.isNaN(until.getTime())
      ? `The voice service asked us to slow down until ${until.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })}. Dubdeck tries again then; nothing is lost.`
      : 'The voice service asked us to slow down. Dubdeck tries again in a moment; nothing is lost.';
  },
  not_enough_credits: (e) =>
    `There are not enough credits for this${detail(e.message)}. Add credits to your VoiceDub account, then try again.`,
  voice_not_found: () =>
    'The chosen voice is not available on the voice service any more (it may have been removed or made private). Choose another voice.',
  not_found: () =>
    'The voice service no longer knows this dub or voice (it may have expired or been deleted). Start it again.',
  invalid_arguments: (e) =>
    `The voice service refused the request's values${detail(e.message)}. Change what it names, then try again.`,
  service_refused: (e) => `The voice service refused the request: ${e.message}. Change what it names, then try again.`,
  input_changed: (e) =>
    `${e.value ? `"${baseName(e.value)}"` : 'A file'} changed while Dubdeck was sending it. Wait until it is saved completely, then try again.`,
  service_failed: (e) =>
    `The voice service had a problem${e.status !== null ? ` (error ${e.status})` : ''}. Try again in a few minutes.`,
  service_redirected: (e) =>
    `The voice service sent Dubdeck on to another address${e.value ? ` (${e.value})` : ''}, and Dubdeck does not send your API key anywhere it was not set to. Check the service address in Settings; if it is right, try again later.`,
  service_unreachable: () =>
    "Can't reach the voice service. Check your connection; the voices already seen still browse.",
  invalid_request: (e) =>
    `Dubdeck did not send the request, because the voice service would refuse it${detail(e.message)}. Change what it names, then try again.`,
  service_answer_unreadable: (e) =>
    `The voice service sent an answer Dubdeck could not read${e.status !== null ? ` (HTTP ${e.status})` : ''}. Check the service address in Settings, then try again in a few minutes.`,
  unknown_outcome: () =>
    'The connection broke before the voice service answered, so Dubdeck does not know whether the request went through. Look at Jobs and your credits before trying again.',
  transfer_failed: (e) =>
    `An upload or download was cut off${detail(e.message)}. Check your connection, then try again.`,
  keychain_unavailable: (e) => keychainWords(e.keychain, e.message),
  read_only: () =>
    "The API key comes from the DUBDECK_API_KEY environment variable and can't be changed here. Unset it to manage the key in Dubdeck.",
  empty_key: () => 'The API key was empty, so nothing was saved. Paste your API key first.',
  bad_encoding: () => `The stored key cannot be read (it is not valid text). ${REMOVE_STORED_KEY}`,
  ambiguous: () =>
    `The keychain holds more than one Dubdeck key, so Dubdeck can't tell which one is right. ${REMOVE_STORED_KEY}`,
  input_refused: (e) =>
    e.reason === null
      ? `That was refused before anything was sent${detail(e.message)}. Change what it names, then try again.`
      : refusalWords(e.reason, baseName(e.value ?? ''), { value: e.value, detail: e.detail }),
  engine_running_elsewhere: () =>
    'Another Dubdeck (the app or the command line) is running the jobs of this library; they continue there.',
  no_such_job: () => 'This job is no longer in the library. It may have been removed from another window.',
  wrong_state: (e) => `That can't be done to this job any more${detail(e.message)}. The list shows where it is now.`,
  engine_stopped: () =>
    "Dubdeck's job runner has stopped, so the job can't move on now. Restart Dubdeck; the job continues where it was.",
  engine_failed: (e) => `Dubdeck's job runner failed${detail(e.message)}. Restart Dubdeck; the job continues where it was.`,
  invalid_value: (e) => `That value can't be used: ${e.message}. Change it, then save again.`,
  library_busy: () => 'The library is busy with another Dubdeck window or script. Wait a moment, then try again.',
  library_failed: (e) =>
    `Dubdeck could not read or write its library on this computer${detail(e.message)}. Check free disk space, then restart Dubdeck.`,
  no_data_dir: () =>
    'Dubdeck could not find a home folder to keep its library in. Set DUBDECK_DATA_DIR to a folder Dubdeck may write to, then restart Dubdeck.',
  invalid_base_url: (e) =>
    `"${e.value ?? ''}" is not a service address. Enter a full address starting with https:// (plain http:// only for a service on this computer), or reset it to use the public service.`,
  insecure_base_url: (e) => {
    const https = httpsOf(e.value);
    return `${e.value ? e.value : 'This service address'} is plain http to another computer: your API key and files would cross the network unencrypted. Use its https:// address${https ? ` (${https})` : ''}; plain http is only for a service on this computer, such as a local simulator.`;
  },
  catalogue_cursor_repeated: () =>
    'The voice service sent the same page of voices twice in a row, so Dubdeck stopped reading there. The voices shown are fine; try again later to see more.',
  catalogue_too_many_pages: () =>
    'The list has more pages than Dubdeck reads at once. Narrow it with a search or a filter.',
  catalogue_failed: (e) =>
    `The voices saved on this computer could not be read${detail(e.message)}. Try again; if it keeps happening, restart Dubdeck.`,
  avatar_failed: (e) =>
    `A voice's picture could not be loaded${detail(e.message)}. The voice still works; its picture shows next time.`,
  not_offered: (e) => {
    const name = baseName(e.value ?? '');
    return `Dubdeck can use only files you drop on it, choose with "Dub files" or "Add files", or open with it, and ${name ? `"${name}"` : 'this file'} was none of these. Drop it or choose it again.`;
  },
  no_result: () => 'This job has no result file yet. Wait until it is done.',
  result_missing: (e) =>
    `The result file is no longer where Dubdeck saved it${e.value ? ` (${e.value})` : ''}. It may have been moved or deleted; dub it again to get a new copy.`,
  not_audio: (e) =>
    `Dubdeck opens only audio and video files, and ${baseName(e.value ?? '') || 'this result'} is neither. Show it in its folder instead, and check it before opening it.`,
  open_failed: (e) => `The system could not open ${e.value ?? 'the file'}${detail(e.message)}. Open it from your file manager instead.`,
  demo_failed: (e) =>
    `The demo could not start: ${e.message.replace(/[.\s]+$/, '') || 'unknown reason'}. Try again, or restart Dubdeck.`,
  media_tool_missing: (e) =>
    `This needs ffmpeg on this computer, and ${e.detail ?? 'ffmpeg is not installed'}. Install ffmpeg (your system's package, or ffmpeg.org), then restart Dubdeck.`,
  media_failed: (e) =>
    `ffmpeg could not read ${e.value ? `"${baseName(e.value)}"` : 'this file'}${detail(e.detail)}. Check that it plays in a media player, or export it again.`,
  no_input_device: () =>
    'No microphone was found. Connect one (or allow Dubdeck to use it in your system\'s privacy settings), then press Refresh.',
  input_device_gone: () =>
    'The chosen microphone is not connected any more. Connect it again, or pick another one, then record again.',
  input_device_failed: (e) =>
    `The microphone could not be opened${detail(e.message)}. Close other apps that may be using it, or pick another microphone, then record again.`,
  microphone_denied: () =>
    "Your system does not let Dubdeck use the microphone. Allow it in your system's privacy settings (on macOS: System Settings > Privacy & Security > Microphone; on Windows: Settings > Privacy & security > Microphone), then record again.",
  recording_in_progress: () => 'A take is being recorded already. Stop it first.',
  not_recording: () => 'No take is being recorded. Press Record to start one.',
  take_failed: (e) =>
    `The take could not be read or written${detail(e.message)}. Check that the disk has free space and that Dubdeck's library folder is still there, then try again.`,
  take_silent: () =>
    'This take is silence from start to end, so there is nothing to keep. Check that the right microphone is picked and not muted, then record again.',
  internal: (e) => `Something went wrong inside Dubdeck${detail(e.message)}. Try again; if it keeps happening, restart Dubdeck.`,
} satisfies Record<ErrorCode, Words>;

/** Words for a code this page does not know (a newer shell): the message, and the usual way out. */
function unknownCodeWords(error: IpcErrorData): string {
  return `Something went wrong (${error.message || error.code}). Try again; if it keeps happening, restart Dubdeck.`;
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
  /** The refused value as the shell gave it (a path, a link, a number out of range). */
  value?: string | null;
}

type RefusalWordsOf = (it: string, name: string, p: RefusalParams) => string;

/** Why a file, a link or a setting can't be dubbed, checked before any request: what, why, what to do. */
export const REFUSAL_WORDS = {
  not_found: (it) => `${it} is no longer there. It may have been moved or deleted; choose it again.`,
  is_directory: (it) =>
    `${it} is a folder. Dubdeck dubs files one by one: open the folder and drop the songs or clips inside it.`,
  empty: (it) => `${it} is empty (0 bytes). If it is still downloading, wait until it finishes, then drop it again.`,
  unreadable: (it, _name, p) =>
    `${it} can't be read${detail(p.detail)}. Check that you may open it, or copy it somewhere you can.`,
  not_media: (it) =>
    `${it} is not an audio or video file Dubdeck can read. Choose an MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV or WebM file.`,
  no_audio_track: (it) => `${it} has no sound: it holds no audio track. Choose a file with audio.`,
  damaged: (it, _name, p) =>
    `${it} looks like ${p.container ?? 'media'} but is damaged or incomplete. Export or download it again, then retry.`,
  too_long: (it, _name, p) =>
    `${it} is ${p.durationMs ? formatDuration(p.durationMs) : 'too'} long; a dub can be at most ${formatDuration(p.limitMs ?? LIMITS.dubMaxMs)}. Trim it or split it into shorter parts.`,
  bad_link: (it, _name, p) =>
    `${p.value ? `"${p.value}"` : it} is not a web link Dubdeck can dub. Paste an address starting with https:// (or http://) that leads to audio or video.`,
  pitch_out_of_range: (_it, _name, p) =>
    `${p.value ? `A pitch shift of ${p.value} semitones is out of range: it` : 'The pitch'} must be between ${semitones(LIMITS.pitchShift.min)} and ${semitones(LIMITS.pitchShift.max)} semitones. Move the slider back into that range.`,
  output_dir: (_it, name) =>
    `The output folder ${name ? `"${name}" ` : ''}can't be written to. Choose another folder in Settings.`,
  bad_name: () =>
    `The voice name must have 1 to ${LIMITS.training.nameMaxChars} characters (spaces at either end are left out). Change it, then try again.`,
  bad_minutes: (_it, _name, p) =>
    `The maximum minutes must be ${LIMITS.training.minMinutes} to ${LIMITS.training.maxMinutes}${p.value ? `, not ${p.value}` : ''}. Change them, then try again.`,
  bad_file_count: (_it, _name, p) =>
    `A voice is trained from 1 to ${LIMITS.training.maxFiles} recordings${p.value ? `, not ${p.value}` : ''}. Add or remove recordings, then try again.`,
  training_too_long: () =>
    'The recordings hold more audio than the maximum minutes: the service would charge and then fail the training. Raise the minutes, or remove a recording.',
  audition_of_link: () =>
    "A link can't be auditioned: the voice service fetches it whole. Dub the whole link, or download the file and drop it to try 30 seconds first.",
  audition_too_short: (it) =>
    `${it} is no longer than an audition (30 seconds), and the whole file costs the same minimum. Dub the whole file instead.`,
  audition_out_of_range: (it) => `The audition would start after the end of ${it}. Choose an earlier start on the waveform.`,
  needs_media_tool: (_it, _name, p) =>
    `An audition is cut on this computer with ffmpeg, and ${p.detail ?? 'ffmpeg is not installed'}. Install ffmpeg, then restart Dubdeck; or dub the whole file.`,
} satisfies Record<RefusalReason, RefusalWordsOf>;

/** Why a file or link can't be dubbed (what, why, what to do). `name` is the file's or link's name. */
export function refusalWords(reason: RefusalReason, name: string, p: RefusalParams = {}): string {
  const it = name ? `"${name}"` : 'This file';
  const words = (REFUSAL_WORDS as Record<string, RefusalWordsOf | undefined>)[reason];
  return words ? words(it, name, p) : `${it} can't be dubbed${detail(p.detail)}. Choose another file.`;
}

/** Why a recording can't be used for training (checked before any request): what, why, what to do. */
export function trainingRefusalWords(reason: RefusalReason, name: string, p: RefusalParams = {}): string {
  const it = name ? `"${name}"` : 'This file';
  switch (reason) {
    case 'is_directory':
      return `${it} is a folder. Add the recordings inside it instead.`;
    case 'not_media':
      return `${it} is not an audio or video file Dubdeck can read. Use an MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV or WebM recording.`;
    case 'too_long':
    case 'empty':
    case 'not_found':
    case 'unreadable':
    case 'no_audio_track':
    case 'damaged':
      return refusalWords(reason, name, p).replace('drop it again', 'add it again');
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
      return unknownValue(reason, `${it} can't be used for training. Remove it, or choose another recording.`);
  }
}

/** Words for an error of starting a training (the wizard checks most of this before sending). */
export function trainingErrorWords(caught: unknown): string {
  if (caught instanceof IpcError && caught.code === 'input_refused') {
    const e = caught.data;
    const t = LIMITS.training;
    switch (e.reason) {
      case 'bad_name':
        return `The voice name must have 1 to ${t.nameMaxChars} characters. Go back to Settings and change it.`;
      case 'bad_minutes':
        return `The maximum minutes must be ${t.minMinutes} to ${t.maxMinutes}. Go back to Settings and change it.`;
      case 'bad_file_count':
        return `A voice is trained from 1 to ${t.maxFiles} recordings. Go back to Files and change them.`;
      case 'training_too_long':
        return 'The recordings hold more audio than the maximum minutes: the service would charge and then fail the training. Go back to Settings and raise the minutes, or remove a recording.';
      case null:
        return `The training was refused before anything was sent${detail(e.message)}. Change what it names, then confirm again.`;
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
      return w.count === 1
        ? "1 file can't be used (its reason is shown in the list). It is left out of the training: remove it, or replace it with a readable recording."
        : `${w.count} files can't be used (their reasons are shown in the list). They are left out of the training: remove them, or replace them with readable recordings.`;
    case 'total_too_short':
      return `Only ${formatDuration(w.totalMs)} of audio in all. A voice learns best from at least ${formatDuration(w.recommendedMs)} of clean singing or speech: add recordings, or train anyway for a rougher voice.`;
    case 'total_above_chosen':
      return `The recordings hold ${formatDuration(w.totalMs)} of audio, more than the ${w.maxMinutes} minutes training uses; the service would charge and then fail the training. Remove some recordings, or raise the maximum minutes.`;
    case 'too_many_files':
      return `${w.count} files added; a voice is trained from at most ${w.max}. Remove ${w.count - w.max} to continue.`;
    default:
      return unknownValue(w, 'The recordings need attention before training.');
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

/** "4 %", "0.35 %": a share of samples (two decimals below one). */
function percentWords(percent: number): string {
  return percent >= 1 ? `${Math.round(percent)} %` : `${percent.toFixed(2)} %`;
}

/** A finding as a sentence: what was found in the recording, and what to do about it. */
export function findingWords(f: WireFinding): string {
  switch (f.code) {
    case 'clipped':
      return `${percentWords(f.percent)} of samples clipped: lower the input gain and record again.`;
    case 'noisy':
      return `Background noise: the voice is only ${Math.round(f.snrDb)} dB above it (noise at ${Math.round(f.noiseFloorDbfs)} dBFS; 25 dB or more is clean). Record in a quieter room, closer to the microphone.`;
    case 'silence':
      return `${at(f.startMs)}–${at(f.endMs)} is silence: trim it.`;
    case 'no_voice':
      return `${at(f.startMs)}–${at(f.endMs)} has sound but no voice: cut it out.`;
    case 'little_voice':
      return `Only ${at(f.voicedMs)} of its ${at(f.durationMs)} is voice: trim the rest, or the voice learns little from it.`;
    case 'too_quiet':
      return `Very quiet (${Math.round(f.loudnessLufs)} LUFS): raise the input gain or move closer to the microphone, and record again.`;
    case 'low_sample_rate':
      return `Recorded at ${formatNumber(f.sampleRate / 1000)} kHz, as a telephone: the voice loses its upper range. Record at 44.1 or 48 kHz.`;
    case 'music_bed':
      return `Music or a steady tone seems to play under the voice (${Math.round(f.share * 100)} % of the pauses are tonal): record the voice alone, or keep "Separate vocals" on. Only a hint: a hum looks the same, and music that stops with the voice is not heard.`;
    case 'several_voices':
      return `Two voices may take turns: the pitch falls in two groups ${Math.round(f.semitones)} semitones apart. Keep one speaker per voice. Only a hint: one person changing register, or singing, looks the same.`;
    default:
      return unknownValue(f, 'Something in this recording may need fixing before training.');
  }
}

/** A verdict's label, and what it means for training. */
export const VERDICT_WORDS = {
  good: { label: 'Good', hint: 'Nothing to fix.' },
  usable: { label: 'Usable', hint: 'Training can use it; fixing it helps.' },
  poor: { label: 'Poor', hint: 'It would teach the voice its faults: left out unless you keep it.' },
} as const satisfies Record<Verdict, { label: string; hint: string }>;

/** A recording's key figures, in a compact line: voice time, loudness, signal-to-noise. */
export function figuresWords(q: FileQuality): string {
  const f = q.figures;
  const parts = [`${at(f.voicedMs)} of voice in ${at(f.durationMs)}`];
  parts.push(f.loudnessLufs === null ? 'loudness not measurable' : `${Math.round(f.loudnessLufs)} LUFS`);
  parts.push(f.snrDb === null ? 'no voice to set against the noise' : `signal-to-noise ${Math.round(f.snrDb)} dB`);
  return parts.join(' · ');
}

export const QUALITY_CHECKING_WORDS = 'Checking the recordings… this takes a few seconds a file.';

/** The quality check failed: the wizard goes on without it. */
export function qualityFailedWords(caught: unknown): string {
  return `The recordings could not be checked for quality: ${wordsFor(caught)} You can continue without the report; every readable file is kept.`;
}

/** A file the quality check could not read (the probe says why). */
export const QUALITY_UNREAD_WORDS = 'Not checked: it could not be read as audio.';

/**
 * Why the maximum minutes are proposed: the kept recordings' length (the service fails a training
 * whose audio is longer), and what trimming them to their voice would save.
 */
export function proposalWords(set: Pick<SetQuality, 'voicedMs' | 'durationMs' | 'suggestedMaxMinutes' | 'voiceMaxMinutes'>): string {
  if (set.voiceMaxMinutes < set.suggestedMaxMinutes) {
    return `Your recordings last ${at(set.durationMs)} and hold ${at(set.voicedMs)} of voice: training them needs ${set.suggestedMaxMinutes} minutes. Trim the silences and ${set.voiceMaxMinutes} minutes would do.`;
  }
  return `Your recordings hold ${at(set.voicedMs)} of voice: ${set.suggestedMaxMinutes} minutes covers it.`;
}

/** What the review pays for against what the kept recordings hold. */
export function paidAgainstHeldWords(p: { minutes: number; credits: number; voicedMs: number; good: number; usable: number; poorKept: number }): string {
  return `You pay for ${p.minutes} minutes (${formatNumber(p.credits)} credits); the recordings you keep hold ${at(p.voicedMs)} of voice (${p.good} good, ${p.usable} usable, ${p.poorKept} poor kept).`;
}

// ---- Recording takes ------------------------------------------------------------------------

/** A take as the page names it in sentences: "Take 2" (its file name, `Take 2.wav`, without .wav). */
export function takeTitle(name: string): string {
  return name.replace(/\.wav$/i, '');
}

/** A take ended by itself (its microphone went away, the disk filled): what was kept and what to do. */
export function takeEndWords(done: TakeDone): string | null {
  const title = takeTitle(done.take.name);
  const stoppedAt = formatClock(done.take.seconds);
  switch (done.end.kind) {
    case 'stopped':
      return null;
    case 'device_lost':
      return `The microphone was disconnected, so ${title} stopped at ${stoppedAt}. What was recorded is kept. Connect it again, or pick another one, then record the rest.`;
    case 'write_failed':
      return `${title} could not be written to disk${detail(done.end.reason)}, so it stopped at ${stoppedAt}. What was recorded is kept. Free some disk space, then record the rest.`;
    default:
      return unknownValue(done.end, `${title} stopped by itself at ${stoppedAt}. What was recorded is kept.`);
  }
}

/** A take that lost sound because the computer could not keep up (null: it lost none). */
export function droppedWords(done: TakeDone): string | null {
  if (!(done.droppedSamples > 0) || !(done.sampleRate > 0)) return null;
  const seconds = done.droppedSamples / done.sampleRate;
  const lost = seconds < 0.05 ? 'less than 0.1 s' : `${seconds.toFixed(1)} s`;
  return `${takeTitle(done.take.name)} lost ${lost} of sound because the computer could not keep up. Close other busy apps, then record it again.`;
}

/** A take recorded again replaced the earlier one, which is deleted. */
export function retakeReplacedWords(old: Take, fresh: Take): string {
  return `${takeTitle(fresh.name)} replaced ${takeTitle(old.name)}, which is deleted.`;
}

/** A take recorded again ended by itself: the earlier one stays too. */
export function retakeKeptWords(old: Take): string {
  return `${takeTitle(old.name)} is kept too, since the new take is not whole: delete the one you do not want.`;
}

/** A take recorded again could not start: the earlier one stays. */
export function retakeNotStartedWords(old: Take): string {
  return `${takeTitle(old.name)} is kept as it was.`;
}

/** The earlier take could not be deleted after it was recorded again: both stay. */
export function retakeDeleteFailedWords(old: Take, fresh: Take, caught: unknown): string {
  return `${takeTitle(old.name)} could not be deleted, so it is kept beside ${takeTitle(fresh.name)}: ${wordsFor(caught)}`;
}

/** A take that a stop of Dubdeck interrupted, kept when the wizard opened. */
export function recoveredTakeWords(take: Take): string {
  return `${takeTitle(take.name)} was being recorded when Dubdeck closed. It was kept (${formatClock(take.seconds)}). Add it from Saved takes to train with it.`;
}

/** Seconds cut, as "1.2 s". */
function cutSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** What trimming a take's silent ends did. */
export function trimmedWords(t: Trimmed): string {
  const parts = [];
  if (t.startSeconds >= 0.05) parts.push(`${cutSeconds(t.startSeconds)} from the start`);
  if (t.endSeconds >= 0.05) parts.push(`${cutSeconds(t.endSeconds)} from the end`);
  if (parts.length === 0) return 'There was no silence to cut at either end.';
  return `Trimmed ${parts.join(' and ')}; it is ${formatClock(t.seconds)} long now.`;
}

/** A take the page could not play. */
export function takePlayWords(name: string, caught: unknown): string {
  if (caught instanceof IpcError) return wordsFor(caught);
  const why = caught instanceof Error ? caught.message : typeof caught === 'string' ? caught : '';
  return `${name} could not be played${detail(why)}. Check the sound output, then press Play again.`;
}

/** The meter's words while the input reaches full scale. */
export const CLIPPING_WORDS = 'Clipping: lower the input gain';
export const CLIPPING_HINT = 'in the system\'s sound settings, or move a little further from the microphone.';

// ---- Jobs: failures and notices -------------------------------------------------------------

/** What a failure's words may say of the job. */
export type FailureRow = Pick<JobRow, 'kind' | 'title' | 'format' | 'durationMs' | 'voiceName'>;

type FailureWordsTable = {
  [C in FailureCode]: (f: Extract<JobFailure, { code: C }>, row: FailureRow) => string;
};

/** Why a job failed, by its code, with each code's own parameters: what, why, what to do. */
export const FAILURE_WORDS = {
  input_rejected: (f) => `The input was refused before sending${f.detail ? `: ${f.detail}` : ''}. Choose another file.`,
  input_missing: (f) => {
    const it = f.path ? `"${baseName(f.path)}"` : 'The input';
    if (f.foundBytes != null && f.expectedBytes != null) {
      return `${it} changed since it was chosen. Press Retry to dub it as it is now.`;
    }
    return `${it} is no longer there${detail(f.reason)}. Put it back, then press Retry.`;
  },
  unauthorized: () => 'The API key was refused. Paste a new key in Settings, then press Retry.',
  not_enough_credits: (f) =>
    f.balance != null
      ? `This needs ${formatNumber(f.needed ?? 0)} credits and the account has ${formatNumber(f.balance)}. Buy credits, then press Retry.`
      : `This needs ${formatNumber(f.needed ?? 0)} credits, more than the account has. Buy credits, then press Retry.`,
  voice_not_found: (_f, row) => `${row.voiceName ?? 'This voice'} is no longer available. Dub again with another voice.`,
  remote_not_found: () => 'The service no longer knows this job (it may have expired). Press Retry to start it afresh.',
  remote_failed: (f, row) => {
    if (f.reason) return `The service could not process this: ${f.reason}. Press Retry, or try another file.`;
    const durationMs = row.durationMs ?? f.durationMs ?? null;
    const known = [row.format ?? f.format ?? null, durationMs !== null ? formatDuration(durationMs) : null].filter(Boolean).join(', ');
    return `The service could not process this ${row.kind === 'training' ? 'training' : 'file'}${known ? ` (${known})` : ''}. Press Retry, or try another file or format.`;
  },
  invalid_request: (f) => `The service refused the request${detail(f.detail)}. Change the settings and dub again.`,
  upload_failed: (f) => `Uploading failed${detail(f.detail)}. Check your connection, then press Retry.`,
  upload_expired: () => 'The upload address expired before the upload finished. Press Retry to upload again.',
  download_failed: (f) => `Downloading the result failed${detail(f.detail)}. Press Retry: nothing is paid again.`,
  media_failed: (f) =>
    `Dubdeck could not prepare ${f.path ? `"${baseName(f.path)}"` : 'the file'} for sending${detail(f.reason)}. Check that it plays (and that ffmpeg is installed), then press Retry.`,
  output_failed: (f) =>
    `The result could not be saved${f.path ? ` to ${f.path}` : ''}${detail(f.reason)}. Free some space or choose another output folder, then press Retry.`,
  network: () => "Can't reach the voice service. Check your connection, then press Retry.",
  server_error: (f) =>
    `The voice service had a problem${f.status != null ? ` (error ${f.status})` : ''}. Press Retry in a few minutes.`,
  interrupted: () =>
    'The connection broke at a moment where the outcome is unknown. Press Retry: Dubdeck checks first, so nothing is paid twice.',
  internal: (f) => `Something went wrong inside Dubdeck${detail(f.detail)}. Press Retry; if it keeps happening, restart Dubdeck.`,
} satisfies FailureWordsTable;

/** Why a job failed, in plain words, with what to do. */
export function failureWords(f: JobFailure, row: FailureRow): string {
  // The table is indexed by the failure's own code, so the variant matches its function.
  const words = (FAILURE_WORDS as Record<string, ((f: JobFailure, row: FailureRow) => string) | undefined>)[f.code];
  return words
    ? words(f, row)
    : `Something went wrong (${String(f.code)}). Press Retry; if it keeps happening, restart Dubdeck.`;
}

/** Why a try failed, in a few words (the notice of a try that will be repeated). */
export const FAILURE_CAUSE = {
  input_rejected: 'The input was refused',
  input_missing: 'The input file is missing or changed',
  unauthorized: 'The API key was refused',
  not_enough_credits: 'The account lacks credits',
  voice_not_found: 'The voice is not available',
  remote_not_found: 'The service no longer knows this job',
  remote_failed: 'The service could not process it',
  invalid_request: 'The service refused the request',
  upload_failed: 'The upload failed',
  upload_expired: 'The upload address expired',
  download_failed: 'The download failed',
  media_failed: 'The file could not be prepared for sending',
  output_failed: 'The result could not be saved',
  network: "Can't reach the voice service",
  server_error: 'The voice service had a problem',
  interrupted: 'The connection broke',
  internal: 'Something went wrong inside Dubdeck',
} satisfies Record<FailureCode, string>;

/** Seconds left until an RFC 3339 time (at least 1 while it is ahead). */
function secondsUntil(at: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(at) - now) / 1000));
}

type NoticeWordsTable = {
  [C in Notice['code']]: (n: Extract<Notice, { code: C }>, now: number) => string | null;
};

/** A job's passing condition, while it lasts (null once its time is past). */
export const NOTICE_WORDS = {
  rate_limited: (n, now) =>
    Date.parse(n.until) > now ? `Waiting for the service (${secondsUntil(n.until, now)} s)` : null,
  retrying: (n, now) => {
    if (!(Date.parse(n.nextAt) > now)) return null;
    const cause = (FAILURE_CAUSE as Record<string, string | undefined>)[n.reasonCode] ?? 'A try failed';
    return `${cause}; trying again in ${secondsUntil(n.nextAt, now)} s (try ${n.attempt + 1} of ${n.of})`;
  },
} satisfies NoticeWordsTable;

/** The words of a job's notice at `now`, or null when it has passed (or is unknown). */
export function noticeWords(n: Notice, now: number): string | null {
  const words = (NOTICE_WORDS as Record<string, ((n: Notice, now: number) => string | null) | undefined>)[n.code];
  return words ? words(n, now) : null;
}

// ---- ffmpeg ----------------------------------------------------------------------------------

/** What to do without ffmpeg, and what it costs the user meanwhile. */
export const MEDIA_TOOL_HELP =
  "Install ffmpeg from your system's packages (or ffmpeg.org), then restart Dubdeck. Without it, videos are sent whole and come back as audio only, and auditions are off.";

/** ffmpeg is missing: the shell's reason (not installed, too old...), then what to do. */
export function mediaMissingWords(reason: string): string {
  const why = reason.trim().replace(/[.\s]+$/, '') || 'ffmpeg is not installed';
  // ffmpeg's name is written in lower case, even at the start of a sentence.
  return `${why.startsWith('ffmpeg') ? why : capitalise(why)}. ${MEDIA_TOOL_HELP}`;
}

// ---- Videos and auditions -------------------------------------------------------------------

/** "1:10–1:40": a stretch of a file on its own clock. */
export function excerptSpan(e: Excerpt): string {
  return `${formatClock(e.startMs / 1000)}–${formatClock((e.startMs + e.durationMs) / 1000)}`;
}

/** An audition's row: it is an audition, of which stretch of which file. */
export function auditionTitle(e: Excerpt, title: string): string {
  return `Audition ${excerptSpan(e)} of ${title}`;
}

/**
 * A dub's settings as its row shows them, when they are not the defaults: what tells two dubs of
 * one input with one voice apart ("+2 semitones", "vocals as they are").
 */
export function dubSettingsWords(pitchShift: number | null, separate: boolean | null): string[] {
  const words: string[] = [];
  if (pitchShift) words.push(`${semitones(pitchShift)} semitone${Math.abs(pitchShift) === 1 ? '' : 's'}`);
  if (separate === false) words.push('vocals as they are');
  return words;
}

/** The heading of the auditions of one input, kept together in the Jobs list. */
export function auditionsOfWords(title: string): string {
  return `Auditions of ${title}`;
}

/** The dub sheet's audition stretch, for the slider's value: "from 1:10 to 1:40". */
export function excerptRangeWords(startMs: number, durationMs: number): string {
  return `from ${formatClock(startMs / 1000)} to ${formatClock((startMs + durationMs) / 1000)}`;
}

/**
 * What was sent instead of the input file, when less was sent (a video's sound, an audition's
 * stretch): null when the row does not know, or the file went up whole.
 */
export function sentWords(row: Pick<JobRow, 'videoInput' | 'excerpt' | 'inputBytes' | 'uploadBytes'>): string | null {
  const { inputBytes, uploadBytes } = row;
  if (inputBytes === null || uploadBytes === null || uploadBytes >= inputBytes) return null;
  const sent = formatSize(uploadBytes);
  const whole = formatSize(inputBytes);
  if (row.videoInput) {
    return row.excerpt
      ? `Sent ${sent} of sound (${formatDuration(row.excerpt.durationMs)}) instead of the ${whole} video`
      : `Sent ${sent} of sound instead of the ${whole} video`;
  }
  return row.excerpt ? `Sent ${sent} (${formatDuration(row.excerpt.durationMs)}) instead of the whole ${whole} file` : null;
}

/** A done dub's row while the dub is put into a copy of its video. */
export const MAKING_VIDEO = 'Making the video…';
/** Its badge (the state's words while it lasts). */
export const MAKING_VIDEO_BADGE = 'Making the video';
export const MAKING_VIDEO_HINT = 'The dubbed audio is saved; Dubdeck is putting it into a copy of the video as its sound.';

/** A done dub whose video copy could not be made (`reason`: the shell's words): the dub itself is fine. */
export function videoErrorWords(reason: string): string {
  const why = reason.trim().replace(/[.\s]+$/, '');
  return `The dub is done, but its video copy could not be made${why ? `: ${why}` : ''}. Open the audio as it is, or make room in the output folder and dub it again to get the video.`;
}

/** "Dub the whole file" started, from an audition's row. */
export function dubWholeWords(title: string, voice: string | null): string {
  return `Dubbing the whole of "${title}"${voice ? ` with ${voice}` : ''}, with the audition's pitch and separation. It is at the top of the list.`;
}

/** The "Dub again" dialog's line for an audition: the new dub auditions the same stretch. */
export function againAuditionWords(e: Excerpt): string {
  return `The same stretch (${excerptSpan(e)}), pitch and separation, with another voice, at the minimum charge. The earlier audition stays.`;
}

/** Why the dub sheet can't try 30 seconds first: a link is in it (the service fetches links whole). */
export const AUDITION_LINK_WORDS =
  "A link can't be auditioned: the voice service fetches it whole. Remove the link to try the files first, or download it and drop the file to try 30 seconds of it.";

/** Why the dub sheet can't try 30 seconds first: a file is no longer than an audition. */
export function auditionTooShortWords(name: string, durationMs: number, credits: number, others: boolean): string {
  return `"${name}" is only ${formatDuration(durationMs)} long, no longer than an audition: dubbing it whole costs the same ${formatNumber(credits)} credits. ${others ? 'Remove it to try the other files first, or dub them whole.' : 'Dub the whole file instead.'}`;
}

/** Why the dub sheet can't try 30 seconds first: ffmpeg, which cuts the stretch, is missing. */
export function auditionNoToolWords(reason: string): string {
  const why = reason.trim().replace(/[.\s]+$/, '') || 'ffmpeg is not installed';
  return `An audition is cut on this computer with ffmpeg, and ${why}. Install ffmpeg (your system's package, or ffmpeg.org) and restart Dubdeck to try 30 seconds first; the whole file can be dubbed meanwhile.`;
}

/** The shell could not say whether ffmpeg is here (or has not answered yet). */
export const AUDITION_UNKNOWN_WORDS =
  'Dubdeck could not check for ffmpeg, which cuts auditions on this computer. Restart Dubdeck to check again; the whole file can be dubbed meanwhile.';
export const AUDITION_CHECKING_WORDS = 'Checking for ffmpeg, which cuts auditions on this computer…';

/** What trying 30 seconds first does, and what it costs against the whole. */
export function auditionHintWords(files: number, each: number, whole: number, auditions: number): string {
  // Under a minute, a whole dub is already the minimum charge: say what an audition still saves.
  if (auditions >= whole) {
    return files === 1
      ? `This file is under a minute, so dubbing it whole costs the same ${formatNumber(whole)} credits: an audition saves time, not credits.`
      : `These files are under a minute each, so their auditions cost what dubbing them whole costs (${formatNumber(whole)} credits): auditions save time, not credits.`;
  }
  return files === 1
    ? `Dub 30 seconds for ${formatNumber(each)} credits instead of ${formatNumber(whole)}. If you like it, "Dub the whole file" on its row dubs the rest with the same voice and settings.`
    : `Each file's loudest 30 seconds is dubbed, ${formatNumber(each)} credits each instead of ${formatNumber(whole)} in all. If you like one, "Dub the whole file" on its row dubs the rest.`;
}

/** How the dub sheet treats a video input: what is sent, and what comes back. */
export function videoInputWords(media: 'ready' | 'missing' | 'unknown', videoOut: boolean, audition: boolean): string {
  if (media === 'missing') return 'Video: sent whole, since ffmpeg is missing, and the dub comes back as audio.';
  const sent = media === 'ready' ? 'its sound alone is sent' : 'its sound is dubbed';
  if (!videoOut) return `Video: ${sent}; the dub comes back as audio only (Dubbed videos is off in Settings).`;
  if (audition) return `Video: ${sent}; an audition comes back as audio, the whole dub as video too.`;
  return `Video: ${sent}; the dub comes back as video too.`;
}

// ---- The player ------------------------------------------------------------------------------

/** The A/B player's note when the original was a link (not an error: nothing to fix). */
export const LINK_ORIGINAL_NOTE =
  'The original was a link, so there is no copy of it on this computer to compare with: only the dub plays.';

/** A side of a done dub whose file is no longer where the library recorded it. */
export function missingMediaWords(side: MediaSide, path: string): string {
  return side === 'dub'
    ? `The dub file is no longer at ${path}. It may have been moved or deleted: dub it again, or remove the job.`
    : `The original file is no longer at ${path}, so only the dub plays. Put the file back there to compare the two.`;
}

/** The video copy of a done dub is no longer where the library recorded it: the dub plays as sound. */
export function missingVideoWords(path: string): string {
  return `The video copy is no longer at ${path}, so the dub plays as sound alone. Dub it again to make a new copy.`;
}

/** The video copy could not be played in the window (MediaError code): the dub plays as sound. */
export function videoPlayWords(code: number): string {
  const then = 'The dub plays as sound alone; use Open video to watch it in another app.';
  switch (code) {
    case 2:
      return `The video copy stopped loading from Dubdeck's own media server. ${then}`;
    case 3:
      return `The video copy could not be decoded: the file looks damaged or cut short. ${then}`;
    case 4:
      return `The video copy is in a format this computer can't show inside Dubdeck (on Linux, H.264 and AAC need the gstreamer1.0-libav package). ${then}`;
    default:
      return `The video copy could not be played. ${then}`;
  }
}

/** An audition's player: the original plays the same stretch as the dub. */
export function auditionPlayerWords(startMs: number, durationMs: number | null): string {
  return durationMs
    ? `An audition: the original plays ${excerptRangeWords(startMs, durationMs)}, the stretch that was dubbed.`
    : `An audition: the original plays from ${formatClock(startMs / 1000)}, the stretch that was dubbed.`;
}

/** A side that the page's player could not play (MediaError code: 2 network, 3 decode, 4 format). */
export function mediaErrorWords(side: MediaSide, code: number): string {
  const what = side === 'dub' ? 'The dub' : 'The original';
  const after = side === 'dub' ? '' : ' Only the dub plays.';
  switch (code) {
    case 2:
      return `${what} stopped loading from Dubdeck's own media server. Close the player and press Play again.${after}`;
    case 3:
      return `${what} could not be decoded: the file looks damaged or cut short. Use Open to try another app${side === 'dub' ? ', or dub it again' : ''}.${after}`;
    case 4:
      return `${what} is in a format this computer can't play inside Dubdeck (on Linux, AAC and M4A need the gstreamer1.0-libav package). Use Open to play it in another app.${after}`;
    default:
      return `${what} could not be played. Close the player and press Play again.${after}`;
  }
}
