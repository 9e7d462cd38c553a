import { describe, expect, it } from 'vitest';
import { NER_TYPES, TAG_COUNT } from './tags';
import { type Calibration, type NerModelFile, packWeights, unpackModel } from './model-file';

describe('packWeights / unpackModel', () => {
  it('round-trips weights within one quantisation step and drops all-zero rows', () => {
    const keys = Uint32Array.from([900, 5, 77]);
    const weights = new Float32Array(3 * TAG_COUNT);
    weights.set([2, -1, 0.5, 0, 0, 0, 0], 0);
    weights.set([0.0001, 0, 0, 0, 0, 0, 0], TAG_COUNT); // rounds to zero: pruned
    weights.set([-2, 1.5, 0, 0, 0, 0, 0.25], 2 * TAG_COUNT);
    const packed = packWeights(keys, weights);
    const file: NerModelFile = {
      format: 'workbench-ner-perceptron',
      version: 1,
      tagCount: TAG_COUNT,
      ...packed,
      transitions: new Array<number>((TAG_COUNT + 1) * TAG_COUNT).fill(0),
      calibration: Object.fromEntries(NER_TYPES.map((t) => [t, { a: 1, b: 0 }])) as Calibration,
      gazetteer: {
        firstNames: [],
        lastNames: [],
        places: [],
        organizations: [],
        orgSuffixes: [],
        orgWords: [],
        titles: [],
        placePrepositions: [],
        commonWords: [],
      },
      meta: {},
    };
    const model = unpackModel(file);
    expect(Array.from(model.keys)).toEqual([77, 900]);
    const dequantised = Array.from(model.quantised, (value) => value * model.scale);
    const row77 = dequantised.slice(0, TAG_COUNT);
    const row900 = dequantised.slice(TAG_COUNT, 2 * TAG_COUNT);
    [-2, 1.5, 0, 0, 0, 0, 0.25].forEach((value, t) =>
      expect(Math.abs(row77[t]! - value)).toBeLessThanOrEqual(packed.scale),
    );
    [2, -1, 0.5, 0, 0, 0, 0].forEach((value, t) =>
      expect(Math.abs(row900[t]! - value)).toBeLessThanOrEqual(packed.scale),
    );
  });

  it('refuses a file of another format', () => {
    expect(() => unpackModel({ format: 'other' } as unknown as NerModelFile)).toThrow(/format/);
  });
});
