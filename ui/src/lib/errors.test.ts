import { describe, expect, it } from 'vitest';
import {
  proposalWords,
  FAILURE_WORDS,
  findingWords,
  REFUSAL_WORDS,
  errorWords,
  failureWords,
  noticeWords,
  refusalWords,
  trainingErrorWords,
  trainingRefusalWords,
  trainingWarningWords,
  wordsFor,
  auditionTitle,
  excerptRangeWords,
  sentWords,
  videoErrorWords,
  videoInputWords,
} from './errors';
import { creditsFor, formatSize } from './format';
import { IpcError, ipcErrorData, type IpcErrorParams } from './backend/backend';
import { CONTRACT, type ErrorCode, type FailureCode, type RefusalReason } from './bindings';
import { RECORDED, jobFailure, makeJobRow, type RecordedErrorKey } from './backend/fake';

const words = (code: ErrorCode, params: IpcErrorParams = {}, message = 'detail') => errorWords(ipcErrorData(code, message, params));
/** The words of a code the page does not know (a newer shell): the generic sentence. */
const unknown = (message = 'detail') => words('something_new' as ErrorCode, {}, message);
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

  it('words a result that is not audio and a stopped job runner with what to do', () => {
    expect(words('not_audio', { value: '/music/out/Song (Nova).exe' })).toBe(
      'Dubdeck opens only audio and video files, and Song (Nova).exe is neither. Show it in its folder instead, and check it before opening it.',
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
    // No reason given: the shell's message, and the usual way out.
    expect(words('keychain_unavailable', { keychain: null }, 'odd')).toBe(
      "The keychain could not be used (odd). Check your system's credential store, then try again.",
    );
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
    const generic = unknown('boom');
    expect(generic).toBe('Something went wrong (boom). Try again; if it keeps happening, restart Dubdeck.');
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
    expect(words('avatar_failed', {}, 'HTTP 404')).toContain('HTTP 404');
    expect(words('not_enough_credits', {}, 'needs 40, has 25')).toContain('needs 40, has 25');
    // The service may send no message and no params: still a whole sentence.
    expect(words('not_enough_credits', {}, '')).toBe(
      'There are not enough credits for this. Add credits to your VoiceDub account, then try again.',
    );
    expect(words('demo_failed', {}, 'could not prepare the demo library /tmp/d: denied')).toBe(
      'The demo could not start: could not prepare the demo library /tmp/d: denied. Try again, or restart Dubdeck.',
    );
    for (const code of ['read_only', 'empty_key', 'no_data_dir', 'avatar_failed', 'not_enough_credits', 'engine_running_elsewhere'] as const) {
      expect(words(code), code).not.toBe(unknown());
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
    const refused = (reason: RefusalReason | null, message = 'refused') =>
      trainingErrorWords(new IpcError(ipcErrorData('input_refused', message, { reason })));
    expect(refused('bad_minutes')).toMatch(/^The maximum minutes must be 5 to 60/);
    expect(refused(null, 'The training files hold 1:02:00 of audio')).toMatch(/^The training was refused before anything was sent \(The training files hold/);
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
        expect(sentence, code).not.toBe(unknown(message));
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

  it("words every failure of a job with its own parameters, and without them", () => {
    const row = makeJobRow({ id: 'dub:x', title: 'song.mp3', format: null, durationMs: null, voiceName: 'Nova' });
    for (const code of Object.keys(FAILURE_WORDS) as FailureCode[]) {
      const sentence = failureWords(jobFailure(code), row);
      expect(sentence, code).not.toMatch(/\b(null|undefined)\b|\(\)/);
      expect(sentence, code).toMatch(/\.$/);
    }
    expect(failureWords(jobFailure('server_error', { status: 502 }), row)).toBe('The voice service had a problem (error 502). Press Retry in a few minutes.');
    expect(failureWords(jobFailure('output_failed', { path: '/out/a.mp3', reason: 'disk full' }), row)).toBe(
      'The result could not be saved to /out/a.mp3 (disk full). Free some space or choose another output folder, then press Retry.',
    );
    expect(failureWords(jobFailure('input_missing', { path: '/in/a.mp3', expectedBytes: 10, foundBytes: 12 }), row)).toBe(
      '"a.mp3" changed since it was chosen. Press Retry to dub it as it is now.',
    );
    expect(failureWords(jobFailure('remote_failed', { format: 'wav/pcm_u8', durationMs: 64_000 }), row)).toBe(
      'The service could not process this file (wav/pcm_u8, 1:04). Press Retry, or try another file or format.',
    );
    expect(failureWords(jobFailure('voice_not_found'), row)).toBe('Nova is no longer available. Dub again with another voice.');
  });

  it('words the notices while they last, and nothing once they are past', () => {
    const now = Date.parse('2026-11-23T14:00:00Z');
    expect(noticeWords({ code: 'rate_limited', until: '2026-11-23T14:00:12Z' }, now)).toBe('Waiting for the service (12 s)');
    expect(noticeWords({ code: 'rate_limited', until: '2026-11-23T13:59:00Z' }, now)).toBeNull();
    const retrying = { code: 'retrying', attempt: 1, of: 5, reasonCode: 'server_error', nextAt: '2026-11-23T14:00:03Z' } as const;
    expect(noticeWords(retrying, now)).toBe('The voice service had a problem; trying again in 3 s (try 2 of 5)');
    expect(noticeWords(retrying, now + 4000)).toBeNull();
  });
});

describe('words of videos and auditions', () => {
  it("names an audition's stretch on the input's clock", () => {
    expect(auditionTitle({ startMs: 70_000, durationMs: 30_000 }, 'Summer single.mp3')).toBe('Audition 1:10–1:40 of Summer single.mp3');
    expect(auditionTitle({ startMs: 3_599_500, durationMs: 30_000 }, 'a.mp3')).toBe('Audition 59:59–1:00:29 of a.mp3');
    expect(excerptRangeWords(0, 30_000)).toBe('from 0:00 to 0:30');
  });

  it('says what was sent only when it was less than the file', () => {
    const row = { videoInput: true, excerpt: null, inputBytes: 412_000_000, uploadBytes: 3_100_000 };
    expect(sentWords(row)).toBe('Sent 3.1 MB of sound instead of the 412 MB video');
    expect(sentWords({ ...row, excerpt: { startMs: 0, durationMs: 30_000 }, uploadBytes: 560_000 })).toBe(
      'Sent 560 KB of sound (30 s) instead of the 412 MB video',
    );
    expect(sentWords({ ...row, videoInput: false, excerpt: { startMs: 0, durationMs: 30_000 }, inputBytes: 7_400_000, uploadBytes: 1_200_000 })).toBe(
      'Sent 1.2 MB (30 s) instead of the whole 7.4 MB file',
    );
    // Sent whole (no ffmpeg), not known yet, or an audio file sent as it is: nothing to say.
    expect(sentWords({ ...row, uploadBytes: 412_000_000 })).toBeNull();
    expect(sentWords({ ...row, uploadBytes: null })).toBeNull();
    expect(sentWords({ ...row, videoInput: false })).toBeNull();
  });

  it("writes sizes with a decimal only where it tells, and a dub's cost per started minute", () => {
    expect([formatSize(412_000_000), formatSize(3_100_000), formatSize(96_400_000), formatSize(780_000), formatSize(1_250_000_000), formatSize(12)]).toEqual([
      '412 MB',
      '3.1 MB',
      '96 MB',
      '780 KB',
      '1.3 GB',
      '12 B',
    ]);
    expect([creditsFor(30_000), creditsFor(60_000), creditsFor(61_000), creditsFor(0)]).toEqual([10, 10, 20, 10]);
  });

  it("says a video copy's failure without calling the dub failed, and what to do", () => {
    expect(videoErrorWords('the output folder is full.')).toBe(
      'The dub is done, but its video copy could not be made: the output folder is full. Open the audio as it is, or make room in the output folder and dub it again to get the video.',
    );
    expect(videoErrorWords('  ')).toMatch(/^The dub is done, but its video copy could not be made\. Open the audio/);
  });

  it('says on the sheet what happens to a video, by ffmpeg, the setting and the audition', () => {
    expect(videoInputWords('ready', true, false)).toBe('Video: its sound alone is sent; the dub comes back as video too.');
    expect(videoInputWords('ready', false, false)).toBe('Video: its sound alone is sent; the dub comes back as audio only (Dubbed videos is off in Settings).');
    expect(videoInputWords('ready', true, true)).toBe('Video: its sound alone is sent; an audition comes back as audio, the whole dub as video too.');
    expect(videoInputWords('missing', true, false)).toBe('Video: sent whole, since ffmpeg is missing, and the dub comes back as audio.');
  });
});

describe("the recordings' findings", () => {
  it('says what was found and what to do for every code, with how reliable the hints are', () => {
    expect(findingWords({ code: 'clipped', percent: 4.2, samples: 900 })).toBe('4 % of samples clipped: lower the input gain and record again.');
    expect(findingWords({ code: 'clipped', percent: 0.354, samples: 90 })).toMatch(/^0\.35 % of samples clipped/);
    expect(findingWords({ code: 'noisy', snrDb: 14.4, noiseFloorDbfs: -41.6 })).toMatch(/only 14 dB above it \(noise at -42 dBFS; 25 dB or more is clean\)\. Record in a quieter room/);
    expect(findingWords({ code: 'silence', startMs: 42_000, endMs: 70_000 })).toBe('0:42–1:10 is silence: trim it.');
    expect(findingWords({ code: 'no_voice', startMs: 0, endMs: 12_500 })).toBe('0:00–0:12 has sound but no voice: cut it out.');
    expect(findingWords({ code: 'little_voice', voicedMs: 20_000, durationMs: 180_000 })).toMatch(/^Only 0:20 of its 3:00 is voice/);
    expect(findingWords({ code: 'too_quiet', loudnessLufs: -38.4 })).toMatch(/^Very quiet \(-38 LUFS\): raise the input gain/);
    expect(findingWords({ code: 'low_sample_rate', sampleRate: 22_050 })).toMatch(/^Recorded at 22\.05 kHz/);
    expect(findingWords({ code: 'music_bed', share: 0.48 })).toMatch(/\(48 % of the pauses are tonal\).*Only a hint: a hum looks the same/);
    expect(findingWords({ code: 'several_voices', semitones: 11.6 })).toMatch(/12 semitones apart\. Keep one speaker per voice\. Only a hint/);
  });
});

describe('the proposed minutes', () => {
  it('covers the voice when the recordings are mostly voice', () => {
    expect(proposalWords({ voicedMs: 192_000, durationMs: 200_000, suggestedMaxMinutes: 5, voiceMaxMinutes: 5 })).toBe(
      'Your recordings hold 3:12 of voice: 5 minutes of training cover it.',
    );
  });

  it('needs the recordings\' length, and says what trimming them to their voice would save', () => {
    expect(proposalWords({ voicedMs: 192_000, durationMs: 460_000, suggestedMaxMinutes: 8, voiceMaxMinutes: 5 })).toBe(
      'Your recordings last 7:40 and hold 3:12 of voice: training them needs 8 minutes. Trim the silences and 5 minutes would do.',
    );
  });
});
