import { afterEach, describe, expect, it } from 'vitest';
import { SOURCE, setLocale } from './i18n/index.svelte';
import {
  formatListHead,
  creditsFor,
  formatClock,
  formatClockMs,
  formatDuration,
  formatSemitones,
  formatSize,
  formatSpan,
  secondsUntil,
} from './format';
import { expectWorded, inThePseudoLocale } from '../test/worded';

describe('the head of a long list', () => {
  afterEach(async () => {
    await setLocale(SOURCE);
  });

  it('joins the first names as the language joins a list, without its last word', async () => {
    expect(formatListHead(['a.wav', 'b.wav', 'c.wav'])).toBe('a.wav, b.wav, c.wav');
    expect(formatListHead(['a.wav'])).toBe('a.wav');
    expect(formatListHead([])).toBe('');
    await setLocale('ja');
    expect(formatListHead(['a', 'b', 'c'])).toBe('a、b、c');
    await setLocale('fr');
    expect(formatListHead(['a', 'b', 'c'])).toBe('a, b, c');
  });
});

describe('times', () => {
  it('writes a playhead on a clock, with hours only past an hour', () => {
    expect([0, 9.99, 42, 60, 185, 3599, 3600, 3725].map(formatClock)).toEqual([
      '0:00',
      '0:09',
      '0:42',
      '1:00',
      '3:05',
      '59:59',
      '1:00:00',
      '1:02:05',
    ]);
    // Media not loaded yet says NaN or Infinity, and a seek may overshoot backwards: a clock still.
    expect([NaN, Infinity, -5].map(formatClock)).toEqual(['0:00', '0:00', '0:00']);
  });

  it('writes milliseconds on the same clock, dropping the part of a second', () => {
    expect([0, 999, 42_000, 70_500, 3_725_000].map(formatClockMs)).toEqual(['0:00', '0:00', '0:42', '1:10', '1:02:05']);
  });

  it('writes a length in seconds under a minute, and on the clock from a minute on', () => {
    expect([0, 999, 42_000, 59_999, 60_000, 185_000, 3_725_000].map(formatDuration)).toEqual([
      '0 s',
      '0 s',
      '42 s',
      '59 s',
      '1:00',
      '3:05',
      '1:02:05',
    ]);
    expect(formatDuration(-1_000)).toBe('0 s');
  });

  it("writes a stretch's start and end on its file's clock", () => {
    expect(formatSpan(70_000, 30_000)).toEqual({ start: '1:10', end: '1:40' });
    expect(formatSpan(3_599_500, 30_000)).toEqual({ start: '59:59', end: '1:00:29' });
  });

  it('counts the whole seconds left, at least one while the time is ahead', () => {
    const now = Date.parse('2026-11-23T14:00:00Z');
    expect(secondsUntil('2026-11-23T14:00:12Z', now)).toBe(12);
    expect(secondsUntil('2026-11-23T14:00:12Z', now + 11_500)).toBe(1);
    expect(secondsUntil('2026-11-23T14:00:12Z', now + 60_000)).toBe(1);
    expect(secondsUntil('2026-11-23T14:00:12Z', now + 100)).toBe(12);
  });

  describe('in the pseudo-locale', () => {
    inThePseudoLocale();

    it('takes the words of seconds from the catalogue', () => {
      expectWorded(formatDuration(42_000), ['42']);
      expect(formatDuration(185_000)).toBe('3:05');
    });
  });
});

describe('numbers', () => {
  it('signs semitones with a true minus, and none for zero', () => {
    expect([24, 2, 0, -1, -24].map(formatSemitones)).toEqual(['+24', '+2', '0', '−1', '−24']);
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
});
