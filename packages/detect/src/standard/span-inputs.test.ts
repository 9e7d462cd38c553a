import { describe, expect, it } from 'vitest';

import { buildPromptIds, buildSpanInputs } from './span-inputs';

const numbers = (values: BigInt64Array | Uint8Array) => Array.from(values, Number);

describe('buildPromptIds', () => {
  it('puts <<ENT>> before each label and <<SEP>> at the end', () => {
    expect(buildPromptIds([[10], [11, 12]], [4], [5])).toEqual([4, 10, 4, 11, 12, 5]);
  });
});

describe('buildSpanInputs', () => {
  // [CLS] <<ENT>> lbl <<SEP>> Hel ##lo world [SEP]
  const options = {
    prefix: [1],
    promptIds: [4, 10, 5],
    wordPieces: [[20, 21], [22]],
    suffix: [2],
    maxWidth: 3,
    pooling: 'first' as const,
  };

  it('marks the first subtoken of each text word with its 1-based index', () => {
    const inputs = buildSpanInputs(options);
    expect(numbers(inputs.inputIds)).toEqual([1, 4, 10, 5, 20, 21, 22, 2]);
    expect(numbers(inputs.attentionMask)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(numbers(inputs.wordsMask)).toEqual([0, 0, 0, 0, 1, 0, 2, 0]);
    expect(numbers(inputs.textLengths)).toEqual([2]);
    expect(inputs.seqLength).toBe(8);
  });

  it('marks the last or every subtoken for other pooling modes', () => {
    expect(numbers(buildSpanInputs({ ...options, pooling: 'last' }).wordsMask)).toEqual([
      0, 0, 0, 0, 0, 1, 2, 0,
    ]);
    expect(numbers(buildSpanInputs({ ...options, pooling: 'mean' }).wordsMask)).toEqual([
      0, 0, 0, 0, 1, 1, 2, 0,
    ]);
  });

  it('lists spans word-major with widths up to max_width, masking those past the text', () => {
    const inputs = buildSpanInputs(options);
    expect(inputs.numSpans).toBe(6);
    expect(numbers(inputs.spanIdx)).toEqual([0, 0, 0, 1, 0, 2, 1, 1, 1, 2, 1, 3]);
    expect(numbers(inputs.spanMask)).toEqual([1, 1, 0, 1, 0, 0]);
  });
});
