// The Spend chart's arithmetic: the span's first day for each grouping (local time, weeks from
// Monday), the scale's round top, the bars' places and heights, which periods are named, and the
// credits and folders typed in Settings.
import { describe, expect, it } from 'vitest';
import { barsOf, labelled, parseCredits, sameFolder, scaleTop, sinceFor } from './spend';
import type { SpendRow } from './bindings';

const row = (key: string, dubs: number, trainings: number): SpendRow => ({ key, label: '', dubs, trainings, total: dubs + trainings, jobs: 1 });

describe('sinceFor', () => {
  it('counts back 30 days, 12 weeks from Monday, or 12 months from the first', () => {
    const monday = new Date(2026, 10, 23, 9);
    expect(sinceFor('day', monday)).toBe('2026-10-25');
    expect(sinceFor('week', monday)).toBe('2026-09-07');
    expect(sinceFor('month', monday)).toBe('2025-12-01');
    // A Sunday belongs to the week that began the Monday before.
    expect(sinceFor('week', new Date(2026, 10, 29, 23, 59))).toBe('2026-09-07');
    // Across the turn of the year, and from the last day of a long month.
    expect(sinceFor('day', new Date(2026, 0, 10))).toBe('2025-12-12');
    expect(sinceFor('month', new Date(2026, 0, 31))).toBe('2025-02-01');
    // The clock's milliseconds will do too.
    expect(sinceFor('day', new Date(2026, 10, 23).getTime())).toBe('2026-10-25');
  });
});

describe('the scale and the bars', () => {
  it('tops the scale with a round number at least the highest bar', () => {
    expect([0, 1, 7, 12, 230, 420, 1000, 1001].map(scaleTop)).toEqual([10, 1, 10, 20, 250, 500, 1000, 2000]);
  });

  it('places the bars side by side, each part as tall as its credits', () => {
    const bars = barsOf([row('2026-10-01', 200, 0), row('2026-11-01', 320, 100)], 500);
    expect(bars.map((b) => [b.dubs, b.trainings])).toEqual([
      [40, 0],
      [64, 20],
    ]);
    expect(bars[0].x).toBeCloseTo(9);
    expect(bars[1].x).toBeCloseTo(59);
    expect(bars[0].width).toBeCloseTo(32);
    expect(barsOf([], 10)).toEqual([]);
  });

  it('names every period of a dozen, and every third of thirty with the latest', () => {
    expect(Array.from({ length: 12 }, (_, i) => labelled(i, 12)).every(Boolean)).toBe(true);
    const named = Array.from({ length: 30 }, (_, i) => i).filter((i) => labelled(i, 30));
    expect(named).toHaveLength(10);
    expect(named.at(-1)).toBe(29);
  });
});

describe('parseCredits', () => {
  it('reads whole numbers, grouped by thousands or not; empty is none', () => {
    expect(['1000', ' 1000 ', '1,000', '1 000', '1\u202f000', '1.000', "1'000"].map(parseCredits)).toEqual(Array(7).fill(1000));
    expect(parseCredits('0')).toBe(0);
    expect(parseCredits('')).toBeNull();
    expect(parseCredits('   ')).toBeNull();
  });

  it('refuses fractions, signs, letters and more than the shell keeps', () => {
    for (const typed of ['1.5', '-5', '+5', 'abc', '10 credits', '1,00', '99999999999']) expect(parseCredits(typed), typed).toBeNaN();
  });
});

describe('sameFolder', () => {
  it('compares paths as typed, trailing separators aside', () => {
    expect(sameFolder('/music/in', '/music/in/')).toBe(true);
    expect(sameFolder(' C:\\Music\\In\\ ', 'C:\\Music\\In')).toBe(true);
    expect(sameFolder('/music/in', '/music/in/out')).toBe(false);
    expect(sameFolder('/', '/')).toBe(true);
  });
});
