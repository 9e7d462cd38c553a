import {
  REDACTION_REPORT_HEADER,
  associatedData,
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_NONCE_HEADER,
  ENCRYPTED_TYPE_HEADER,
} from '@workbench/contracts';
import { ApiError } from '../api-error';
import type { HttpResult } from '../http-result';
import { fromBase64 } from './base64';
import type { RequestBinding } from './encrypt-form';
import { isEncryptedPayload, openBytes, openText, PayloadDecryptionError } from './payload-cipher';

/** What the user is told when an answer fails authentication (localized in lib/messages). */
export const ANSWER_DECRYPTION_FAILED =
  "The server's answer could not be decrypted: it was changed on the way or encrypted with another key. Try again.";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/*
 * Every answer here is to a request sent encrypted, so it must come encrypted too: a plain body,
 * file, header or event line is refused like one that fails to decrypt. Workspace §8's plain
 * fallback is for requests sent plain, whose answers never come through here (lib/http reads
 * them as they are).
 */

/** A 2xx JSON answer's envelope, sealed for this key and request. */
export async function openJsonAnswer(payload: unknown, binding: RequestBinding): Promise<unknown> {
  const { key, requestId } = binding;
  if (!isEncryptedPayload(payload)) throw new PayloadDecryptionError('The answer');
  const ad = associatedData.responseJson(key.id, requestId);
  return parseJson(await openText(key.key, payload, ad, 'The answer'));
}

/** The text of a header sealed as `{ encrypted_data, nonce }` JSON; anything else is refused. */
async function openHeader(value: string, header: string, binding: RequestBinding) {
  const { key, requestId } = binding;
  const payload = parseJson(value);
  if (!isEncryptedPayload(payload)) throw new PayloadDecryptionError(header);
  return openText(
    key.key,
    payload,
    associatedData.responseHeader(key.id, requestId, header),
    header,
  );
}

/**
 * A file answer (a redacted PDF or ZIP) as the caller would have had it unencrypted: the body of
 * its real type and the report header in plain JSON. A file that is not of the encrypted type,
 * or comes without its sealed report header, is refused.
 */
export async function openFileAnswer(
  file: { body: Blob; headers: Headers },
  binding: RequestBinding,
): Promise<{ body: Blob; headers: Headers }> {
  const { key, requestId } = binding;
  const type = file.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== ENCRYPTED_CONTENT_TYPE) throw new PayloadDecryptionError('The file');
  const nonce = file.headers.get(ENCRYPTED_NONCE_HEADER);
  const realType = file.headers.get(ENCRYPTED_TYPE_HEADER);
  const report = file.headers.get(REDACTION_REPORT_HEADER);
  if (nonce === null || realType === null) throw new PayloadDecryptionError('The file');
  if (report === null) throw new PayloadDecryptionError(REDACTION_REPORT_HEADER);
  let sealedNonce: Uint8Array<ArrayBuffer>;
  try {
    sealedNonce = fromBase64(nonce);
  } catch {
    throw new PayloadDecryptionError('The file');
  }
  const sealed = { ciphertext: new Uint8Array(await file.body.arrayBuffer()), nonce: sealedNonce };
  const ad = associatedData.responseFile(key.id, requestId, realType);
  const plain = await openBytes(key.key, sealed, ad, 'The file');
  const headers = new Headers(file.headers);
  headers.set('Content-Type', realType);
  headers.delete(ENCRYPTED_NONCE_HEADER);
  headers.delete(ENCRYPTED_TYPE_HEADER);
  headers.set(REDACTION_REPORT_HEADER, await openHeader(report, REDACTION_REPORT_HEADER, binding));
  return { body: new Blob([plain], { type: realType }), headers };
}

/**
 * One stream event's data line, the `sequence`-th of the stream (from 0, heartbeats included):
 * a line dropped, added or moved fails, and so does a plain one.
 */
export async function openEventData(
  data: string,
  binding: RequestBinding,
  sequence: number,
): Promise<string> {
  const { key, requestId } = binding;
  const payload = parseJson(data);
  if (!isEncryptedPayload(payload)) throw new PayloadDecryptionError('The event');
  const ad = associatedData.responseEvent(key.id, requestId, sequence);
  return openText(key.key, payload, ad, 'The event');
}

/**
 * The answer to an encrypted request, decrypted. Error envelopes (non-2xx) come plain. A 2xx
 * answer that is plain or fails to decrypt is never used: it becomes a DECRYPTION_FAILED error.
 */
export async function openResult(result: HttpResult, binding: RequestBinding): Promise<HttpResult> {
  const opened: HttpResult = { ...result, payloadKeyId: binding.key.id };
  if (result.status < 200 || result.status >= 300) return opened;
  try {
    if (result.file !== undefined)
      return { ...opened, file: await openFileAnswer(result.file, binding) };
    return { ...opened, payload: await openJsonAnswer(result.payload, binding) };
  } catch (error) {
    if (!(error instanceof PayloadDecryptionError)) throw error;
    console.error('An encrypted answer failed to decrypt', error.message);
    throw new ApiError('DECRYPTION_FAILED', ANSWER_DECRYPTION_FAILED, result.status);
  }
}
