import { describe, expect, it } from 'vitest';
import {
  bytesEqual,
  concatBytes,
  decodeLatin1,
  decodeUtf16,
  decodeUtf8,
  encodeLatin1,
  encodeUtf16,
  encodeUtf8,
  includesBytes,
  indexOfBytes,
  readUint32BE,
  toHex,
} from './bytes';

/** Every byte value, several times over, so decoders cross their chunk boundaries. */
const ALL_BYTES = Uint8Array.from({ length: 256 * 70 }, (_, index) => (index * 7) % 256);

describe('bytes (the engine’s Buffer replacement, checked against Buffer)', () => {
  it('finds a pattern where Buffer.indexOf does, from any start', () => {
    const haystack = Buffer.from('aababcabcdabcde stream endstream endstrea');
    const needles = ['a', 'abc', 'abcde', 'endstream', 'endstreamx', 'e', ' ', 'zz', 'dab'];
    for (const needle of needles)
      for (let from = 0; from <= haystack.length + 1; from++) {
        const bytes = Buffer.from(needle);
        expect(indexOfBytes(haystack, bytes, from), `${needle} from ${from}`).toBe(
          haystack.indexOf(bytes, from),
        );
      }
    expect(indexOfBytes(new Uint8Array([1, 2, 3]), new Uint8Array([2, 3, 4]))).toBe(-1);
    expect(includesBytes(haystack, Buffer.from('bcda'))).toBe(true);
    expect(includesBytes(haystack, Buffer.from('bcdx'))).toBe(false);
  });

  it('decodes and encodes Latin-1 as Buffer does, 0x80–0x9f included', () => {
    expect(decodeLatin1(ALL_BYTES)).toBe(Buffer.from(ALL_BYTES).toString('latin1'));
    expect(decodeLatin1(ALL_BYTES, 100, 9000)).toBe(
      Buffer.from(ALL_BYTES).toString('latin1', 100, 9000),
    );
    const text = 'Smith \u0080\u009f\u00ff \u20ac\ud83d\ude00';
    expect(Buffer.from(encodeLatin1(text))).toEqual(Buffer.from(text, 'latin1'));
  });

  it('decodes and encodes UTF-16 and UTF-8 as Buffer does', () => {
    const text = 'Jøhn \u20ac Smith \ud83d\ude00 \ud800'.repeat(2000);
    expect(Buffer.from(encodeUtf16(text, 'le'))).toEqual(Buffer.from(text, 'utf16le'));
    expect(Buffer.from(encodeUtf16(text, 'be'))).toEqual(Buffer.from(text, 'utf16le').swap16());
    expect(decodeUtf16(ALL_BYTES, 'le')).toBe(Buffer.from(ALL_BYTES).toString('utf16le'));
    expect(decodeUtf16(ALL_BYTES, 'be')).toBe(Buffer.from(ALL_BYTES).swap16().toString('utf16le'));
    expect(decodeUtf16(new Uint8Array([0, 0x41, 0]), 'be')).toBe('A');
    expect(Buffer.from(encodeUtf8(text))).toEqual(Buffer.from(text, 'utf8'));
    expect(decodeUtf8(ALL_BYTES)).toBe(Buffer.from(ALL_BYTES).toString('utf8'));
  });

  it('hex, concatenation, equality and 32-bit reads', () => {
    expect(toHex(ALL_BYTES)).toBe(Buffer.from(ALL_BYTES).toString('hex'));
    const joined = concatBytes([
      new Uint8Array([1, 2]),
      new Uint8Array(0),
      ALL_BYTES.subarray(0, 3),
    ]);
    expect(Array.from(joined)).toEqual([1, 2, 0, 7, 14]);
    expect(bytesEqual(joined, Uint8Array.from([1, 2, 0, 7, 14]))).toBe(true);
    expect(bytesEqual(joined, Uint8Array.from([1, 2, 0, 7, 15]))).toBe(false);
    expect(bytesEqual(joined, joined.subarray(1))).toBe(false);
    expect(readUint32BE(Uint8Array.from([0xff, 1, 2, 3, 4]), 0)).toBe(0xff010203);
  });
});
