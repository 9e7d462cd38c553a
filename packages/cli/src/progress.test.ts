import { describe, expect, it } from 'vitest';
import { duration, progressLine } from './progress';

describe('progress', () => {
  it('shows files, pages, pages a minute and when the rest will be done', () => {
    const tally = { total: 10, done: 4, failed: 1, skipped: 2, pages: 120 };
    // Two files processed in two minutes (two were skipped): six left take six minutes.
    expect(progressLine(tally, 120_000)).toBe(
      '[4/10] · 120 pages · 60 pages/min · ETA 6m 00s · 2 already done · 1 failed',
    );
  });

  it('has no estimate before a file is processed', () => {
    expect(progressLine({ total: 3, done: 0, failed: 0, skipped: 0, pages: 0 }, 5_000)).toContain(
      'ETA …',
    );
  });

  it('writes durations as a person reads them', () => {
    expect([duration(9_400), duration(190_000), duration(3_900_000)]).toEqual([
      '9s',
      '3m 10s',
      '1h 05m',
    ]);
  });
});
