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

  it('keeps the longer span when scores tie, then the earlier one', () => {
    expect(resolveOverlaps([span(2, 6, 0.6), span(0, 10, 0.6)]).map((one) => one.name)).toEqual([
      '0-10',
    ]);
    expect(
      resolveOverlaps([span(4, 8, 0.6), span(0, 4, 0.6), span(2, 6, 0.6)]).map((one) => one.name),
    ).toEqual(['0-4', '4-8']);
  });

  it('lets a higher-scored short span win over a long one it overlaps', () => {
    const kept = resolveOverlaps([span(0, 20, 0.4), span(5, 10, 0.9), span(12, 15, 0.3)]);
    expect(kept.map((one) => one.name)).toEqual(['5-10', '12-15']);
  });

  it('keeps touching but not overlapping spans, in text order', () => {
    const kept = resolveOverlaps([span(10, 20, 0.5), span(0, 10, 0.5), span(20, 25, 0.9)]);
    expect(kept.map((one) => one.name)).toEqual(['0-10', '10-20', '20-25']);
  });
});
