import type { SubtokenPooling } from './gliner-config';

/**
 * One batch-of-one model input, laid out as GLiNER's span-level ONNX export expects
 * (urchade/GLiNER convert_to_onnx.py input_names; shapes from its dynamic_axes):
 * input_ids, attention_mask, words_mask [1, seq]; text_lengths [1, 1];
 * span_idx [1, words * max_width, 2]; span_mask [1, words * max_width].
 */
export type SpanInputs = {
  inputIds: BigInt64Array;
  /** 0/1 masks; the session turns them into the dtype the graph declares. */
  attentionMask: Uint8Array;
  wordsMask: BigInt64Array;
  textLengths: BigInt64Array;
  spanIdx: BigInt64Array;
  spanMask: Uint8Array;
  seqLength: number;
  numWords: number;
  numSpans: number;
};

/** The token ids of a prompt: `<<ENT>> label1 <<ENT>> label2 … <<SEP>>` (processor.prepare_inputs). */
export function buildPromptIds(
  labelIds: readonly (readonly number[])[],
  entIds: readonly number[],
  sepIds: readonly number[],
): number[] {
  return [...labelIds.flatMap((label) => [...entIds, ...label]), ...sepIds];
}

function markWord(pieces: readonly number[], word: number, pooling: SubtokenPooling): number[] {
  // utils.prepare_word_mask: the 1-based word index goes on the first subtoken ("first"), the last
  // ("last") or every subtoken ("mean", "max"); other positions are 0.
  return pieces.map((_, index) => {
    if (pooling === 'mean' || pooling === 'max') return word;
    const selected = pooling === 'last' ? index === pieces.length - 1 : index === 0;
    return selected ? word : 0;
  });
}

/** Builds the six span-level inputs for one window of words under one prompt. */
export function buildSpanInputs(options: {
  prefix: readonly number[];
  promptIds: readonly number[];
  wordPieces: readonly (readonly number[])[];
  suffix: readonly number[];
  maxWidth: number;
  pooling: SubtokenPooling;
}): SpanInputs {
  const { prefix, promptIds, wordPieces, suffix, maxWidth, pooling } = options;
  const ids: number[] = [...prefix, ...promptIds];
  const mask: number[] = ids.map(() => 0);
  wordPieces.forEach((pieces, index) => {
    ids.push(...pieces);
    mask.push(...markWord(pieces, index + 1, pooling));
  });
  ids.push(...suffix);
  mask.push(...suffix.map(() => 0));

  const numWords = wordPieces.length;
  const numSpans = numWords * maxWidth;
  const spanIdx = new BigInt64Array(numSpans * 2);
  const spanMask = new Uint8Array(numSpans);
  // SpanProcessor.preprocess_example: spans (i, i + j) for every start i and width j < max_width,
  // word-major; spans running past the last word stay in span_idx and are masked out.
  for (let start = 0; start < numWords; start += 1) {
    for (let width = 0; width < maxWidth; width += 1) {
      const flat = start * maxWidth + width;
      spanIdx[flat * 2] = BigInt(start);
      spanIdx[flat * 2 + 1] = BigInt(start + width);
      spanMask[flat] = start + width < numWords ? 1 : 0;
    }
  }
  return {
    inputIds: BigInt64Array.from(ids, BigInt),
    attentionMask: new Uint8Array(ids.length).fill(1),
    wordsMask: BigInt64Array.from(mask, BigInt),
    textLengths: BigInt64Array.of(BigInt(numWords)),
    spanIdx,
    spanMask,
    seqLength: ids.length,
    numWords,
    numSpans,
  };
}
