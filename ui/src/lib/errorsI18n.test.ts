// Every words function of errors.ts, readiness.ts and prompts.ts speaks only from the catalogue:
// in the pseudo-locale, what is left of its words once the messages (⟦…⟧) and the data passed in
// are taken out holds no letter, and no unaccented (English) letter is left inside them either.
// Every code of every table is tried: the contract's list of error codes, and the tables' own keys
// (which words.check.ts holds to the contract's unions).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_WORDS,
  FAILURE_CAUSE,
  FAILURE_WORDS,
  KEYCHAIN_WORDS,
  NOTICE_WORDS,
  REFUSAL_WORDS,
  VERDICT_WORDS,
  againAuditionWords,
  auditionCheckingWords,
  auditionHintWords,
  auditionLinkWords,
  auditionNoToolWords,
  auditionPlayerWords,
  auditionTitle,
  auditionTooShortWords,
  auditionUnknownWords,
  auditionsOfWords,
  clippingHint,
  clippingWords,
  droppedWords,
  dubSettingsWords,
  dubWholeWords,
  errorWords,
  excerptRangeWords,
  excerptSpan,
  failureWords,
  figuresWords,
  findingWords,
  keychainWords,
  makingVideoBadge,
  makingVideoHint,
  makingVideoWords,
  mediaErrorWords,
  mediaMissingWords,
  mediaToolHelp,
  missingMediaWords,
  missingVideoWords,
  noticeWords,
  paidAgainstHeldWords,
  proposalWords,
  qualityCheckingWords,
  qualityFailedWords,
  qualityUnreadWords,
  recoveredTakeWords,
  refusalWords,
  toolWords,
  removeStoredKeyWords,
  retakeDeleteFailedWords,
  retakeKeptWords,
  retakeNotStartedWords,
  retakeReplacedWords,
  sentWords,
  takeEndWords,
  takePlayWords,
  trainingErrorWords,
  trainingRefusalWords,
  trainingWarningWords,
  trimmedWords,
  videoErrorWords,
  videoInputWords,
  videoPlayWords,
  wordsFor,
} from './errors';
import { GUIDANCE, PROMPTS, PURPOSES, promptPosition, purposeQuestion, roomHint } from './prompts';
import { READINESS_WORDS, readinessWords } from './readiness';
import { formatTime } from './format';
import { IpcError, ipcErrorData, type IpcErrorParams } from './backend/backend';
import type { ToolMissing } from './bindings';
import {
  CONTRACT,
  type ErrorCode,
  type FailureCode,
  type Finding,
  type KeychainProblem,
  type Notice,
  type RefusalReason,
  type TakeEnd,
  type TrainingWarning,
  type Verdict,
  type VoiceReadiness,
} from './bindings';
import { jobFailure, makeJobRow } from './backend/fake';
import { PSEUDO, setLocale } from './i18n/index.svelte';
import { outsideMessages } from './i18n/pseudo';

/**
 * Holds `text` to the catalogue: with the data taken out, nothing outside a message has a letter,
 * and no letter inside one is unaccented (the pseudo-locale accents every letter of a message's
 * own text, so an English letter there came from code).
 */
function expectWorded(text: string | null | undefined, data: readonly (string | null | undefined)[] = []): void {
  expect(text, 'words expected').toBeTruthy();
  let rest = text as string;
  for (const d of [...data].filter((d): d is string => !!d).sort((a, b) => b.length - a.length)) rest = rest.split(d).join('');
  expect(outsideMessages(rest), text as string).not.toMatch(/\p{L}/u);
  expect(rest, text as string).not.toMatch(/[A-Za-z]/);
  expect(text).toContain('⟦');
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  setLocale(PSEUDO);
  // A missing message or variable is reported on the console: none may be.
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const NOW = Date.parse('2026-11-23T14:00:00Z');
const take = { name: 'Take 2.wav', path: '/takes/Take 2.wav', seconds: 65 };
const fresh = { name: 'Take 3.wav', path: '/takes/Take 3.wav', seconds: 12 };
const TAKE_DATA = ['Take 2', 'Take 3'];

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
  };
  const FULL_DATA = [
    FULL.value,
    'https://dub.example.com/music/Song.mp3',
    'Song.mp3',
    FULL.checkedWith,
    FULL.detail,
    'a neutral message',
    'error',
  ];

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
    // A code this page does not know: its message, or its code.
    expectWorded(errorWords(ipcErrorData('something_new' as ErrorCode, 'boom')), ['boom']);
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
  const full = { durationMs: 1_900_000, limitMs: 1_800_000, container: 'MP4', detail: 'permission denied', value: '30' };
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

describe('training', () => {
  it('words every warning of the check, and one it does not know', () => {
    const warnings: { [K in TrainingWarning['kind']]: Extract<TrainingWarning, { kind: K }>[] } = {
      unreadable_files: [
        { kind: 'unreadable_files', count: 1 },
        { kind: 'unreadable_files', count: 3 },
      ],
      total_too_short: [{ kind: 'total_too_short', totalMs: 45_000, recommendedMs: 120_000 }],
      total_above_chosen: [{ kind: 'total_above_chosen', totalMs: 3_900_000, maxMinutes: 60 }],
      too_many_files: [{ kind: 'too_many_files', count: 7, max: 5 }],
    };
    for (const w of Object.values(warnings).flat()) expectWorded(trainingWarningWords(w));
    expectWorded(trainingWarningWords({ kind: 'newer' } as unknown as TrainingWarning));
  });

  it('words every finding of the quality report, and one it does not know', () => {
    const findings: { [C in Finding['code']]: Extract<Finding, { code: C }>[] } = {
      clipped: [
        { code: 'clipped', percent: 4.2, samples: 900 },
        { code: 'clipped', percent: 0.354, samples: 90 },
      ],
      noisy: [{ code: 'noisy', snrDb: 14.4, noiseFloorDbfs: -41.6 }],
      silence: [{ code: 'silence', startMs: 42_000, endMs: 70_000 }],
      no_voice: [{ code: 'no_voice', startMs: 0, endMs: 12_500 }],
      little_voice: [{ code: 'little_voice', voicedMs: 20_000, durationMs: 180_000 }],
      too_quiet: [{ code: 'too_quiet', loudnessLufs: -38.4 }],
      low_sample_rate: [{ code: 'low_sample_rate', sampleRate: 22_050 }],
      music_bed: [{ code: 'music_bed', share: 0.48 }],
      several_voices: [
        { code: 'several_voices', semitones: 11.6 },
        { code: 'several_voices', semitones: 1 },
      ],
    };
    for (const f of Object.values(findings).flat()) expectWorded(findingWords(f));
    expectWorded(findingWords({ code: 'newer' } as unknown as Finding));
  });

  it('words every verdict, the figures, the proposal and what is paid', () => {
    for (const v of Object.keys(VERDICT_WORDS) as Verdict[]) {
      expectWorded(VERDICT_WORDS[v].label);
      expectWorded(VERDICT_WORDS[v].hint);
    }
    const figures = { durationMs: 180_000, voicedMs: 150_000, loudnessLufs: -20.4, snrDb: 31.2 };
    for (const f of [figures, { ...figures, loudnessLufs: null, snrDb: null }]) {
      expectWorded(figuresWords({ verdict: 'good', findings: [], figures: f } as never));
    }
    expectWorded(proposalWords({ voicedMs: 192_000, durationMs: 200_000, suggestedMaxMinutes: 5, voiceMaxMinutes: 5 }));
    expectWorded(proposalWords({ voicedMs: 192_000, durationMs: 460_000, suggestedMaxMinutes: 8, voiceMaxMinutes: 5 }));
    expectWorded(proposalWords({ voicedMs: 20_000, durationMs: 70_000, suggestedMaxMinutes: 1, voiceMaxMinutes: 1 }));
    expectWorded(paidAgainstHeldWords({ minutes: 8, credits: 80, voicedMs: 300_000, good: 2, usable: 1, poorKept: 0 }));
    expectWorded(paidAgainstHeldWords({ minutes: 1, credits: 1, voicedMs: 30_000, good: 1, usable: 0, poorKept: 1 }));
    expectWorded(qualityCheckingWords());
    expectWorded(qualityUnreadWords());
    expectWorded(qualityFailedWords(new Error('kaput')), ['kaput']);
  });
});

describe('recorded takes', () => {
  it('words every way a take ends, what it lost, and what happened to it', () => {
    const ends: { [K in TakeEnd['kind']]: Extract<TakeEnd, { kind: K }> } = {
      stopped: { kind: 'stopped' },
      device_lost: { kind: 'device_lost', reason: 'unplugged' },
      write_failed: { kind: 'write_failed', reason: 'disk full' },
    };
    for (const end of [...Object.values(ends), { kind: 'newer' } as unknown as TakeEnd]) {
      const done = { take, end, clippedSamples: 0, droppedSamples: 0, sampleRate: 48_000 };
      const words = takeEndWords(done);
      if (end.kind === 'stopped') expect(words).toBeNull();
      else expectWorded(words, [...TAKE_DATA, 'disk full']);
    }
    for (const dropped of [100, 48_000 * 2]) {
      const done = { take, end: ends.stopped, clippedSamples: 0, droppedSamples: dropped, sampleRate: 48_000 };
      expectWorded(droppedWords(done), TAKE_DATA);
    }
    expectWorded(retakeReplacedWords(take, fresh), TAKE_DATA);
    expectWorded(retakeKeptWords(take), TAKE_DATA);
    expectWorded(retakeNotStartedWords(take), TAKE_DATA);
    expectWorded(retakeDeleteFailedWords(take, fresh, new Error('busy')), [...TAKE_DATA, 'busy']);
    expectWorded(recoveredTakeWords(take), TAKE_DATA);
    for (const [start, end] of [
      [0, 0],
      [1.2, 0],
      [0, 0.5],
      [1.2, 3.4],
    ]) {
      expectWorded(trimmedWords({ startSeconds: start, endSeconds: end, seconds: 12 }));
    }
    expectWorded(takePlayWords('Take 2', new Error('no output')), ['Take 2', 'no output']);
    expectWorded(takePlayWords('Take 2', 'gone'), ['Take 2', 'gone']);
    expectWorded(takePlayWords('Take 2', new IpcError(ipcErrorData('take_failed', 'gone'))), ['gone']);
    expectWorded(clippingWords());
    expectWorded(clippingHint());
  });
});

describe('jobs', () => {
  const rows = [
    makeJobRow({ id: 'dub:x', title: 'song.mp3', format: null, durationMs: null, voiceName: 'Nova' }),
    makeJobRow({ id: 'voice:y', kind: 'training', title: 'My voice', format: 'wav/pcm_u8', durationMs: 64_000, voiceName: null }),
  ];
  const full = {
    detail: 'bad value',
    path: '/in/a.mp3',
    reason: 'gone',
    expectedBytes: 10,
    foundBytes: 12,
    needed: 40,
    balance: 25,
    status: 502,
    format: 'wav/pcm_u8',
    durationMs: 64_000,
    address: 'api.voicedub.ai',
  };
  const data = ['bad value', '/in/a.mp3', 'a.mp3', 'gone', 'wav/pcm_u8', 'Nova'];

  it('words every failure, with its params and without, for a dub and a training', () => {
    const codes = Object.keys(FAILURE_WORDS) as FailureCode[];
    expect(codes.length).toBeGreaterThan(15);
    for (const code of [...codes, 'newer' as FailureCode]) {
      for (const row of rows) {
        expectWorded(failureWords(jobFailure(code), row), [...data, 'newer']);
        expectWorded(failureWords({ ...jobFailure(code), ...full } as never, row), [...data, 'newer']);
        expectWorded(failureWords({ ...jobFailure(code), needed: 1 } as never, row), [...data, 'newer']);
      }
    }
  });

  it('words every notice, with every cause of a repeated try', () => {
    const notices: { [C in Notice['code']]: Extract<Notice, { code: C }>[] } = {
      rate_limited: [{ code: 'rate_limited', until: '2026-11-23T14:00:12Z' }],
      retrying: [...(Object.keys(FAILURE_CAUSE) as FailureCode[]), 'newer' as FailureCode].map((reasonCode) => ({
        code: 'retrying' as const,
        attempt: 1,
        of: 5,
        reasonCode,
        nextAt: '2026-11-23T14:00:03Z',
      })),
    };
    expect(Object.keys(notices).sort()).toEqual(Object.keys(NOTICE_WORDS).sort());
    for (const n of Object.values(notices).flat()) expectWorded(noticeWords(n, NOW));
  });
});

describe('ffmpeg, auditions, videos and the player', () => {
  const excerpt = { startMs: 70_000, durationMs: 30_000 };

  it('words ffmpeg missing, with the shell\'s reason or without', () => {
    expectWorded(mediaToolHelp());
    const tools: [ToolMissing, string[]][] = [
      [{ problem: 'not_found' }, []],
      [{ problem: 'not_there', path: '/opt/ffmpeg' }, ['/opt/ffmpeg']],
      [{ problem: 'no_probe', ffmpeg: '/opt/bin/ffmpeg' }, ['/opt/bin/ffmpeg']],
      [{ problem: 'too_old', version: '3.4.8' }, ['3.4.8']],
      [{ problem: 'broken', path: '/usr/bin/ffmpeg', reason: 'exit status 139' }, ['/usr/bin/ffmpeg', 'exit status 139']],
    ];
    for (const [tool, data] of tools) {
      expectWorded(mediaMissingWords(tool), data);
      expectWorded(auditionNoToolWords(tool), data);
      expectWorded(toolWords(tool), data);
    }
    expectWorded(toolWords(null));
  });

  it('words auditions and what a dub sends', () => {
    expectWorded(excerptSpan(excerpt));
    expectWorded(auditionTitle(excerpt, 'Summer single.mp3'), ['Summer single.mp3']);
    for (const [pitch, separate] of [
      [2, false],
      [-1, null],
      [-12, true],
    ] as const) {
      const words = dubSettingsWords(pitch, separate);
      expect(words.length).toBeGreaterThan(0);
      for (const w of words) expectWorded(w);
    }
    expectWorded(auditionsOfWords('Summer single.mp3'), ['Summer single.mp3']);
    expectWorded(excerptRangeWords(0, 30_000));
    const row = { videoInput: true, excerpt: null, inputBytes: 412_000_000, uploadBytes: 3_100_000 };
    expectWorded(sentWords(row));
    expectWorded(sentWords({ ...row, excerpt }));
    expectWorded(sentWords({ ...row, videoInput: false, excerpt }));
    expectWorded(makingVideoWords());
    expectWorded(makingVideoBadge());
    expectWorded(makingVideoHint());
    expectWorded(videoErrorWords('the output folder is full.'), ['the output folder is full']);
    expectWorded(videoErrorWords(''));
    expectWorded(dubWholeWords('Summer single.mp3', 'Nova'), ['Summer single.mp3', 'Nova']);
    expectWorded(dubWholeWords('Summer single.mp3', null), ['Summer single.mp3']);
    expectWorded(againAuditionWords(excerpt));
    expectWorded(auditionLinkWords());
    for (const others of [true, false]) expectWorded(auditionTooShortWords('20s.wav', 20_000, 10, others), ['20s.wav']);
    expectWorded(auditionUnknownWords());
    expectWorded(auditionCheckingWords());
    for (const files of [1, 3]) {
      expectWorded(auditionHintWords(files, 10, 10 * files, 10 * files));
      expectWorded(auditionHintWords(files, 10, 40 * files, 10 * files));
    }
    for (const media of ['ready', 'missing', 'unknown'] as const) {
      for (const videoOut of [true, false]) for (const audition of [true, false]) expectWorded(videoInputWords(media, videoOut, audition));
    }
  });

  it('words the player\'s notes and every media error of both sides', () => {
    for (const side of ['dub', 'original'] as const) {
      expectWorded(missingMediaWords(side, '/out/a.mp3'), ['/out/a.mp3']);
      for (const code of [1, 2, 3, 4]) expectWorded(mediaErrorWords(side, code));
    }
    expectWorded(missingVideoWords('/out/a.mp4'), ['/out/a.mp4']);
    for (const code of [1, 2, 3, 4]) expectWorded(videoPlayWords(code));
    expectWorded(auditionPlayerWords(70_000, 30_000));
    expectWorded(auditionPlayerWords(70_000, null));
  });
});

describe('readiness and the recorder\'s prompts', () => {
  it('words every readiness, and the service\'s own word', () => {
    for (const readiness of Object.keys(READINESS_WORDS) as VoiceReadiness[]) {
      expectWorded(readinessWords({ readiness, statusWord: readiness }));
    }
    expectWorded(readinessWords({ readiness: 'training', statusWord: 'paused_by_service' }), ['Paused by service']);
    expectWorded(readinessWords({ readiness: 'newer' as VoiceReadiness, statusWord: 'odd' }), ['Odd']);
  });

  it('words every purpose, its guidance and every prompt', () => {
    expectWorded(purposeQuestion());
    expectWorded(roomHint());
    expectWorded(promptPosition(1, 6));
    for (const p of PURPOSES) {
      expectWorded(p.label);
      expectWorded(p.hint);
      expectWorded(GUIDANCE[p.value]);
      expect(PROMPTS[p.value].length).toBeGreaterThan(0);
      for (const prompt of PROMPTS[p.value]) {
        expectWorded(prompt.title);
        expectWorded(prompt.text);
      }
    }
  });
});
