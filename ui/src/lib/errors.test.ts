import { describe, expect, it } from 'vitest';
import { errorWords, trainingErrorWords, trainingRefusalWords, trainingWarningWords, wordsFor } from './errors';
import { IpcError, ipcErrorData } from './backend/backend';

const words = (code: string, params: Parameters<typeof ipcErrorData>[2] = {}, message = 'detail') =>
  errorWords(ipcErrorData(code, message, params));

describe('error words', () => {
  it('says a file the user never offered must be dropped or chosen again', () => {
    expect(words('not_offered', { value: '/home/ana/.ssh/id_ed25519' })).toBe(
      'Dubdeck can use only files you drop on it, choose with "Dub files" or "Add files", or open with it, and "id_ed25519" was none of these. Drop it or choose it again.',
    );
  });

  it('words the key and connection errors exactly', () => {
    expect(words('unauthorized')).toBe('The API key was refused. Paste a new key in Settings.');
    expect(words('service_unreachable')).toBe(
      "Can't reach the voice service. Check your connection; the voices already seen still browse.",
    );
    expect(words('no_api_key')).toMatch(/No API key is set/);
  });

  it('words a result that is not audio and a stopped job runner with what to do', () => {
    expect(words('not_audio', { value: '/music/out/Song (Nova).exe' })).toBe(
      'Dubdeck opens only audio files, and Song (Nova).exe is not one. Show it in its folder instead, and check it before opening it.',
    );
    expect(words('engine_stopped')).toMatch(/^Dubdeck's job runner has stopped.*Restart Dubdeck/);
    expect(words('engine_failed', {}, 'disk full')).toContain('disk full');
  });

  it('words the keychain by its reason', () => {
    expect(words('keychain_unavailable', { keychain: 'no_service' })).toBe(
      'No keychain service is running (Secret Service). Install and start gnome-keyring or KeePassXC, then try again.',
    );
    expect(words('keychain_unavailable', { keychain: 'locked' })).toBe(
      'The keychain is locked. Unlock it (log in to your desktop session), then try again.',
    );
    expect(words('keychain_unavailable', { keychain: 'no_session_bus' })).toMatch(/^No desktop session bus \(D-Bus\)/);
    expect(words('keychain_unavailable', { keychain: 'platform' }, 'denied')).toContain('denied');
    expect(words('keychain_unavailable', { keychain: 'weird' }, 'odd')).toContain('odd');
  });

  it('uses the params of rate limits, addresses and service failures', () => {
    expect(words('rate_limited', { retryAfterSecs: 12 })).toContain('12 s');
    expect(words('rate_limited')).toContain('in a moment');
    expect(words('invalid_base_url', { value: 'ftp://x' })).toContain('"ftp://x" is not a service address');
    expect(words('service_failed', { status: 503 })).toContain('error 503');
  });

  it('has its own sentence for every listed code, and a generic one with the message otherwise', () => {
    const codes = [
      'service_refused',
      'invalid_value',
      'library_busy',
      'library_failed',
      'catalogue_failed',
      'internal',
      'demo_failed',
    ];
    const generic = words('something_new', {}, 'boom');
    expect(generic).toBe('Something went wrong (boom). Try again; if it keeps happening, restart Dubdeck.');
    for (const code of codes) {
      const sentence = words(code);
      expect(sentence, code).not.toBe(words('something_new'));
      expect(sentence.length, code).toBeGreaterThan(30);
    }
  });

  it('words thrown IpcErrors and plain exceptions', () => {
    expect(wordsFor(new IpcError(ipcErrorData('unauthorized', 'x')))).toMatch(/refused/);
    expect(wordsFor(new Error('kaput'))).toContain('kaput');
  });

  it('words the stored key that cannot be used, and says how to get out', () => {
    expect(words('ambiguous')).toMatch(/^The keychain holds more than one Dubdeck key/);
    expect(words('ambiguous')).toMatch(/Remove the stored key, then paste it again\.$/);
    expect(words('bad_encoding')).toMatch(/^The stored key cannot be read/);
    expect(words('bad_encoding')).toMatch(/Remove the stored key, then paste it again\.$/);
  });

  it('words the key, library, avatar, credits and engine codes', () => {
    expect(words('read_only')).toBe(
      "The API key comes from the DUBDECK_API_KEY environment variable and can't be changed here. Unset it to manage the key in Dubdeck.",
    );
    expect(words('empty_key')).toBe('Paste your API key first.');
    expect(words('engine_running_elsewhere')).toBe(
      'Another Dubdeck (the app or the command line) is running the jobs of this library; they continue there.',
    );
    expect(words('no_data_dir')).toMatch(/home folder/);
    expect(words('avatar_failed', {}, 'HTTP 404')).toContain('HTTP 404');
    expect(words('not_enough_credits', {}, 'needs 40, has 25')).toContain('needs 40, has 25');
    // The service may send no message and no params: still a whole sentence.
    expect(words('not_enough_credits', {}, '')).toBe(
      'There are not enough credits for this. Add credits to your VoiceDub account, then try again.',
    );
    expect(words('demo_failed', {}, 'could not prepare the demo library /tmp/d: denied')).toBe(
      'The demo could not start: could not prepare the demo library /tmp/d: denied. Try again, or restart Dubdeck.',
    );
    for (const code of ['read_only', 'empty_key', 'no_data_dir', 'avatar_failed', 'not_enough_credits', 'engine_running_elsewhere']) {
      expect(words(code), code).not.toBe(words('something_new'));
    }
  });
});

describe('training words', () => {
  it('words the check warnings with what, why and what to do', () => {
    expect(trainingWarningWords({ kind: 'too_many_files', count: 7, max: 5 })).toBe(
      '7 files added; a voice is trained from at most 5. Remove 2 to continue.',
    );
    expect(trainingWarningWords({ kind: 'unreadable_files', count: 2 })).toMatch(/^2 files can't be used .* remove them/);
    expect(trainingWarningWords({ kind: 'total_too_short', totalMs: 45_000, recommendedMs: 120_000 })).toMatch(
      /^Only 45 s of audio in all\. A voice learns best from at least 2:00/,
    );
    expect(trainingWarningWords({ kind: 'total_above_chosen', totalMs: 3_900_000, maxMinutes: 60 })).toMatch(
      /1:05:00 of audio, more than the 60 minutes.*raise the maximum minutes/,
    );
  });

  it('words refused recordings and refused starts for training, not for dubbing', () => {
    expect(trainingRefusalWords('is_directory', 'takes')).toBe('"takes" is a folder. Add the recordings inside it instead.');
    expect(trainingRefusalWords('empty', 'a.wav')).toMatch(/add it again/);
    const refused = (reason: string | null, message = 'refused') =>
      trainingErrorWords(new IpcError(ipcErrorData('input_refused', message, { reason })));
    expect(refused('bad_minutes')).toMatch(/^The maximum minutes must be 5 to 60/);
    expect(refused('other', 'The training files hold 1:02:00 of audio')).toMatch(/^The training was refused before anything was sent \(The training files hold/);
    expect(refused('not_found', 'x')).toMatch(/is no longer there/);
    expect(trainingErrorWords(new IpcError(ipcErrorData('unauthorized', 'no')))).toBe('The API key was refused. Paste a new key in Settings.');
  });
});
