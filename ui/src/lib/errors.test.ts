import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  errorWords,
  ERROR_WORDS,
  keychainWords,
  KEYCHAIN_WORDS,
  mediaMissingWords,
  MIX_FAILED_WORDS,
  mixFailedWords,
  mediaToolHelp,
  refusalWords,
  REFUSAL_WORDS,
  removeStoredKeyWords,
  toolWords,
  trainingErrorWords,
  trainingRefusalWords,
  wordsFor,
} from './errors';
import { formatTime } from './format';
import { setLocale } from './i18n/index.svelte';
import { IpcError, ipcErrorData, type IpcErrorParams } from './backend/backend';
import { CONTRACT, type ErrorCode, type KeychainProblem, type MixStep, type RefusalReason } from './bindings';
import { RECORDED, type RecordedErrorKey } from './backend/fake';
import { expectWorded, inThePseudoLocale, MISSING_TOOLS } from '../test/worded';

/** The words of an error; `log` is the shell's description for logs, which the page never shows. */
const words = (code: ErrorCode, params: IpcErrorParams = {}, log = 'a sentence for the log') =>
  errorWords(ipcErrorData(code, log, params));
/** The words of a code the page does not know (a newer shell): the generic sentence. */
const unknown = () => words('something_new' as ErrorCode, {});
/** Every parameter of an error filled, as a shell might send them. */
const FULL: IpcErrorParams = {
  status: 503,
  retryAfterSecs: 12,
  until: '2026-11-23T14:00:12Z',
  keychain: 'locked',
  reason: 'not_media',
  value: '/music/Song.mp3',
  checkedWith: 'https://api.voicedub.ai',
};

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

  it('words a microphone that did not open from its problem, quoting only the system\'s words', () => {
    expect(words('input_device_failed', { device: 'timeout' })).toBe(
      'The microphone could not be opened (it did not answer in time). Close other apps that may be using it, or pick another microphone, then record again.',
    );
    expect(words('input_device_failed', { device: 'refused', detail: 'Device or resource busy' })).toMatch(
      /^The microphone could not be opened \(Device or resource busy\)\./,
    );
  });

  it('words a result that is not audio and a stopped job runner with what to do', () => {
    expect(words('not_audio', { value: '/music/out/Song (Nova).exe' })).toBe(
      'Dubdeck opens only audio and video files, and Song (Nova).exe is neither. Show it in its folder instead, and check it before opening it.',
    );
    expect(words('engine_stopped')).toMatch(/^Dubdeck's job runner has stopped.*Restart Dubdeck/);
    expect(words('engine_failed', { detail: 'disk full' })).toContain('disk full');
    // The system's problem in our words, not its text.
    expect(words('engine_failed', { io: 'storage_full', detail: 'No space left on device (os error 28)' })).toBe(
      "Dubdeck's job runner failed (the disk is full). Restart Dubdeck; the job continues where it was.",
    );
    expect(words('engine_failed', { library: 'delete_result', io: 'permission_denied', value: '/music/a.wav' })).toMatch(
      /^The job was removed, but its result file could not be deleted \(permission denied\)\./,
    );
  });

  it('words the keychain by its reason', () => {
    expect(words('keychain_unavailable', { keychain: 'no_service' })).toBe(
      'No keychain service is running (Secret Service). Install and start gnome-keyring or KeePassXC, then try again.',
    );
    expect(words('keychain_unavailable', { keychain: 'locked' })).toBe(
      'The keychain is locked. Unlock it (log in to your desktop session), then try again.',
    );
    expect(words('keychain_unavailable', { keychain: 'no_session_bus' })).toMatch(/^No desktop session bus \(D-Bus\)/);
    expect(words('keychain_unavailable', { keychain: 'platform', detail: 'denied' })).toContain('denied');
    // No reason given: the keychain's own words, and the usual way out.
    expect(words('keychain_unavailable', { keychain: null, detail: 'odd' })).toBe(
      "The keychain could not be used (odd). Check your system's credential store, then try again.",
    );
  });

  it('uses the params of rate limits, addresses and service failures', () => {
    expect(words('rate_limited', { retryAfterSecs: 12 })).toContain('12 s');
    expect(words('rate_limited')).toContain('in a moment');
    expect(words('invalid_base_url', { value: 'ftp://x' })).toContain('"ftp://x" is not a service address');
    expect(words('service_failed', { status: 503 })).toContain('error 503');
  });

  it('has its own sentence for every listed code, and a generic one with the code otherwise', () => {
    const codes = [
      'service_refused',
      'invalid_value',
      'library_busy',
      'library_failed',
      'catalogue_failed',
      'internal',
      'demo_failed',
    ];
    const generic = unknown();
    expect(generic).toBe('Something went wrong (something_new). Try again; if it keeps happening, restart Dubdeck.');
    for (const code of codes) {
      const sentence = words(code as ErrorCode);
      expect(sentence, code).not.toBe(unknown());
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
    expect(words('empty_key')).toBe('The API key was empty, so nothing was saved. Paste your API key first.');
    expect(words('engine_running_elsewhere')).toBe(
      'Another Dubdeck (the app or the command line) is running the jobs of this library; they continue there.',
    );
    expect(words('no_data_dir')).toMatch(/home folder/);
    expect(words('avatar_failed', { detail: 'HTTP 404' })).toContain('HTTP 404');
    // The service's own message, quoted.
    expect(words('not_enough_credits', { detail: 'needs 40, has 25' })).toContain('needs 40, has 25');
    // The service may send no message and no params: still a whole sentence.
    expect(words('not_enough_credits')).toBe(
      'There are not enough credits for this. Add credits to your VoiceDub account, then try again.',
    );
    expect(words('demo_failed', { io: 'permission_denied', value: '/tmp/d' })).toBe(
      'The demo could not start: permission denied. Try again, or restart Dubdeck.',
    );
    expect(words('demo_failed', { io: 'already_exists', value: '/home/me/.local/share/dubdeck/demo' })).toMatch(
      /^The demo could not start: \/home\/me\/.local\/share\/dubdeck\/demo is already there and is not a demo library/,
    );
    expect(words('demo_failed', { io: 'not_found', value: 'dubdeck-sim' })).toBe(
      'The demo could not start: its service (dubdeck-sim) is not installed with this copy of Dubdeck. Reinstall Dubdeck, then try the demo again.',
    );
    expect(words('library_failed', { library: 'too_new' })).toMatch(/newer version of Dubdeck.*Update Dubdeck to open it\.$/);
    expect(words('wrong_state', { action: 'retry', state: 'uploading' })).toBe(
      "This job can't be retried now. The list shows where it is now.",
    );
    for (const code of ['read_only', 'empty_key', 'no_data_dir', 'avatar_failed', 'not_enough_credits', 'engine_running_elsewhere'] as const) {
      expect(words(code), code).not.toBe(unknown());
    }
  });
});

describe('damaged and irregular files', () => {
  it('words how a file is damaged from its cause, never the reader\'s own words', () => {
    const p = { container: 'mp4', damage: 'unreadable_audio' as const, detail: 'malformed stream: bad atom' };
    expect(refusalWords('damaged', 'a.mp4', p)).toBe(
      '"a.mp4" looks like mp4 but is damaged or incomplete (its audio cannot be read). Export or download it again, then retry.',
    );
    expect(refusalWords('damaged', '', { damage: 'reader_crashed' })).toBe(
      'This file looks like media but is damaged or incomplete (the media reader stopped on its contents). Export or download it again, then retry.',
    );
    expect(refusalWords('damaged', 'a.wav', { container: 'wav' })).toBe(
      '"a.wav" looks like wav but is damaged or incomplete. Export or download it again, then retry.',
    );
    const refused = ipcErrorData('input_refused', 'log', {
      reason: 'damaged',
      value: '/in/a.ogg',
      damage: 'no_decoder',
      detail: 'unsupported codec',
    });
    expect(errorWords(refused)).toBe(
      '"a.ogg" looks like media but is damaged or incomplete (its audio cannot be decoded on this computer). Export or download it again, then retry.',
    );
  });

  it('words a device, a pipe or a socket as not a regular file', () => {
    expect(refusalWords('not_regular_file', 'pipe.wav')).toBe(
      '"pipe.wav" is not a regular file but a device, a pipe or a socket, so it is not read. Choose an audio or video file.',
    );
    expect(trainingRefusalWords('not_regular_file', '')).toMatch(/^This file is not a regular file/);
  });
});

describe('mixes and covers', () => {
  it('words a mix that was not made by its step, with the cause and what to do', () => {
    expect(words('mix_failed', { mix: 'no_pitch_shifter', detail: 'No such filter: rubberband' })).toBe(
      "The mix was not made: this ffmpeg cannot move the song's key (it has no rubberband filter) (No such filter: rubberband). Set the key to 0, or install an ffmpeg built with rubberband, then export the mix again. Nothing was sent or spent, and the dub is kept as it is.",
    );
    // The system's problem in our words, not its text.
    expect(words('mix_failed', { mix: 'place', io: 'storage_full', detail: 'No space left on device (os error 28)' })).toBe(
      'The mix was not made: it could not be moved into the output folder (the disk is full). Check that the folder is still there and can be written to, or choose another one in Settings, then export the mix again. Nothing was sent or spent, and the dub is kept as it is.',
    );
    expect(words('mix_failed', { mix: 'stem_missing', io: 'not_found' })).toMatch(
      /^The mix was not made: the dubbed vocal or the instrumental is no longer in Dubdeck's library \(it is not there\)\. Dub the vocal again with its instrumental\./,
    );
    expect(words('mix_failed', { mix: 'no_tool', tool: { problem: 'too_old', version: '3.4.8' } })).toBe(
      'The mix was not made: mixes are made on this computer with ffmpeg. ffmpeg 3.4.8 is too old: Dubdeck needs ffmpeg 4 or newer. Install ffmpeg, then restart Dubdeck and export the mix again; nothing was spent, and the dub is kept as it is.',
    );
    // No step said (or one this page does not know): ffmpeg's failure, with its own words.
    expect(words('mix_failed', { detail: 'Invalid argument' })).toBe(
      'The mix was not made: ffmpeg could not make it (Invalid argument). Choose another format in Settings, or export the mix again. Nothing was sent or spent, and the dub is kept as it is.',
    );
    expect(mixFailedWords('newer' as MixStep, { io: null, detail: null })).toBe(words('mix_failed', { mix: 'render' }));
    // Every step has its own sentence.
    const steps = Object.keys(MIX_FAILED_WORDS) as MixStep[];
    expect(steps).toHaveLength(8);
    const sentences = steps.map((mix) => words('mix_failed', { mix }));
    expect(new Set(sentences).size).toBe(steps.length);
  });

  it('words a pairing that cannot be, naming the file or the whole link', () => {
    expect(words('input_refused', { reason: 'not_pairable', value: '/music/clip.mp4' })).toBe(
      '"clip.mp4" can\'t be paired with an instrumental: only an audio file of the vocal, dubbed whole, can be (not a link, a video or an audition). Press Unpair to dub it on its own, or pair the vocal\'s own file instead.',
    );
    expect(words('input_refused', { reason: 'not_pairable', value: 'https://example.com/song' })).toMatch(/^"https:\/\/example\.com\/song" can't be paired/);
    expect(refusalWords('not_pairable', '')).toMatch(/^This can't be paired with an instrumental/);
  });

  it('words a key, a level and a loudness out of range with their signs and ranges', () => {
    expect(words('input_refused', { reason: 'key_out_of_range', value: '13' })).toBe(
      'A key of +13 semitones is out of range: the song can move between −12 and +12 semitones. Set the key back into that range.',
    );
    expect(refusalWords('key_out_of_range', '', { value: '-1' })).toMatch(/^A key of −1 semitone is out of range/);
    expect(refusalWords('key_out_of_range', '')).toBe('The key must be between −12 and +12 semitones. Set it back into that range.');
    expect(words('input_refused', { reason: 'gain_out_of_range', value: '15' })).toBe(
      'A level of +15 dB is out of range: each part of the mix must be between −24 and +12 dB. Move its fader back into that range.',
    );
    expect(words('input_refused', { reason: 'loudness_out_of_range', value: '-40.5' })).toBe(
      'A loudness of −40.5 LUFS is out of range: it must be between −36 and −6 LUFS. Enter a value in that range, or turn loudness off.',
    );
    expect(refusalWords('loudness_out_of_range', '')).toMatch(/^The loudness must be between −36 and −6 LUFS\./);
  });

  it('words too many voices and a comparison without an audition, with the way out', () => {
    expect(words('input_refused', { reason: 'too_many_voices', value: '5', limit: 4 })).toBe(
      'A comparison takes up to 4 voices, and 5 were chosen. Remove voices until there are 4 or fewer, then start again.',
    );
    // The limit the shell gave is the one said.
    expect(refusalWords('too_many_voices', '', { limit: 3 })).toBe('A comparison takes up to 3 voices. Remove voices until there are 3 or fewer, then start again.');
    expect(words('input_refused', { reason: 'comparison_without_audition' })).toBe(
      'Voices are compared on the same 30 seconds, so a comparison needs "Try 30 seconds first" on. Turn it on, or keep only one voice.',
    );
  });

  it('words a name template with an unknown placeholder, quoting it whole', () => {
    // The template is not a path: its slashes stay.
    expect(words('input_refused', { reason: 'name_template', value: '{artist}/{title}' })).toBe(
      'The name template "{artist}/{title}" has a placeholder Dubdeck does not know, or a brace without its pair. Use only {input}, {voice}, {key}, {pitch} and {date}, or leave it empty for the usual names.',
    );
    expect(refusalWords('name_template', '')).toMatch(/^The name template has a placeholder/);
  });
});

describe('training refusals', () => {
  it('words refused recordings and refused starts for training, not for dubbing', () => {
    expect(trainingRefusalWords('is_directory', 'takes')).toBe('"takes" is a folder. Add the recordings inside it instead.');
    expect(trainingRefusalWords('empty', 'a.wav')).toMatch(/add it again/);
    const refused = (reason: RefusalReason | null, detail: string | null = null) =>
      trainingErrorWords(new IpcError(ipcErrorData('input_refused', 'refused (log)', { reason, detail })));
    expect(refused('bad_minutes')).toMatch(/^The maximum minutes must be 5 to 60/);
    expect(refused(null)).toBe('The training was refused before anything was sent. Change what it names, then confirm again.');
    expect(refused('not_found', 'x')).toMatch(/is no longer there/);
    expect(trainingErrorWords(new IpcError(ipcErrorData('unauthorized', 'no')))).toBe('The API key was refused. Paste a new key in Settings.');
  });
});

describe('every word of the contract', () => {
  it('has specific words for every error code the shell can send, with or without its params', () => {
    expect(CONTRACT.errorCodes.length).toBeGreaterThan(40);
    for (const code of CONTRACT.errorCodes) {
      for (const [params, message] of [
        [{}, ''],
        [FULL, 'a neutral message'],
      ] as const) {
        const sentence = words(code, params, message);
        expect(sentence, code).not.toBe(unknown());
        expect(sentence, code).not.toMatch(/\b(null|undefined|NaN)\b|\(\)/);
        expect(sentence.length, code).toBeGreaterThan(25);
        // What to do: every sentence ends a sentence, after its cause.
        expect(sentence, code).toMatch(/[.)]$/);
      }
    }
  });

  it('words a key checked with another service host, naming both hosts and the ways out', () => {
    expect(words('key_not_confirmed', { checkedWith: 'api.voicedub.ai', value: 'staging.example.com' })).toBe(
      'Dubdeck did not send your API key to staging.example.com: it was checked with api.voicedub.ai. Choose "Send my key to staging.example.com" at the top of the window, use another key, or change the address back in Settings.',
    );
  });

  it('words plain http to another computer with its https:// address, when it can tell it', () => {
    expect(errorWords(RECORDED.errors.insecure_base_url)).toBe(
      'http://dub.example.com is plain http to another computer: your API key and files would cross the network unencrypted. Use its https:// address (https://dub.example.com); plain http is only for a service on this computer, such as a local simulator.',
    );
    expect(words('insecure_base_url', { value: 'http://dub.example.com:8080/v1' })).toMatch(
      /^http:\/\/dub\.example\.com:8080\/v1 is plain http .* Use its https:\/\/ address; plain http is only/,
    );
  });

  it('words every recorded refusal of the shell with what it names and the way out', () => {
    const named: Record<RecordedErrorKey, RegExp> = {
      pitch_out_of_range: /A pitch shift of 30 semitones is out of range: it must be between −24 and \+24 semitones\./,
      bad_link: /^"ftp:\/\/example\.com\/a\.mp3" is not a web link Dubdeck can dub\. Paste an address starting with https:\/\//,
      too_long: /^"31min\.wav" is too long; a dub can be at most 30:00\. Trim it/,
      bad_name: /^The voice name must have 1 to 50 characters/,
      bad_minutes: /^The maximum minutes must be 5 to 60, not 61\./,
      bad_file_count: /^A voice is trained from 1 to 5 recordings, not 6\./,
      insecure_base_url: /^http:\/\/dub\.example\.com is plain http to another computer.*Use its https:\/\/ address \(https:\/\/dub\.example\.com\)/,
      invalid_base_url: /^"not an address" is not a service address\. Enter a full address starting with https:\/\//,
      not_offered: /"elsewhere\.wav" was none of these\. Drop it or choose it again\.$/,
      key_not_confirmed: /^Dubdeck did not send your API key to staging\.example\.com: it was checked with api\.voicedub\.ai\. Choose "Send my key to staging\.example\.com"/,
      audition_of_link: /^A link can't be auditioned: the voice service fetches it whole\./,
      audition_too_short: /^"20s\.wav" is no longer than an audition \(30 seconds\).*Dub the whole file instead\.$/,
      audition_out_of_range: /^The audition would start after the end of "60s\.wav"\. Choose an earlier start/,
      needs_media_tool: /^An audition is cut on this computer with ffmpeg. ffmpeg is not installed \(Dubdeck looked for it in DUBDECK_FFMPEG, beside Dubdeck and on the PATH\)\. Install ffmpeg/,
    };
    for (const [key, error] of Object.entries(RECORDED.errors)) {
      expect(errorWords(error), key).toMatch(named[key as RecordedErrorKey]);
    }
  });

  it('words every reason an input is refused, for dubbing and for training', () => {
    for (const reason of Object.keys(REFUSAL_WORDS) as RefusalReason[]) {
      for (const sentence of [refusalWords(reason, 'a.mp3'), trainingRefusalWords(reason, 'a.mp3'), refusalWords(reason, '', { value: '7' })]) {
        expect(sentence, reason).not.toMatch(/\b(null|undefined)\b|can't be dubbed\. Choose another file\.$/);
        expect(sentence.length, reason).toBeGreaterThan(25);
      }
    }
    expect(refusalWords('pitch_out_of_range', '')).toBe('The pitch must be between −24 and +24 semitones. Move the slider back into that range.');
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

  describe('errors of commands', () => {
    /** Every parameter of an error filled, as a shell might send them. */
    const FULL: IpcErrorParams = {
      status: 503,
      retryAfterSecs: 12,
      until: '2026-11-23T14:00:12Z',
      keychain: 'locked',
      reason: null,
      value: 'http://dub.example.com/music/Song.mp3',
      checkedWith: 'api.voicedub.ai',
      detail: 'ffmpeg 4.1 is too old',
      io: 'storage_full',
      state: 'uploading',
      action: 'retry',
    };
    const FULL_DATA = [
      FULL.value,
      'https://dub.example.com/music/Song.mp3',
      'Song.mp3',
      FULL.checkedWith,
      FULL.detail,
      'error',
    ];

    it('never shows the shell\'s log, whatever the code', () => {
      for (const code of CONTRACT.errorCodes) {
        for (const params of [{}, FULL, { io: 'other' as const }, { library: 'database' as const }]) {
          expect(errorWords(ipcErrorData(code, 'The job dub 4f0c is uploading: retry is not possible now.', params)), code).not.toContain('4f0c');
        }
      }
    });

    it('words a cause that is ours fully, even where the shell once gave English', () => {
      for (const library of ['create_dir', 'open', 'too_new', 'mismatch', 'upgrade', 'database', 'corrupt', 'conflict', 'worker', 'lock', 'delete_result', 'bug'] as const) {
        expectWorded(errorWords(ipcErrorData('library_failed', 'log', { library, io: 'read_only' })), [library]);
        expectWorded(errorWords(ipcErrorData('engine_failed', 'log', { library, io: 'in_use' })), [library]);
      }
      for (const action of ['approve', 'discard', 'retry', 'remove', 'dub_again', 'relocate'] as const) {
        expectWorded(errorWords(ipcErrorData('wrong_state', 'log', { action })), [action]);
      }
      for (const io of ['not_found', 'permission_denied', 'already_exists', 'storage_full', 'read_only', 'in_use', 'too_large', 'wrong_kind'] as const) {
        expectWorded(errorWords(ipcErrorData('take_failed', 'log', { io, detail: 'os error' })), [io]);
        expectWorded(errorWords(ipcErrorData('demo_failed', 'log', { io, value: '/d' })), ['/d']);
      }
    });

    it('words every code of the contract, with and without its params', () => {
      expect(CONTRACT.errorCodes.length).toBeGreaterThan(40);
      expect(Object.keys(ERROR_WORDS).sort()).toEqual([...CONTRACT.errorCodes].sort());
      for (const code of CONTRACT.errorCodes) {
        expectWorded(errorWords(ipcErrorData(code, '', {})), [code]);
        const full = errorWords(ipcErrorData(code, 'a neutral message', FULL));
        expectWorded(full, [...FULL_DATA, formatTime(FULL.until as string)]);
      }
      // The other ways of a few codes: a time to wait until, an address without a port, no status.
      expectWorded(errorWords(ipcErrorData('rate_limited', '', { until: FULL.until })), [formatTime(FULL.until as string)]);
      expectWorded(errorWords(ipcErrorData('insecure_base_url', '', { value: 'http://dub.example.com' })), [
        'http://dub.example.com',
        'https://dub.example.com',
      ]);
      expectWorded(errorWords(ipcErrorData('insecure_base_url', '', { value: 'http://dub.example.com:8080' })), ['http://dub.example.com:8080']);
      // A code this page does not know: its code (never the shell's log).
      expectWorded(errorWords(ipcErrorData('something_new' as ErrorCode, 'boom')), ['something_new']);
      expectWorded(errorWords(ipcErrorData('something_new' as ErrorCode, '')), ['something_new']);
      expectWorded(wordsFor(new Error('kaput')), ['kaput']);
      expectWorded(wordsFor('thrown text'), ['thrown text']);
    });

    it('words every problem of the keychain, and one it does not know', () => {
      for (const problem of [...(Object.keys(KEYCHAIN_WORDS) as KeychainProblem[]), null, 'newer' as KeychainProblem]) {
        expectWorded(keychainWords(problem, 'denied'), ['denied']);
        expectWorded(keychainWords(problem, ''));
        expectWorded(errorWords(ipcErrorData('keychain_unavailable', 'denied', { keychain: problem })), ['denied']);
      }
      expectWorded(removeStoredKeyWords());
    });
  });

  describe('refused inputs', () => {
    const reasons = Object.keys(REFUSAL_WORDS) as RefusalReason[];
    const full = {
      durationMs: 1_900_000,
      limitMs: 1_800_000,
      container: 'MP4',
      damage: 'nothing_decoded' as const,
      detail: 'permission denied',
      value: '30',
    };
    const data = ['a.mp3', 'MP4', 'permission denied', '30'];

    it('words every reason for dubbing and for training, named or not, with params or without', () => {
      expect(reasons.length).toBeGreaterThan(15);
      for (const reason of [...reasons, 'newer' as RefusalReason]) {
        for (const name of ['a.mp3', '']) {
          for (const p of [{}, full, { value: '1' }]) {
            expectWorded(refusalWords(reason, name, p), data);
            expectWorded(trainingRefusalWords(reason, name, p), data);
          }
        }
        expectWorded(errorWords(ipcErrorData('input_refused', 'x', { reason, value: '/in/a.mp3', detail: 'permission denied' })), [
          '/in/a.mp3',
          ...data,
        ]);
      }
    });

    it('words every refusal of a training when it is started', () => {
      for (const reason of [...reasons, null]) {
        for (const message of ['', 'The files hold too much']) {
          const caught = new IpcError(ipcErrorData('input_refused', message, { reason, value: '/in/a.mp3' }));
          expectWorded(trainingErrorWords(caught), ['/in/a.mp3', 'a.mp3', message]);
        }
      }
      expectWorded(trainingErrorWords(new IpcError(ipcErrorData('unauthorized', 'no'))));
      expectWorded(trainingErrorWords(new Error('kaput')), ['kaput']);
    });
  });

  describe('ffmpeg', () => {
    it('words ffmpeg missing, with the shell\'s reason or without', () => {
      expectWorded(mediaToolHelp());
      for (const [tool, data] of MISSING_TOOLS) {
        expectWorded(mediaMissingWords(tool), data);
        expectWorded(toolWords(tool), data);
      }
      expectWorded(toolWords(null));
    });
  });
});

describe('in French', () => {
  beforeEach(async () => {
    await setLocale('fr');
  });
  afterEach(async () => {
    await setLocale('en');
  });

  it('words from its values alone an error the shell once worded in English', () => {
    const log = 'The job dub 4f0c is uploading: retry is not possible now. Wait until it ends.';
    expect(errorWords(ipcErrorData('wrong_state', log, { action: 'retry', state: 'uploading' }))).toBe(
      'Cette tâche ne peut pas être relancée pour l’instant. La liste indique où elle en est.',
    );
    const lock = ipcErrorData('engine_failed', 'Could not lock the library: No space left on device', {
      library: 'lock',
      io: 'storage_full',
      detail: 'No space left on device (os error 28)',
    });
    expect(errorWords(lock)).toBe(
      'Le moteur de tâches de Dubdeck a échoué (le disque est plein). Redémarrez Dubdeck\u202f; la tâche reprendra là où elle en était.',
    );
  });

  it('words a damaged file and a file that is not a regular one', () => {
    expect(refusalWords('damaged', 'a.mp4', { container: 'mp4', damage: 'no_audio_data' })).toBe(
      '«\u202fa.mp4\u202f» ressemble à un fichier mp4, mais il est endommagé ou incomplet (il ne contient aucune donnée audio). Exportez-le ou téléchargez-le à nouveau, puis réessayez.',
    );
    expect(refusalWords('not_regular_file', '')).toBe(
      'Ce fichier n’est pas un fichier ordinaire mais un périphérique, un tube ou un socket\u00a0: il n’est donc pas lu. Choisissez un fichier audio ou vidéo.',
    );
  });

  it('words a mix that was not made and a key out of range', () => {
    expect(errorWords(ipcErrorData('mix_failed', 'rubberband missing', { mix: 'no_pitch_shifter' }))).toBe(
      'Le mixage n’a pas été créé\u00a0: ce ffmpeg ne sait pas changer la tonalité du morceau (il n’a pas le filtre rubberband). Remettez la tonalité à 0, ou installez un ffmpeg compilé avec rubberband, puis exportez à nouveau le mixage. Rien n’a été envoyé ni dépensé, et le doublage est conservé tel quel.',
    );
    expect(refusalWords('key_out_of_range', '', { value: '13' })).toBe(
      'Un changement de tonalité de +13 demi-tons est hors limites\u00a0: le morceau peut être transposé de −12 à +12 demi-tons. Ramenez la tonalité dans cette plage.',
    );
  });
});
