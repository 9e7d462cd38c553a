import { describe, expect, it } from 'vitest';
import { resolveOverlaps } from './resolve-overlaps';

const span = (start: number, end: number, score: number, name = `${start}-${end}`) => ({
  start,
  end,
  score,
  name,
});

describe('resolveOverlaps', () => {
  it('keeps the higher score of two overlapping spans', () => {
    const kept = resolveOverlaps([span(0, 11, 0.5, 'account'), span(0, 11, 0.95, 'fnr')]);
    expect(kept.map((one) => one.name)).toEqual(['fnr']);
  });

  it('keeps the first given of equal ranges with equal scores', () => {
    const kept = resolveOverlaps([span(0, 11, 0.85, 'account'), span(0, 11, 0.85, 'fnr')]);
    expect(kept.map((one) => one.name)).toEqual(['account']);
  });

  it('drops a span inside another of higher or equal score', () => {
    expect(resolveOverlaps([span(2, 6, 0.6), span(0, 10, 0.6)]).map((one) => one.name)).toEqual([
      '0-10',
    ]);
    const kept = resolveOverlaps([span(0, 20, 0.4), span(5, 10, 0.9), span(12, 15, 0.3)]);
    expect(kept.map((one) => one.name)).toEqual(['0-20', '5-10']);
  });

  it('keeps a longer lower-scored span around a higher-scored one: both must be redacted', () => {
    const kept = resolveOverlaps([span(0, 60, 0.9, 'url'), span(30, 45, 0.95, 'email')]);
    expect(kept.map((one) => one.name)).toEqual(['url', 'email']);
  });

  it('keeps both of partially overlapping spans, whatever their scores', () => {
    const kept = resolveOverlaps([span(4, 8, 0.6), span(0, 4, 0.6), span(2, 6, 0.9)]);
    expect(kept.map((one) => one.name)).toEqual(['0-4', '2-6', '4-8']);
    expect(resolveOverlaps([span(0, 6, 0.9), span(3, 9, 0.2)]).map((one) => one.name)).toEqual([
      '0-6',
      '3-9',
    ]);
  });

  it('finds a container that is not the nearest span before', () => {
    // 0-100 contains 50-60 although 10-55, which starts closer, does not.
    const kept = resolveOverlaps([span(0, 100, 0.8), span(10, 55, 0.9), span(50, 60, 0.5)]);
    expect(kept.map((one) => one.name)).toEqual(['0-100', '10-55']);
  });

  it('keeps touching but not overlapping spans, in text order', () => {
    const kept = resolveOverlaps([span(10, 20, 0.5), span(0, 10, 0.5), span(20, 25, 0.9)]);
    expect(kept.map((one) => one.name)).toEqual(['0-10', '10-20', '20-25']);
  });
});
