// The words for every error the shell can send: what happened, why, and what to do.
// The shell sends stable codes with params; only this module turns them into sentences.
import { IpcError, type IpcErrorData } from './backend/backend';
import type { JobFailureView, JobRow, MediaSide, TrainingWarning } from './bindings';
import { formatDuration, formatNumber } from './format';

function keychainWords(keychain: string | null, message: string): string {
  switch (keychain) {
    case 'no_session_bus':
      return 'No desktop session bus (D-Bus) is running, so the keychain cannot be reached. Log in to a desktop session, then try again.';
    case 'no_service':
      return 'No keychain service is running (Secret Service). Install and start gnome-keyring or KeePassXC, then try again.';
    case 'locked':
      return 'The keychain is locked. Unlock it (log in to your desktop session), then try again.';
    case 'platform':
      return `The system keychain refused to store the key (${message}). Check your system's credential store, then try again.`;
    default:
      return `The keychain could not be used (${message}). Check your system's credential store, then try again.`;
  }
}

/** What to do about a stored key that can't be used (the failed screen offers the button). */
export const REMOVE_STORED_KEY = 'Remove the stored key, then paste it again.';

/** Codes of a stored key that can't be used: removing it (then pasting it again) is the way out. */
export const STORED_KEY_CODES: readonly string[] = ['ambiguous', 'bad_encoding'];

/** A neutral message as a parenthesis, or nothing when it is empty. */
function detail(message: string): string {
  const m = message.trim();
  return m ? ` (${m})` : '';
}

/** The human sentence for one error from the shell. */
export function errorWords(error: IpcErrorData): string {
  const m = error.message;
  switch (error.code) {
    case 'unauthorized':
      return 'The API key was refused. Paste a new key in Settings.';
    case 'no_api_key':
      return 'No API key is set. Paste your key in Settings, or try the demo.';
    case 'service_unreachable':
      return "Can't reach the voice service. Check your connection; the voices already seen still browse.";
    case 'rate_limited':
      return error.retryAfterSecs !== null
        ? `The voice service asked us to slow down. Dubdeck tries again in ${error.retryAfterSecs} s; nothing is lost.`
        : 'The voice service asked us to slow down. Dubdeck tries again in a moment; nothing is lost.';
    case 'service_failed':
      return `The voice service had a problem${error.status !== null ? ` (error ${error.status})` : ''}. Try again in a few minutes.`;
    case 'service_refused':
      return `The voice service refused the request: ${m}. Change what it names, then try again.`;
    case 'keychain_unavailable':
      return keychainWords(error.keychain, m);
    case 'ambiguous':
      return `The keychain holds more than one Dubdeck key, so Dubdeck can't tell which one is right. ${REMOVE_STORED_KEY}`;
    case 'bad_encoding':
      return `The stored key cannot be read (it is not valid text). ${REMOVE_STORED_KEY}`;
    case 'read_only':
      return "The API key comes from the DUBDECK_API_KEY environment variable and can't be changed here. Unset it to manage the key in Dubdeck.";
    case 'empty_key':
      return 'Paste your API key first.';
    case 'not_enough_credits':
      return `There are not enough credits for this${detail(m)}. Add credits to your VoiceDub account, then try again.`;
    case 'engine_running_elsewhere':
      return 'Another Dubdeck (the app or the command line) is running the jobs of this library; they continue there.';
    case 'no_data_dir':
      return 'Dubdeck could not find a home folder to keep its library in. Set DUBDECK_DATA_DIR to a folder Dubdeck may write to, then restart Dubdeck.';
    case 'avatar_failed':
      return `A voice's picture could not be loaded${detail(m)}. The voice still works; its picture shows next time.`;
    case 'invalid_base_url':
      return `"${error.value ?? ''}" is not a service address. Enter a full address starting with https:// (or http:// for a local service).`;
    case 'invalid_value':
      return `That value can't be used: ${m}. Change it, then save again.`;
    case 'library_busy':
      return 'The library is busy with another Dubdeck window or script. Wait a moment, then try again.';
    case 'library_failed':
      return `Dubdeck could not read or write its library on this computer (${m}). Check free disk space, then restart Dubdeck.`;
    case 'catalogue_failed':
      return `The voices saved on this computer could not be read (${m}). Try again; if it keeps happening, restart Dubdeck.`;
    case 'input_refused':
      return refusalWords(error.reason ?? 'other', baseName(error.value ?? ''), {});
    case 'not_offered':
      return `Dubdeck can use only files you drop on it, choose with "Dub files" or "Add files", or open with it, and ${baseName(error.value ?? '') ? `"${baseName(error.value ?? '')}"` : 'this file'} was none of these. Drop it or choose it again.`;
    case 'wrong_state':
      return `That can't be done to this job any more${detail(m)}. The list shows where it is now.`;
    case 'no_such_job':
      return 'This job is no longer in the library. It may have been removed from another window.';
    case 'no_result':
      return 'This job has no result file yet. Wait until it is done.';
    case 'result_missing':
      return `The result file is no longer where Dubdeck saved it (${error.value ?? 'unknown'}). It may have been moved or deleted; dub it again to get a new copy.`;
    case 'not_audio':
      return `Dubdeck opens only audio files, and ${baseName(error.value ?? '') || 'this result'} is not one. Show it in its folder instead, and check it before opening it.`;
    case 'engine_stopped':
      return "Dubdeck's job runner has stopped, so the job can't move on now. Restart Dubdeck; the job continues where it was.";
    case 'engine_failed':
      return `Dubdeck's job runner failed${detail(m)}. Restart Dubdeck; the job continues where it was.`;
    case 'open_failed':
      return `The system could not open ${error.value ?? 'the file'}${detail(m)}. Open it from your file manager instead.`;
    case 'internal':
      return `Something went wrong inside Dubdeck (${m}). Try again; if it keeps happening, restart Dubdeck.`;
    case 'demo_failed':
      return `The demo could not start: ${m.replace(/[.\s]+$/, '') || 'unknown reason'}. Try again, or restart Dubdeck.`;
    default:
      return `Something went wrong (${m || error.code}). Try again; if it keeps happening, restart Dubdeck.`;
  }
}

/** Words for anything caught: an IpcError from the backend, or an unexpected exception. */
export function wordsFor(caught: unknown): string {
  if (caught instanceof IpcError) return errorWords(caught.data);
  const message = caught instanceof Error ? caught.message : String(caught);
  return errorWords({ code: 'internal', message, status: null, retryAfterSecs: null, keychain: null, value: null, reason: null });
}

export function errorCode(caught: unknown): string | null {
  return caught instanceof IpcError ? caught.code : null;
}

/** The last part of a path (either separator), or the text itself. */
export function baseName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return cut >= 0 ? trimmed.slice(cut + 1) : trimmed;
}

/** What the probe said of a refused input, beyond its reason. */
export interface RefusalParams {
  durationMs?: number | null;
  limitMs?: number | null;
  container?: string | null;
  detail?: string | null;
}

/** Why a file or link can't be dubbed, checked before any request: what, why, what to do. */
export function refusalWords(reason: string, name: string, p: RefusalParams): string {
  const it = name ? `"${name}"` : 'This file';
  switch (reason) {
    case 'is_directory':
      return `${it} is a folder. Dubdeck dubs files one by one: open the folder and drop the songs or clips inside it.`;
    case 'not_media':
      return `${it} is not an audio or video file Dubdeck can read. Choose an MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV or WebM file.`;
    case 'too_long':
      return `${it} is ${p.durationMs ? formatDuration(p.durationMs) : 'too'} long; a dub can be at most ${formatDuration(p.limitMs ?? 30 * 60_000)}. Trim it or split it into shorter parts.`;
    case 'empty':
      return `${it} is empty (0 bytes). If it is still downloading, wait until it finishes, then drop it again.`;
    case 'not_found':
      return `${it} is no longer there. It may have been moved or deleted; choose it again.`;
    case 'unreadable':
      return `${it} can't be read${p.detail ? ` (${p.detail})` : ''}. Check that you may open it, or copy it somewhere you can.`;
    case 'no_audio_track':
      return `${it} has no sound: it holds no audio track. Choose a file with audio.`;
    case 'damaged':
      return `${it} looks like ${p.container ?? 'media'} but is damaged or incomplete. Export or download it again, then retry.`;
    case 'bad_link':
      return `${it} is not a web link Dubdeck can dub. Paste an address starting with https:// (or http://) that leads to audio or video.`;
    case 'pitch_out_of_range':
      return 'The pitch must be between -24 and +24 semitones. Move the slider back into that range.';
    case 'output_dir':
      return `The output folder ${name ? `"${name}" ` : ''}can't be written to. Choose another folder in Settings.`;
    default:
      return `${it} can't be dubbed. Choose another file.`;
  }
}

/** Why a job failed, in plain words, with what to do. */
export function failureWords(f: JobFailureView, row: Pick<JobRow, 'kind' | 'title' | 'format' | 'durationMs' | 'voiceName'>): string {
  const known = [row.format ?? f.format, (row.durationMs ?? f.durationMs) ? formatDuration((row.durationMs ?? f.durationMs) as number) : null]
    .filter(Boolean)
    .join(', ');
  switch (f.code) {
    case 'not_enough_credits':
      return f.balance !== null
        ? `This needs ${formatNumber(f.needed ?? 0)} credits and the account has ${formatNumber(f.balance)}. Buy credits, then press Retry.`
        : `This needs ${formatNumber(f.needed ?? 0)} credits, more than the account has. Buy credits, then press Retry.`;
    case 'unauthorized':
      return 'The API key was refused. Paste a new key in Settings, then press Retry.';
    case 'voice_not_found':
      return `${row.voiceName ?? 'This voice'} is no longer available. Dub again with another voice.`;
    case 'remote_not_found':
      return 'The service no longer knows this job (it may have expired). Press Retry to start it afresh.';
    case 'remote_failed':
      return f.reason
        ? `The service could not process this: ${f.reason}. Press Retry, or try another file.`
        : `The service could not process this file${known ? ` (${known})` : ''}. Press Retry, or try another file or format.`;
    case 'invalid_request':
      return `The service refused the request${f.detail ? ` (${f.detail})` : ''}. Change the settings and dub again.`;
    case 'input_rejected':
      return `The input was refused before sending${f.detail ? `: ${f.detail}` : ''}. Choose another file.`;
    case 'input_missing':
      if (f.foundBytes !== null && f.expectedBytes !== null) {
        return `${f.path ? `"${baseName(f.path)}"` : 'The input'} changed since it was chosen. Press Retry to dub it as it is now.`;
      }
      return `${f.path ? `"${baseName(f.path)}"` : 'The input'} is no longer there${f.reason ? ` (${f.reason})` : ''}. Put it back, then press Retry.`;
    case 'upload_failed':
      return `Uploading failed${f.detail ? ` (${f.detail})` : ''}. Check your connection, then press Retry.`;
    case 'upload_expired':
      return 'The upload address expired before the upload finished. Press Retry to upload again.';
    case 'download_failed':
      return `Downloading the result failed${f.detail ? ` (${f.detail})` : ''}. Press Retry: nothing is paid again.`;
    case 'output_failed':
      return `The result could not be saved${f.path ? ` to ${f.path}` : ''}${f.reason ? ` (${f.reason})` : ''}. Free some space or choose another output folder, then press Retry.`;
    case 'network':
      return "Can't reach the voice service. Check your connection, then press Retry.";
    case 'server_error':
      return `The voice service had a problem${f.status !== null ? ` (error ${f.status})` : ''}. Press Retry in a few minutes.`;
    case 'interrupted':
      return 'The connection broke at a moment where the outcome is unknown. Press Retry: Dubdeck checks first, so nothing is paid twice.';
    default:
      return `Something went wrong inside Dubdeck${f.detail ? ` (${f.detail})` : ''}. Press Retry; if it keeps happening, restart Dubdeck.`;
  }
}

/** Why a recording can't be used for training (checked before any request): what, why, what to do. */
export function trainingRefusalWords(reason: string, name: string, p: RefusalParams = {}): string {
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
    default:
      return `${it} can't be used for training. Remove it, or choose another recording.`;
  }
}

/** A training check's warning as a sentence: what, why, what to do. */
export function trainingWarningWords(w: TrainingWarning): string {
  switch (w.kind) {
    case 'unreadable_files':
      return w.count === 1
        ? '1 file can\'t be used (its reason is shown in the list). It is left out of the training: remove it, or replace it with a readable recording.'
        : `${w.count} files can't be used (their reasons are shown in the list). They are left out of the training: remove them, or replace them with readable recordings.`;
    case 'total_too_short':
      return `Only ${formatDuration(w.totalMs)} of audio in all. A voice learns best from at least ${formatDuration(w.recommendedMs)} of clean singing or speech: add recordings, or train anyway for a rougher voice.`;
    case 'total_above_chosen':
      return `The recordings hold ${formatDuration(w.totalMs)} of audio, more than the ${w.maxMinutes} minutes training uses; the service would charge and then fail the training. Remove some recordings, or raise the maximum minutes.`;
    case 'too_many_files':
      return `${w.count} files added; a voice is trained from at most ${w.max}. Remove ${w.count - w.max} to continue.`;
    default:
      return 'The recordings need attention before training.';
  }
}

/** Words for an error of starting a training (the wizard checks most of this before sending). */
export function trainingErrorWords(caught: unknown): string {
  if (caught instanceof IpcError && caught.code === 'input_refused') {
    const e = caught.data;
    switch (e.reason) {
      case 'bad_name':
        return 'The voice name must have 1 to 50 characters. Go back to Settings and change it.';
      case 'bad_minutes':
        return 'The maximum minutes must be 5 to 60. Go back to Settings and change it.';
      case 'bad_file_count':
        return 'A voice is trained from 1 to 5 recordings. Go back to Files and change them.';
      case 'training_too_long':
        return 'The recordings hold more audio than the maximum minutes: the service would charge and then fail the training. Go back to Settings and raise the minutes, or remove a recording.';
      case null:
      case 'other':
        return `The training was refused before anything was sent${detail(e.message)}. Change what it names, then confirm again.`;
      default:
        return trainingRefusalWords(e.reason, baseName(e.value ?? ''), {});
    }
  }
  return wordsFor(caught);
}

/** The A/B player's note when the original was a link (not an error: nothing to fix). */
export const LINK_ORIGINAL_NOTE =
  'The original was a link, so there is no copy of it on this computer to compare with: only the dub plays.';

/** A side of a done dub whose file is no longer where the library recorded it. */
export function missingMediaWords(side: MediaSide, path: string): string {
  return side === 'dub'
    ? `The dub file is no longer at ${path}. It may have been moved or deleted: dub it again, or remove the job.`
    : `The original file is no longer at ${path}, so only the dub plays. Put the file back there to compare the two.`;
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
