import { indexOfBytes, readUint32BE } from '../bytes/bytes';
const PREFIX = 4;
const FILTER_BITS = 20;
const GOLDEN = 0x9e3779b1;

const prefixHash = (key: number) => Math.imul(key, GOLDEN) >>> (32 - FILTER_BITS);

/**
 * Finds many byte patterns in one pass over a haystack, with a 4-byte prefix filter, so the cost
 * barely grows with the number of patterns; patterns under 4 bytes fall back to `indexOf`. The
 * tables are built once and reused for every haystack.
 */
export class MultiSearch {
  private readonly byPrefix = new Map<number, number[]>();
  private readonly filter = new Uint32Array(1 << (FILTER_BITS - 5));
  private readonly short: number[] = [];

  constructor(private readonly patterns: readonly Uint8Array[]) {
    patterns.forEach((pattern, index) => {
      if (pattern.length < PREFIX) {
        if (pattern.length > 0) this.short.push(index);
        return;
      }
      const key = readUint32BE(pattern, 0);
      const hash = prefixHash(key);
      this.filter[hash >>> 5]! |= 1 << (hash & 31);
      this.byPrefix.set(key, [...(this.byPrefix.get(key) ?? []), index]);
    });
  }

  get isEmpty(): boolean {
    return this.byPrefix.size === 0 && this.short.length === 0;
  }

  /** Calls `onHit(pattern, offset)` for every occurrence of every pattern in `haystack`. */
  forEachHit(haystack: Uint8Array, onHit: (pattern: number, offset: number) => void): void {
    for (const index of this.short) {
      findShort(haystack, this.patterns[index]!, (offset) => onHit(index, offset));
    }
    if (this.byPrefix.size === 0) return;
    let key = 0;
    for (let end = 0; end < haystack.length; end++) {
      key = ((key << 8) | haystack[end]!) >>> 0;
      if (end < PREFIX - 1) continue;
      const hash = prefixHash(key);
      if ((this.filter[hash >>> 5]! & (1 << (hash & 31))) === 0) continue;
      const candidates = this.byPrefix.get(key);
      if (!candidates) continue;
      const start = end - PREFIX + 1;
      for (const index of candidates) {
        if (matchesAt(haystack, this.patterns[index]!, start)) onHit(index, start);
      }
    }
  }
}

/** Calls `onHit(pattern, offset)` for every occurrence of every pattern in `haystack`. */
export function findAll(
  haystack: Uint8Array,
  patterns: Uint8Array[],
  onHit: (pattern: number, offset: number) => void,
): void {
  new MultiSearch(patterns).forEachHit(haystack, onHit);
}

function matchesAt(haystack: Uint8Array, pattern: Uint8Array, start: number): boolean {
  if (start + pattern.length > haystack.length) return false;
  for (let index = PREFIX; index < pattern.length; index++) {
    if (haystack[start + index] !== pattern[index]) return false;
  }
  return true;
}

function findShort(
  haystack: Uint8Array,
  pattern: Uint8Array,
  onHit: (offset: number) => void,
): void {
  if (pattern.length === 0) return;
  for (
    let hit = indexOfBytes(haystack, pattern);
    hit >= 0;
    hit = indexOfBytes(haystack, pattern, hit + 1)
  ) {
    onHit(hit);
  }
}
