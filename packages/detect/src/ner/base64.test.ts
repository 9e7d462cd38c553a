import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

/** Bytes of every value, in an order that is not their own. */
const sample = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 157 + 11) & 255);

describe('base64', () => {
  // btoa is the platform's base64 in Node and in browsers; Node's Buffer writes the same.
  it('writes and reads what the platform’s btoa does, at every length modulo three', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 255, 256, 257, 10_000]) {
      const bytes = sample(length);
      const text = btoa(String.fromCharCode(...bytes));
      expect(encodeBase64(bytes)).toBe(text);
      expect(decodeBase64(text)).toEqual(bytes);
      expect(decodeBase64(text.replace(/=+$/, ''))).toEqual(bytes);
    }
  });

  it('refuses text that is not base64 rather than decoding garbage', () => {
    for (const text of ['QUJD RA==', 'QUJDRA=?', 'QUJDR', 'QUJDRA===', 'QUJ\u00e9RA==', 'QU-D']) {
      expect(() => decodeBase64(text)).toThrow(/Malformed base64/);
    }
  });
});
