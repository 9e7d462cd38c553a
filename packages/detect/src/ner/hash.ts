/*
 * Features are 32-bit integers, not strings: building and hashing a string per feature would
 * dominate tagging time. Values are hashed once per token and mixed with a template id.
 */

/** FNV-1a over `text.slice(from, to)` without allocating the slice. */
export function hashRange(text: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** FNV-1a of a whole string. */
export function hashString(text: string): number {
  return hashRange(text, 0, text.length);
}

/** Murmur3's finaliser: spreads the bits so nearby inputs land far apart. */
function finalise(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The key of feature template `template` with value hash `value`. */
export function featureKey(template: number, value: number): number {
  return finalise((value ^ Math.imul(template + 1, 0x9e3779b1)) >>> 0);
}

/** The key of a template over two values (a conjunction such as previous word + shape). */
export function featureKey2(template: number, a: number, b: number): number {
  return featureKey(template, finalise((a + Math.imul(b, 0x27d4eb2f)) >>> 0));
}
