import { hkdfInfo, PAYLOAD_LIMITS, type TKeyExchange } from '@workbench/contracts';
import { fromBase64, toBase64 } from './base64';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** An agreed key, as the tab holds it in memory. */
export interface PayloadKey {
  id: string;
  /** AES-256-GCM, not extractable: no script can read its bytes, only use it. */
  key: CryptoKey;
  /** When the server forgets it (ms since the epoch). */
  expiresAt: number;
  /** Request nonces sent with it so far (the server accepts a limited number per key). */
  noncesUsed: number;
}

/** A fresh ephemeral key pair; the private half cannot be exported. */
export function createKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
}

/** The public half, raw uncompressed (65 bytes), base64, as the exchange sends it. */
export async function exportPublicKey(pair: CryptoKeyPair): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
}

/**
 * The AES key both sides derive: ECDH with the server's public key, then HKDF-SHA-256 with the
 * server's salt and the info that binds the key to its session and id.
 */
export async function deriveSessionKey(
  privateKey: CryptoKey,
  exchange: TKeyExchange,
): Promise<CryptoKey> {
  const serverKeyBytes = fromBase64(exchange.server_public_key);
  const salt = fromBase64(exchange.salt);
  if (serverKeyBytes.length !== PAYLOAD_LIMITS.publicKeyBytes) {
    throw new Error('The server public key is not a raw P-256 key');
  }
  if (salt.length !== PAYLOAD_LIMITS.saltBytes) throw new Error('The HKDF salt has a wrong size');
  const serverKey = await crypto.subtle.importKey('raw', serverKeyBytes, ECDH, false, []);
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: serverKey }, privateKey, 256),
  );
  let material: CryptoKey;
  try {
    material = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  } finally {
    // The raw shared secret is not left in memory once HKDF holds it (as a non-extractable key).
    secret.fill(0);
  }
  const info = new TextEncoder().encode(hkdfInfo(exchange.session_id, exchange.key_id));
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}
