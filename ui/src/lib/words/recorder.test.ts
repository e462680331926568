import { describe, expect, it } from 'vitest';
import {
  clippingHint,
  clippingWords,
  droppedWords,
  recoveredTakeWords,
  retakeDeleteFailedWords,
  retakeKeptWords,
  retakeNotStartedWords,
  retakeReplacedWords,
  takeEndWords,
  takePlayWords,
  trimmedWords,
} from './recorder';
import { IpcError, ipcErrorData } from '../backend/backend';
import type { TakeEnd } from '../bindings';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

const take = { name: 'Take 2.wav', path: '/takes/Take 2.wav', seconds: 65 };
const fresh = { name: 'Take 3.wav', path: '/takes/Take 3.wav', seconds: 12 };
const TAKE_DATA = ['Take 2', 'Take 3'];

describe('how a take ended', () => {
  it('words a write failure from its values: the system\'s problem in our words, and no sentence of the core', () => {
    const done = (end: TakeEnd) => ({ take, end, clippedSamples: 0, droppedSamples: 0, sampleRate: 48_000 });
    expect(takeEndWords(done({ kind: 'write_failed', why: 'write', io: 'storage_full', detail: 'No space left on device (os error 28)' }))).toBe(
      'Take 2 could not be written to disk (the disk is full), so it stopped at 1:05. What was recorded is kept. Free some disk space, then record the rest.',
    );
    expect(takeEndWords(done({ kind: 'write_failed', why: 'recorder_failed', io: null, detail: null }))).toBe(
      'Take 2 could not be written to disk, so it stopped at 1:05. What was recorded is kept. Free some disk space, then record the rest.',
    );
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

  describe('recorded takes', () => {
    it('words every way a take ends, what it lost, and what happened to it', () => {
      const ends: { [K in TakeEnd['kind']]: Extract<TakeEnd, { kind: K }> } = {
        stopped: { kind: 'stopped' },
        device_lost: { kind: 'device_lost', why: 'disconnected', detail: null },
        write_failed: { kind: 'write_failed', why: 'write', io: null, detail: 'disk full' },
        limit_reached: { kind: 'limit_reached', seconds: 1800 },
      };
      for (const end of [...Object.values(ends), { kind: 'newer' } as unknown as TakeEnd]) {
        const done = { take, end, clippedSamples: 0, droppedSamples: 0, sampleRate: 48_000 };
        const words = takeEndWords(done);
        if (end.kind === 'stopped') expect(words).toBeNull();
        else if (end.kind === 'limit_reached') expectWorded(words, [...TAKE_DATA, '30:00']);
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
});
