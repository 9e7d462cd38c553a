import { PAIR_FEATURES, pairKey } from './features';
import { PREV_CLASSES, TAG_COUNT } from './tags';

/**
 * Slot width in bytes: the key (4 bytes), then TAG_COUNT Int8 weights, padded to a power of two
 * so that four slots share a 64-byte cache line.
 */
const SLOT_BYTES = 16;
const SLOT_WORDS = SLOT_BYTES / 4;
const WEIGHTS_AT = 4;
if (WEIGHTS_AT + TAG_COUNT > SLOT_BYTES) throw new Error('NER weight slots are too narrow');

/**
 * Emission weights by feature key in an open-addressing table whose slots hold the key and its
 * quantised weights side by side. Tagging a page does tens of thousands of lookups into a table
 * of several megabytes, so each lookup should touch one cache line; a Map or separate key, row
 * and weight arrays cost two to three cache misses per lookup, and Float32 weights twice the
 * lines of Int8 ones. Sums are kept in quantised units and scaled once at the end. Key 0 marks an
 * empty slot (a real key 0 would read as all-zero weights, which is harmless).
 */
export class WeightTable {
  private readonly mask: number;
  private readonly keys: Uint32Array;
  private readonly weights: Int8Array;

  /** `quantised` holds TAG_COUNT Int8 weights per key, in the order of `keys`. */
  constructor(
    keys: Uint32Array,
    quantised: Int8Array,
    private readonly scale: number,
  ) {
    let capacity = 1024;
    while (capacity < keys.length * 1.6) capacity *= 2;
    this.mask = capacity - 1;
    const buffer = new ArrayBuffer(capacity * SLOT_BYTES);
    this.keys = new Uint32Array(buffer);
    this.weights = new Int8Array(buffer);
    for (let row = 0; row < keys.length; row++) {
      const key = keys[row] as number;
      if (key === 0) continue;
      let slot = key & this.mask;
      while (this.keys[slot * SLOT_WORDS] !== 0) slot = (slot + 1) & this.mask;
      this.keys[slot * SLOT_WORDS] = key;
      this.weights.set(
        quantised.subarray(row * TAG_COUNT, (row + 1) * TAG_COUNT),
        slot * SLOT_BYTES + WEIGHTS_AT,
      );
    }
  }

  /** Byte offset of the first weight of `key`, or -1 when the model lacks it. */
  private find(key: number): number {
    let slot = key & this.mask;
    for (;;) {
      const found = this.keys[slot * SLOT_WORDS] as number;
      if (found === key) return slot * SLOT_BYTES + WEIGHTS_AT;
      if (found === 0) return -1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Adds the quantised weights of `key` to `scores` at `at` (TAG_COUNT numbers). */
  private addTo(scores: Float32Array, at: number, key: number): void {
    const from = this.find(key);
    if (from < 0) return;
    const weights = this.weights;
    for (let t = 0; t < TAG_COUNT; t++) {
      scores[at + t] = (scores[at + t] as number) + (weights[from + t] as number);
    }
  }

  private scaled(scores: Float32Array): Float32Array {
    for (let i = 0; i < scores.length; i++) scores[i] = (scores[i] as number) * this.scale;
    return scores;
  }

  /**
   * Sums the weights of each token's features (TAG_COUNT per token), reusing the sums of each
   * word's own features (see TokenFeatures.contextStarts) from `memo`, keyed by `words[i]`
   * (undefined: not kept).
   * Quantised sums are integers, exact in Float32, so reuse changes no score.
   */
  score(
    features: { keys: Uint32Array; offsets: Int32Array; contextStarts: Int32Array },
    words: readonly (string | undefined)[],
    memo: Map<string, Float32Array>,
  ): Float32Array {
    const { keys, offsets, contextStarts } = features;
    const tokenCount = words.length;
    const scores = new Float32Array(tokenCount * TAG_COUNT);
    for (let i = 0; i < tokenCount; i++) {
      const at = i * TAG_COUNT;
      const word = words[i];
      let own = word === undefined ? undefined : memo.get(word);
      if (own === undefined) {
        own = new Float32Array(TAG_COUNT);
        for (let f = offsets[i] as number, end = contextStarts[i] as number; f < end; f++) {
          this.addTo(own, 0, keys[f] as number);
        }
        if (word !== undefined) memo.set(word, own);
      }
      scores.set(own, at);
      for (let f = contextStarts[i] as number, end = offsets[i + 1] as number; f < end; f++) {
        this.addTo(scores, at, keys[f] as number);
      }
    }
    return this.scaled(scores);
  }

  /**
   * Pair-feature scores: TAG_COUNT per (token, previous-tag class). Pair features depend only on
   * the word and its own gazetteer flags, so each word's rows come from `memo` like its own sums.
   */
  scorePairs(
    pairBase: Uint32Array,
    words: readonly (string | undefined)[],
    memo: Map<string, Float32Array>,
  ): Float32Array {
    const rowLength = PREV_CLASSES * TAG_COUNT;
    const scores = new Float32Array(words.length * rowLength);
    for (let i = 0; i < words.length; i++) {
      const word = words[i];
      let rows = word === undefined ? undefined : memo.get(word);
      if (rows === undefined) {
        rows = new Float32Array(rowLength);
        for (let c = 0; c < PREV_CLASSES; c++) {
          for (let k = 0; k < PAIR_FEATURES; k++) {
            const key = pairKey(pairBase[i * PAIR_FEATURES + k] as number, c);
            this.addTo(rows, c * TAG_COUNT, key);
          }
        }
        if (word !== undefined) memo.set(word, rows);
      }
      scores.set(rows, i * rowLength);
    }
    return this.scaled(scores);
  }
}
