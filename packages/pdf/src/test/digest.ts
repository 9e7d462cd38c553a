/**
 * A short fingerprint of a test outcome — its length and a 53-bit hash (cyrb53) of its code
 * units or bytes — so an outcome recorded from Node (Buffer, zlib) can be checked where Node is
 * not: the engine-browser project.
 */
export function digest(value: string | ArrayLike<number>): string {
  const length = value.length;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < length; index++) {
    const unit = typeof value === 'string' ? value.charCodeAt(index) : value[index]!;
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return `${length}:${hash.toString(16).padStart(14, '0')}`;
}
