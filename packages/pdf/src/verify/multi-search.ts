const PREFIX = 4;
const FILTER_BITS = 20;
const GOLDEN = 0x9e3779b1;

const prefixHash = (key: number) => Math.imul(key, GOLDEN) >>> (32 - FILTER_BITS);

/**
 * Calls `onHit(pattern, offset)` for every occurrence of every pattern in `haystack`. One pass
 * over the haystack with a 4-byte prefix filter, so the cost barely grows with the number of
 * patterns; patterns under 4 bytes fall back to `indexOf`.
 */
export function findAll(
  haystack: Buffer,
  patterns: Buffer[],
  onHit: (pattern: number, offset: number) => void,
): void {
  const byPrefix = new Map<number, number[]>();
  const filter = new Uint32Array(1 << (FILTER_BITS - 5));
  patterns.forEach((pattern, index) => {
    if (pattern.length < PREFIX)
      return findShort(haystack, pattern, (offset) => onHit(index, offset));
    const key = pattern.readUInt32BE(0);
    const hash = prefixHash(key);
    filter[hash >>> 5]! |= 1 << (hash & 31);
    byPrefix.set(key, [...(byPrefix.get(key) ?? []), index]);
  });
  if (byPrefix.size === 0) return;
  let key = 0;
  for (let end = 0; end < haystack.length; end++) {
    key = ((key << 8) | haystack[end]!) >>> 0;
    if (end < PREFIX - 1) continue;
    const hash = prefixHash(key);
    if ((filter[hash >>> 5]! & (1 << (hash & 31))) === 0) continue;
    const candidates = byPrefix.get(key);
    if (!candidates) continue;
    const start = end - PREFIX + 1;
    for (const index of candidates) {
      if (matchesAt(haystack, patterns[index]!, start)) onHit(index, start);
    }
  }
}

function matchesAt(haystack: Buffer, pattern: Buffer, start: number): boolean {
  if (start + pattern.length > haystack.length) return false;
  for (let index = PREFIX; index < pattern.length; index++) {
    if (haystack[start + index] !== pattern[index]) return false;
  }
  return true;
}

function findShort(haystack: Buffer, pattern: Buffer, onHit: (offset: number) => void): void {
  if (pattern.length === 0) return;
  for (let hit = haystack.indexOf(pattern); hit >= 0; hit = haystack.indexOf(pattern, hit + 1)) {
    onHit(hit);
  }
}
