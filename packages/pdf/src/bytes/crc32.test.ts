import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

describe('crc32', () => {
  it('is zlib’s CRC-32 on empty, short, long and every-byte inputs', () => {
    const inputs = [
      new Uint8Array(0),
      Uint8Array.from([0]),
      new TextEncoder().encode('IHDR'),
      Uint8Array.from({ length: 256 * 40 + 3 }, (_, index) => (index * 31 + 7) % 256),
    ];
    for (const input of inputs) expect(crc32(input)).toBe(zlibCrc32(input));
  });
});
