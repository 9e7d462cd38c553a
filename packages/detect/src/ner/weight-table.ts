import { PAIR_FEATURES, pairKey } from './features';
import { PREV_CLASSES, TAG_COUNT } from './tags';

/** Slot width in 32-bit words: the key, then TAG_COUNT weights. */
const SLOT = 1 + TAG_COUNT;

/**
 * Emission weights by feature key in an open-addressing table whose slots hold the key and its
 * weights side by side. Tagging a page does tens of thousands of lookups into a table of several
 * megabytes, so each lookup should touch one cache line; a Map or separate key, row and weight
 * arrays cost two to three cache misses per lookup. Key 0 marks an empty slot (a real key 0
 * would read as all-zero weights, which is harmless).
 */
export class WeightTable {
  private readonly mask: number;
  private readonly keys: Uint32Array;
  private readonly slots: Float32Array;

  /** `weights` holds TAG_COUNT numbers per key, in the order of `keys`. */
  constructor(keys: Uint32Array, weights: Float32Array) {
    let capacity = 1024;
    while (capacity < keys.length * 1.6) capacity *= 2;
    this.mask = capacity - 1;
    const buffer = new ArrayBuffer(capacity * SLOT * 4);
    this.keys = new Uint32Array(buffer);
    this.slots = new Float32Array(buffer);
    for (let row = 0; row < keys.length; row++) {
      const key = keys[row] as number;
      if (key === 0) continue;
      let slot = key & this.mask;
      while (this.keys[slot * SLOT] !== 0) slot = (slot + 1) & this.mask;
      this.keys[slot * SLOT] = key;
      this.slots.set(weights.subarray(row * TAG_COUNT, (row + 1) * TAG_COUNT), slot * SLOT + 1);
    }
  }

  /** Offset of the first weight of `key` in the slot array, or -1 when the model lacks it. */
  private find(key: number): number {
    let slot = key & this.mask;
    for (;;) {
      const found = this.keys[slot * SLOT] as number;
      if (found === key) return slot * SLOT + 1;
      if (found === 0) return -1;
      slot = (slot + 1) & this.mask;
    }
  }

  /** Adds the weights of `key` to `scores` at `at` (TAG_COUNT numbers). */
  private addTo(scores: Float32Array, at: number, key: number): void {
    const from = this.find(key);
    if (from < 0) return;
    const slots = this.slots;
    for (let t = 0; t < TAG_COUNT; t++) {
      scores[at + t] = (scores[at + t] as number) + (slots[from + t] as number);
    }
  }

  /** Sums the weights of each token's features into `scores` (TAG_COUNT per token). */
  score(keys: Uint32Array, offsets: Int32Array, tokenCount: number): Float32Array {
    const scores = new Float32Array(tokenCount * TAG_COUNT);
    for (let i = 0; i < tokenCount; i++) {
      for (let f = offsets[i] as number, end = offsets[i + 1] as number; f < end; f++) {
        this.addTo(scores, i * TAG_COUNT, keys[f] as number);
      }
    }
    return scores;
  }

  /** Pair-feature scores: TAG_COUNT per (token, previous-tag class). */
  scorePairs(pairBase: Uint32Array, tokenCount: number): Float32Array {
    const scores = new Float32Array(tokenCount * PREV_CLASSES * TAG_COUNT);
    for (let i = 0; i < tokenCount; i++) {
      for (let c = 0; c < PREV_CLASSES; c++) {
        for (let k = 0; k < PAIR_FEATURES; k++) {
          const key = pairKey(pairBase[i * PAIR_FEATURES + k] as number, c);
          this.addTo(scores, (i * PREV_CLASSES + c) * TAG_COUNT, key);
        }
      }
    }
    return scores;
  }
}
