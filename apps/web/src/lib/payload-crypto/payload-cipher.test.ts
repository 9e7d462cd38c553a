import { associatedData } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';
import { openBytes, openText, PayloadDecryptionError, sealBytes, sealText } from './payload-cipher';

const encoder = new TextEncoder();
const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

const flipped = (bytes: Uint8Array<ArrayBuffer>, index: number) => {
  const copy = new Uint8Array(bytes);
  copy[index]! ^= 0x01;
  return copy;
};

describe('sealing and opening', () => {
  it('uses a fresh 12-byte nonce for every seal, so the same text never repeats', async () => {
    const key = await newKey();
    const text = encoder.encode('Kari Nordmann');
    const first = await sealBytes(key, text, 'ad');
    const second = await sealBytes(key, text, 'ad');
    expect(first.nonce).toHaveLength(12);
    expect(toBase64(first.nonce)).not.toBe(toBase64(second.nonce));
    expect(toBase64(first.ciphertext)).not.toBe(toBase64(second.ciphertext));
    // Ciphertext and then the 16-byte tag.
    expect(first.ciphertext).toHaveLength(text.length + 16);
  });

  it('refuses a ciphertext with one byte changed, in the text or in the tag', async () => {
    const key = await newKey();
    const sealed = await sealBytes(key, encoder.encode('Kari Nordmann'), 'ad');
    expect(new TextDecoder().decode(await openBytes(key, sealed, 'ad'))).toBe('Kari Nordmann');
    for (const index of [0, sealed.ciphertext.length - 1]) {
      const changed = { ...sealed, ciphertext: flipped(sealed.ciphertext, index) };
      await expect(openBytes(key, changed, 'ad')).rejects.toBeInstanceOf(PayloadDecryptionError);
    }
  });

  it('refuses a changed nonce and a nonce of the wrong size', async () => {
    const key = await newKey();
    const sealed = await sealBytes(key, encoder.encode('Kari'), 'ad');
    const changed = { ...sealed, nonce: flipped(sealed.nonce, 5) };
    await expect(openBytes(key, changed, 'ad')).rejects.toBeInstanceOf(PayloadDecryptionError);
    const short = { ...sealed, nonce: sealed.nonce.slice(0, 8) };
    await expect(openBytes(key, short, 'ad')).rejects.toBeInstanceOf(PayloadDecryptionError);
  });

  it('refuses a ciphertext moved to another slot (other associated data)', async () => {
    const key = await newKey();
    const ad = associatedData.requestFile('{"key_id":"key-1"}', 0, 'a.pdf', 4);
    const sealed = await sealBytes(key, encoder.encode('%PDF'), ad);
    for (const other of [
      associatedData.requestFile('{"key_id":"key-1"}', 1, 'a.pdf', 4),
      associatedData.requestFile('{"key_id":"key-1"}', 0, 'b.pdf', 4),
      associatedData.requestFile('{"key_id":"key-1"}', 0, 'a.pdf', 5),
      associatedData.requestFile('{"key_id":"key-2"}', 0, 'a.pdf', 4),
      associatedData.responseFile('key-1', 'request-1', 'application/pdf'),
    ]) {
      await expect(openBytes(key, sealed, other)).rejects.toBeInstanceOf(PayloadDecryptionError);
    }
  });

  it('opens the `{ encrypted_data, nonce }` object and refuses a malformed one', async () => {
    const key = await newKey();
    const ad = associatedData.responseJson('key-1', 'request-1');
    const payload = await sealText(key, '{"success":true}', ad);
    expect(await openText(key, payload, ad)).toBe('{"success":true}');
    await expect(
      openText(key, payload, associatedData.responseEvent('key-1', 'request-1', 0)),
    ).rejects.toThrow(PayloadDecryptionError);
    const changed = {
      ...payload,
      encrypted_data: toBase64(flipped(fromBase64(payload.encrypted_data), 2)),
    };
    await expect(openText(key, changed, ad)).rejects.toThrow(PayloadDecryptionError);
    for (const bad of [{ encrypted_data: '!!', nonce: payload.nonce }, { nonce: payload.nonce }]) {
      await expect(openText(key, bad, ad)).rejects.toThrow(PayloadDecryptionError);
    }
  });
});
