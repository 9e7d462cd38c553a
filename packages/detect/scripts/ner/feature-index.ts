import { PAIR_FEATURES, pairKey } from '../../src/ner/features';
import { PREV_CLASSES } from '../../src/ner/tags';
import type { Example } from './examples';

/**
 * A training example with feature keys replaced by weight rows (-1 = pruned feature); pairRows
 * holds PAIR_FEATURES rows per (token, previous-tag class).
 */
export type IndexedExample = {
  rows: Int32Array;
  offsets: Int32Array;
  pairRows: Int32Array;
  gold: Int8Array;
};

function pairKeysOf(example: Example): Uint32Array {
  const n = example.gold.length;
  const keys = new Uint32Array(n * PREV_CLASSES * PAIR_FEATURES);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < PREV_CLASSES; c++) {
      for (let k = 0; k < PAIR_FEATURES; k++) {
        keys[(i * PREV_CLASSES + c) * PAIR_FEATURES + k] = pairKey(
          example.pairBase[i * PAIR_FEATURES + k] as number,
          c,
        );
      }
    }
  }
  return keys;
}

/**
 * Sorted feature keys seen at least `minCount` times. Sorting one big array instead of counting in
 * a Map keeps memory flat with millions of distinct keys.
 */
export function indexFeatures(examples: readonly Example[], minCount: number): Uint32Array {
  const parts = examples.flatMap((example) => [example.keys, pairKeysOf(example)]);
  const all = new Uint32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  all.sort();
  const kept: number[] = [];
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j] === all[i]) j++;
    if (j - i >= minCount) kept.push(all[i] as number);
    i = j;
  }
  return Uint32Array.from(kept);
}

/** The row of `key` in sorted `index`, or -1. */
export function rowOf(index: Uint32Array, key: number): number {
  let low = 0;
  let high = index.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = index[mid] as number;
    if (value === key) return mid;
    if (value < key) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Replaces each example's keys by rows of `index`. */
export function toIndexed(example: Example, index: Uint32Array): IndexedExample {
  return {
    rows: Int32Array.from(example.keys, (key) => rowOf(index, key)),
    offsets: example.offsets,
    pairRows: Int32Array.from(pairKeysOf(example), (key) => rowOf(index, key)),
    gold: example.gold,
  };
}
