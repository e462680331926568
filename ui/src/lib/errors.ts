// The words for every error the shell can send: what happened, why, and what to do.
// The shell sends stable codes with params; only this module turns them into sentences.
import { IpcError, type IpcErrorData } from './backend/backend';

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
  return errorWords({ code: 'internal', message, status: null, retryAfterSecs: null, keychain: null, value: null });
}

export function errorCode(caught: unknown): string | null {
  return caught instanceof IpcError ? caught.code : null;
}
