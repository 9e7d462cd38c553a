import { TAG_COUNT } from './tags';

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
  addTo(scores: Float32Array, at: number, key: number): void {
    const from = this.find(key);
    if (from < 0) return;
    const weights = this.weights;
    for (let t = 0; t < TAG_COUNT; t++) {
      scores[at + t] = (scores[at + t] as number) + (weights[from + t] as number);
    }
  }

  /** `scores` in place, from quantised units to weights. */
  scaled(scores: Float32Array): Float32Array {
    for (let i = 0; i < scores.length; i++) scores[i] = (scores[i] as number) * this.scale;
    return scores;
  }
}
