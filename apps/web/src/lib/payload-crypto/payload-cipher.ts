import { PAYLOAD_LIMITS, ZEncryptedPayload, type TEncryptedPayload } from '@workbench/contracts';
import { fromBase64, toBase64 } from './base64';

/** A ciphertext (with its 16-byte tag at the end, as Web Crypto writes it) and its nonce. */
export interface Sealed {
  ciphertext: Uint8Array<ArrayBuffer>;
  nonce: Uint8Array<ArrayBuffer>;
}

/** A ciphertext failed authentication: changed on the way, or sealed with another key or slot. */
export class PayloadDecryptionError extends Error {
  constructor(what: string) {
    super(`${what} could not be decrypted`);
    this.name = 'PayloadDecryptionError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function gcm(nonce: Uint8Array<ArrayBuffer>, associatedData: string): AesGcmParams {
  return {
    name: 'AES-GCM',
    iv: nonce,
    additionalData: encoder.encode(associatedData),
    tagLength: PAYLOAD_LIMITS.tagBytes * 8,
  };
}

/** A fresh random 96-bit nonce; every ciphertext takes its own. */
export function newNonce(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(PAYLOAD_LIMITS.nonceBytes));
}

/**
 * Encrypts `plaintext` bound to `associatedData`, under a fresh random nonce or under `nonce`
 * when the caller chose it up front (a request names its nonces before its parts are sealed).
 */
export async function sealBytes(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  associatedData: string,
  nonce: Uint8Array<ArrayBuffer> = newNonce(),
): Promise<Sealed> {
  const sealed = await crypto.subtle.encrypt(gcm(nonce, associatedData), key, plaintext);
  return { ciphertext: new Uint8Array(sealed), nonce };
}

/** Decrypts and authenticates; anything wrong is a PayloadDecryptionError naming `what`. */
export async function openBytes(
  key: CryptoKey,
  sealed: Sealed,
  associatedData: string,
  what = 'The payload',
): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed.nonce.byteLength !== PAYLOAD_LIMITS.nonceBytes) throw new PayloadDecryptionError(what);
  try {
    const plain = await crypto.subtle.decrypt(
      gcm(sealed.nonce, associatedData),
      key,
      sealed.ciphertext,
    );
    return new Uint8Array(plain);
  } catch {
    throw new PayloadDecryptionError(what);
  }
}

/** Encrypts a text (JSON) as the `{ encrypted_data, nonce }` object of the contract. */
export async function sealText(
  key: CryptoKey,
  text: string,
  associatedData: string,
): Promise<TEncryptedPayload> {
  const { ciphertext, nonce } = await sealBytes(key, encoder.encode(text), associatedData);
  return { encrypted_data: toBase64(ciphertext), nonce: toBase64(nonce) };
}

/** The text inside an `{ encrypted_data, nonce }` object. */
export async function openText(
  key: CryptoKey,
  payload: unknown,
  associatedData: string,
  what = 'The payload',
): Promise<string> {
  const parsed = ZEncryptedPayload.safeParse(payload);
  if (!parsed.success) throw new PayloadDecryptionError(what);
  let sealed: Sealed;
  try {
    sealed = {
      ciphertext: fromBase64(parsed.data.encrypted_data),
      nonce: fromBase64(parsed.data.nonce),
    };
  } catch {
    throw new PayloadDecryptionError(what);
  }
  const plain = await openBytes(key, sealed, associatedData, what);
  try {
    return decoder.decode(plain);
  } catch {
    throw new PayloadDecryptionError(what);
  }
}

/**
 * Whether a value claims to be encrypted. Per workspace §8 anything else is plain data, but only
 * in the answer to a request sent plain: an encrypted request's answer must be encrypted.
 */
export function isEncryptedPayload(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'encrypted_data' in value;
}
