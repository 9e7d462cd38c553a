import { createSecretKey, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createSealingStream, open, seal } from './payload-cipher';

const key = createSecretKey(randomBytes(32));
const AD = '["test","request","file"]';
const plaintext = Buffer.from('Kari Nordmann, fødselsnummer 01020312345');

const flipped = (bytes: Uint8Array, index: number) => {
  const copy = Buffer.from(bytes);
  copy[index] = copy[index]! ^ 0x01;
  return copy;
};
const refusal = { code: 'DECRYPTION_FAILED' };

describe('payload cipher', () => {
  it('opens what it sealed, with the tag after the ciphertext', () => {
    const { sealed, nonce } = seal(key, plaintext, AD);
    expect(nonce).toHaveLength(12);
    expect(sealed).toHaveLength(plaintext.length + 16);
    expect(sealed.includes(Buffer.from('Nordmann'))).toBe(false);
    expect(open(key, nonce, sealed, AD).toString()).toBe(plaintext.toString());
  });

  it('uses a fresh nonce every time', () => {
    const first = seal(key, plaintext, AD);
    const second = seal(key, plaintext, AD);
    expect(first.nonce.equals(second.nonce)).toBe(false);
    expect(first.sealed.equals(second.sealed)).toBe(false);
  });

  it('refuses one changed byte of the ciphertext, the tag, the nonce or the associated data', () => {
    const { sealed, nonce } = seal(key, plaintext, AD);
    expect(() => open(key, nonce, flipped(sealed, 3), AD)).toThrow(
      expect.objectContaining(refusal),
    );
    expect(() => open(key, nonce, flipped(sealed, sealed.length - 1), AD)).toThrow(
      expect.objectContaining(refusal),
    );
    expect(() => open(key, flipped(nonce, 0), sealed, AD)).toThrow(
      expect.objectContaining(refusal),
    );
    expect(() => open(key, nonce, sealed, AD.replace('file', 'fild'))).toThrow(
      expect.objectContaining(refusal),
    );
    expect(() => open(createSecretKey(randomBytes(32)), nonce, sealed, AD)).toThrow(
      expect.objectContaining(refusal),
    );
  });

  it('refuses a cut-off tag and a short nonce', () => {
    const { sealed, nonce } = seal(key, plaintext, AD);
    expect(() => open(key, nonce, sealed.subarray(0, sealed.length - 4), AD)).toThrow(
      expect.objectContaining(refusal),
    );
    expect(() => open(key, nonce.subarray(0, 8), sealed, AD)).toThrow(
      expect.objectContaining(refusal),
    );
  });

  it('refuses ciphertexts shorter than the tag, and opens a bare tag as the empty plaintext', () => {
    const { sealed, nonce } = seal(key, Buffer.alloc(0), AD);
    expect(sealed).toHaveLength(16);
    expect(open(key, nonce, sealed, AD)).toHaveLength(0);
    for (const length of [0, 15])
      expect(() => open(key, nonce, sealed.subarray(0, length), AD)).toThrow(
        expect.objectContaining(refusal),
      );
  });

  it('seals a stream into the same ciphertext‖tag form', async () => {
    const chunks = [randomBytes(70_000), randomBytes(3), randomBytes(100_000)];
    const { nonce, stream } = createSealingStream(key, AD);
    const sealed = await buffer(Readable.from(chunks).pipe(stream));
    expect(sealed).toHaveLength(170_003 + 16);
    expect(open(key, nonce, sealed, AD).equals(Buffer.concat(chunks))).toBe(true);
  });
});
