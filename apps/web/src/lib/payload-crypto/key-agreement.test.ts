import { hkdfInfo, PAYLOAD_SCHEME, type TKeyExchange } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './base64';
import { createKeyPair, deriveSessionKey, exportPublicKey } from './key-agreement';
import { openBytes, PayloadDecryptionError, sealBytes } from './payload-cipher';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const encoder = new TextEncoder();

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) {
  const imported = await crypto.subtle.importKey(
    'raw',
    key,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, data));
}

/**
 * The server's side, computed another way than the browser's: ECDH with its own key pair, then
 * HKDF written out from RFC 5869 with HMAC-SHA-256 (extract, then one expand block = 32 bytes).
 */
async function serverSide(clientPublicKey: string, sessionId: string, keyId: string) {
  const pair = await crypto.subtle.generateKey(ECDH, true, ['deriveBits']);
  const client = await crypto.subtle.importKey('raw', fromBase64(clientPublicKey), ECDH, false, []);
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: client }, pair.privateKey, 256),
  );
  const salt = crypto.getRandomValues(new Uint8Array(32));
  const prk = await hmac(salt, secret);
  const info = encoder.encode(hkdfInfo(sessionId, keyId));
  const okm = await hmac(prk, new Uint8Array([...info, 1]));
  const key = await crypto.subtle.importKey('raw', okm, 'AES-GCM', false, ['encrypt', 'decrypt']);
  const exchange: TKeyExchange = {
    scheme: PAYLOAD_SCHEME,
    key_id: keyId,
    server_public_key: toBase64(
      new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)),
    ),
    salt: toBase64(salt),
    session_id: sessionId,
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    required: true,
  };
  return { key, exchange };
}

const KEY_ID = 'key-0123456789abcdef';

describe('key agreement', () => {
  it('derives the same key as the server: each side opens what the other sealed', async () => {
    const pair = await createKeyPair();
    const server = await serverSide(await exportPublicKey(pair), 'session-a', KEY_ID);
    const browserKey = await deriveSessionKey(pair.privateKey, server.exchange);

    const fromBrowser = await sealBytes(browserKey, encoder.encode('Kari Nordmann'), 'ad');
    const opened = await openBytes(server.key, fromBrowser, 'ad');
    expect(new TextDecoder().decode(opened)).toBe('Kari Nordmann');

    const fromServer = await sealBytes(server.key, encoder.encode('Ola'), 'ad');
    expect(new TextDecoder().decode(await openBytes(browserKey, fromServer, 'ad'))).toBe('Ola');
  });

  it('binds the key to its session and key id through the HKDF info', async () => {
    const pair = await createKeyPair();
    const server = await serverSide(await exportPublicKey(pair), 'session-a', KEY_ID);
    const sealed = await sealBytes(server.key, encoder.encode('Kari'), 'ad');

    const otherSession = { ...server.exchange, session_id: 'session-b' };
    const wrongSessionKey = await deriveSessionKey(pair.privateKey, otherSession);
    await expect(openBytes(wrongSessionKey, sealed, 'ad')).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );

    const otherId = { ...server.exchange, key_id: 'key-fedcba9876543210' };
    const wrongIdKey = await deriveSessionKey(pair.privateKey, otherId);
    await expect(openBytes(wrongIdKey, sealed, 'ad')).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
  });

  it('sends a raw P-256 point and keeps both secret keys unreadable', async () => {
    const pair = await createKeyPair();
    const raw = fromBase64(await exportPublicKey(pair));
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(0x04);
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();

    const server = await serverSide(await exportPublicKey(pair), 'session-a', KEY_ID);
    const key = await deriveSessionKey(pair.privateKey, server.exchange);
    expect(key.extractable).toBe(false);
    expect(key.usages.sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('refuses a server key or salt of the wrong size', async () => {
    const pair = await createKeyPair();
    const { exchange } = await serverSide(await exportPublicKey(pair), 'session-a', KEY_ID);
    const shortKey = { ...exchange, server_public_key: toBase64(new Uint8Array(33)) };
    await expect(deriveSessionKey(pair.privateKey, shortKey)).rejects.toThrow();
    const shortSalt = { ...exchange, salt: toBase64(new Uint8Array(16)) };
    await expect(deriveSessionKey(pair.privateKey, shortSalt)).rejects.toThrow();
  });
});
