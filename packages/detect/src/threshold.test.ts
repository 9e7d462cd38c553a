import { describe, expect, it } from 'vitest';
import { clampThreshold, filterByThreshold } from './threshold';

describe('clampThreshold', () => {
  it('keeps values inside 0..1 and clamps those outside', () => {
    expect(clampThreshold(0)).toBe(0);
    expect(clampThreshold(0.73)).toBe(0.73);
    expect(clampThreshold(1)).toBe(1);
    expect(clampThreshold(-0.01)).toBe(0);
    expect(clampThreshold(1.01)).toBe(1);
    expect(clampThreshold(Infinity)).toBe(1);
  });

  it('falls back to 0.5 for anything that is not a number', () => {
    expect(clampThreshold(Number.NaN)).toBe(0.5);
    expect(clampThreshold('0.9')).toBe(0.5);
    expect(clampThreshold(undefined)).toBe(0.5);
  });
});

describe('filterByThreshold', () => {
  it('keeps spans at or above the threshold', () => {
    const spans = [{ score: 0.49 }, { score: 0.5 }, { score: 0.9 }];
    expect(filterByThreshold(spans, 0.5)).toEqual([{ score: 0.5 }, { score: 0.9 }]);
    expect(filterByThreshold(spans, 7)).toEqual([]);
  });
});
