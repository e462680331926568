import { describe, expect, it } from 'vitest';
import type { MixStep } from '../bindings';
import { comparisonCostWords, comparisonLabel, comparisonProgressWords, comparisonTitle, coverWords, dbWords, mixErrorWords, MIX_STEPS } from './mixer';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

const STEPS = Object.keys(MIX_STEPS) as MixStep[];

describe('words of comparisons and covers', () => {
  it('names a comparison by its file and voices, and counts its auditions and their cost', () => {
    expect(comparisonLabel('song.mp3', ['Nova', 'Aria', 'Kai'])).toBe('Comparison of song.mp3: Nova, Aria, Kai');
    expect(comparisonTitle('song.mp3', { startMs: 70_000, durationMs: 30_000 }, 2)).toBe('2 voices on 1:10–1:40 of song.mp3');
    expect(comparisonProgressWords(1, 4)).toBe('1 of 4 auditions done');
    expect(comparisonCostWords(1, 10)).toBe('Generate 1 audition for 10 credits');
    expect(comparisonCostWords(4, 40)).toBe('Generate 4 auditions for 40 credits');
  });

  it("says a cover's instrumental, and its key when it moved", () => {
    const stems = { vocal: null, instrumental: '/library/stems/1.wav', instrumentalName: 'song (Instrumental).wav' };
    expect(coverWords({ stems, key: -3 })).toBe('with song (Instrumental).wav, key −3');
    expect(coverWords({ stems, key: 0 })).toBe('with song (Instrumental).wav');
    expect(coverWords({ stems: null, key: null })).toBeNull();
    expect([dbWords(-24), dbWords(12), dbWords(-0.5)]).toEqual(['−24.0 dB', '+12.0 dB', '−0.5 dB']);
  });

  it('words every step of a missing mix, for a cover and for another dub, with and without a cause', () => {
    for (const step of STEPS) {
      for (const cover of [true, false]) {
        const bare = mixErrorWords({ step, io: null, detail: null }, cover);
        expect(bare, step).toMatch(/^The dub is done, but its (mix|file in the format you chose) was not made: [^.]+\. .+\.$/);
        expect(bare, step).not.toMatch(/something went wrong|undefined|null/);
        expect(mixErrorWords({ step, io: 'storage_full', detail: null }, cover), step).toMatch(/ \(.+\)\. /);
      }
    }
    expect(mixErrorWords({ step: 'no_tool', io: null, detail: null }, true)).toBe(
      "The dub is done, but its mix was not made: ffmpeg can't be used on this computer. Install ffmpeg, restart Dubdeck, then press Export mix.",
    );
    // A step of a newer shell reads as an unknown one.
    expect(mixErrorWords({ step: 'later' as MixStep, io: null, detail: 'odd' }, true)).toContain('something went wrong (odd).');
  });

  describe('in the pseudo-locale', () => {
    inThePseudoLocale();

    it('comes from the catalogue', () => {
      const stems = { vocal: null, instrumental: null, instrumentalName: 'song (Instrumental).wav' };
      expectWorded(comparisonLabel('song.mp3', ['Nova', 'Aria']), ['song.mp3', 'Nova', 'Aria']);
      expectWorded(comparisonTitle('song.mp3', { startMs: 0, durationMs: 30_000 }, 2), ['song.mp3', '0:00', '0:30', '2']);
      expectWorded(comparisonCostWords(3, 30), ['3', '30']);
      expectWorded(coverWords({ stems, key: 2 }), ['song (Instrumental).wav', '+2']);
      for (const step of STEPS) expectWorded(mixErrorWords({ step, io: null, detail: 'ffmpeg said' }, true), ['ffmpeg said', 'ffmpeg', 'Dubdeck', 'rubberband']);
    });
  });
});
