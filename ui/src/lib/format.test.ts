import { describe, expect, it } from 'vitest';
import { creditsFor, formatSize } from './format';

describe('sizes and credits', () => {
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
