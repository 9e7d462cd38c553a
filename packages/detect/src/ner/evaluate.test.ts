import { describe, expect, it } from 'vitest';
import { scoreEntities } from './evaluate';

describe('scoreEntities', () => {
  it('counts only exact span and type matches', () => {
    const scores = scoreEntities([
      {
        gold: [
          { start: 0, end: 13, type: 'PERSON' },
          { start: 20, end: 26, type: 'LOCATION' },
        ],
        predicted: [
          { start: 0, end: 4, type: 'PERSON' },
          { start: 20, end: 26, type: 'LOCATION' },
          { start: 30, end: 35, type: 'ORGANIZATION' },
        ],
      },
    ]);
    expect(scores.PERSON).toMatchObject({ tp: 0, fp: 1, fn: 1, f1: 0 });
    expect(scores.LOCATION).toMatchObject({ tp: 1, fp: 0, fn: 0, precision: 1, recall: 1, f1: 1 });
    expect(scores.ORGANIZATION).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(scores.ALL.tp).toBe(1);
    expect(scores.ALL.precision).toBeCloseTo(1 / 3);
    expect(scores.ALL.recall).toBeCloseTo(1 / 2);
  });

  it('counts a right span with the wrong type as a miss and a false alarm', () => {
    const scores = scoreEntities([
      {
        gold: [{ start: 0, end: 6, type: 'LOCATION' }],
        predicted: [{ start: 0, end: 6, type: 'ORGANIZATION' }],
      },
    ]);
    expect(scores.LOCATION.fn).toBe(1);
    expect(scores.ORGANIZATION.fp).toBe(1);
  });
});
