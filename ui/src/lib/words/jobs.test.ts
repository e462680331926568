import { describe, expect, it } from 'vitest';
import { FAILURE_CAUSE, FAILURE_WORDS, failureWords, NOTICE_WORDS, noticeWords } from './jobs';
import type { FailureCode, Notice } from '../bindings';
import { jobFailure, makeJobRow } from '../backend/fake';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

describe('failures and notices', () => {
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

  it('words a failure from its values, quoting only words that are not ours', () => {
    const row = makeJobRow({ id: 'dub:x', title: 'a.mp4', format: null, durationMs: null, voiceName: 'Nova' });
    expect(failureWords(jobFailure('upload_failed', { addresses: 1, files: 3 }), row)).toBe(
      'The voice service did not give an upload address for every file (1 for 3). Press Retry in a few minutes.',
    );
    expect(failureWords(jobFailure('upload_failed', { status: 403, detail: 'AccessDenied' }), row)).toBe(
      'Uploading failed (HTTP 403: AccessDenied). Check your connection, then press Retry.',
    );
    expect(failureWords(jobFailure('download_failed', { expectedBytes: 10, receivedBytes: 5 }), row)).toBe(
      'The download of the result ended early (5 of 10 bytes). Press Retry: nothing is paid again.',
    );
    expect(failureWords(jobFailure('invalid_request', { field: 'name' }), row)).toContain('“name”');
    expect(failureWords(jobFailure('server_error', { status: 307, location: 'https://elsewhere.example/' }), row)).toContain(
      'https://elsewhere.example/',
    );
    expect(failureWords(jobFailure('media_failed', { path: '/in/a.mp4', problem: 'timed_out' }), row)).toContain(
      '(ffmpeg took too long on it and was stopped)',
    );
    expect(failureWords(jobFailure('media_failed', { path: '/in/a.mp4', tool: { problem: 'not_found' } }), row)).toContain(
      'ffmpeg is not installed',
    );
    expect(
      failureWords(jobFailure('output_failed', { path: '/out', io: 'storage_full', reason: 'No space left on device (os error 28)' }), row),
    ).toContain('(the disk is full)');
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

const NOW = Date.parse('2026-11-23T14:00:00Z');

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

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
});
