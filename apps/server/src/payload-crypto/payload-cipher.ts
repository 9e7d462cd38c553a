import { PAYLOAD_LIMITS, PAYLOAD_MESSAGES, type TEncryptedPayload } from '@workbench/contracts';
import { createCipheriv, createDecipheriv, randomBytes, type KeyObject } from 'node:crypto';
import { Transform } from 'node:stream';
import { AppError } from '../errors/app-error';

const ALGORITHM = 'aes-256-gcm';
const { nonceBytes, tagBytes } = PAYLOAD_LIMITS;

/** A fresh random 96-bit nonce: keys are used for few enough messages that random is safe. */
export function newNonce(): Buffer {
  return randomBytes(nonceBytes);
}

function cipherFor(key: KeyObject, nonce: Buffer, associatedData: string) {
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return cipher;
}

/** Encrypts under a fresh nonce; `sealed` is ciphertext‖tag, as Web Crypto writes it. */
export function seal(
  key: KeyObject,
  plaintext: Uint8Array,
  associatedData: string,
): { sealed: Buffer; nonce: Buffer } {
  const nonce = newNonce();
  const cipher = cipherFor(key, nonce, associatedData);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { sealed, nonce };
}

/**
 * Decrypts ciphertext‖tag. Any mismatch (key, nonce, associated data, one changed byte) is the
 * same refusal: the reason is not told, so the answer helps no one forge a body.
 */
export function open(
  key: KeyObject,
  nonce: Uint8Array,
  sealed: Uint8Array,
  associatedData: string,
): Buffer {
  const refused = new AppError('DECRYPTION_FAILED', PAYLOAD_MESSAGES.decryptionFailed);
  if (nonce.length !== nonceBytes || sealed.length < tagBytes) throw refused;
  const body = sealed.subarray(0, sealed.length - tagBytes);
  const tag = sealed.subarray(sealed.length - tagBytes);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, nonce, { authTagLength: tagBytes });
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw refused;
  }
}

/** A JSON answer or stream event: the sealed text as `{ encrypted_data, nonce }`. */
export function sealToPayload(
  key: KeyObject,
  text: string,
  associatedData: string,
): TEncryptedPayload {
  const { sealed, nonce } = seal(key, Buffer.from(text, 'utf8'), associatedData);
  return { encrypted_data: sealed.toString('base64'), nonce: nonce.toString('base64') };
}

/**
 * Encrypts a stream as it passes and appends the tag at its end, so a large answer (a ZIP of a
 * whole batch) is never held twice in memory.
 */
export function createSealingStream(
  key: KeyObject,
  associatedData: string,
): { nonce: Buffer; stream: Transform } {
  const nonce = newNonce();
  const cipher = cipherFor(key, nonce, associatedData);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, cipher.update(chunk));
    },
    flush(done) {
      done(null, Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    },
  });
  return { nonce, stream };
}
