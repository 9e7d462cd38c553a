import {
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTED_NONCE_HEADER,
  ENCRYPTED_TYPE_HEADER,
  ENCRYPTION_FIELD,
  PAYLOAD_KEY_HEADER,
  PAYLOAD_PATHS,
  PAYLOAD_SCHEME,
  ZEncryptedPayload,
  ZKeyExchangeResponse,
  associatedData,
  hkdfInfo,
  type TDetectEvent,
  type TKeyExchange,
  type TUploadEncryption,
} from '@workbench/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { webcrypto } from 'node:crypto';
import type { ApiClient } from './api-client';
import type { HttpSession } from './http-session';
import { multipart } from './multipart';

/**
 * The browser's side of payload encryption (decision 0021), played with Web Crypto as the web
 * app does, so the tests check the server against the same primitives a browser has.
 */
const subtle = globalThis.crypto.subtle;
const encoder = new TextEncoder();

type CryptoKey = webcrypto.CryptoKey;

export type BrowserKeyPair = { privateKey: CryptoKey; publicKey: Buffer };
export type BrowserKey = { id: string; key: CryptoKey; exchange: TKeyExchange };

/** An ephemeral ECDH P-256 pair; the public key raw and uncompressed, as it is sent. */
export async function browserKeyPair(): Promise<BrowserKeyPair> {
  const pair = await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const publicKey = Buffer.from(await subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey };
}

/** The AES-GCM key from the server's answer: ECDH bits, then HKDF with the session's info. */
export async function deriveBrowserKey(
  privateKey: CryptoKey,
  server: { server_public_key: string; salt: string; session_id: string; key_id: string },
): Promise<CryptoKey> {
  const serverKey = await subtle.importKey(
    'raw',
    Buffer.from(server.server_public_key, 'base64'),
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const bits = await subtle.deriveBits({ name: 'ECDH', public: serverKey }, privateKey, 256);
  const material = await subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
  return subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: Buffer.from(server.salt, 'base64'),
      info: encoder.encode(hkdfInfo(server.session_id, server.key_id)),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** AES-GCM as Web Crypto does it: the 16-byte tag appended to the ciphertext. */
export async function browserSeal(key: CryptoKey, plaintext: Uint8Array, ad: string) {
  const nonce = Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(12)));
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: encoder.encode(ad) },
    key,
    plaintext,
  );
  return { sealed: Buffer.from(sealed), nonce };
}

export async function browserOpen(
  key: CryptoKey,
  nonce: Uint8Array,
  sealed: Uint8Array,
  ad: string,
): Promise<Buffer> {
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: encoder.encode(ad) },
    key,
    sealed,
  );
  return Buffer.from(plain);
}

/** Agrees a key for the client's session through the API, as the web app does after login. */
export async function agreeKey(client: ApiClient, replacesKeyId?: string): Promise<BrowserKey> {
  return agreeKeyThrough(async (body) => {
    const response = await client.post(PAYLOAD_PATHS.keyExchange, body);
    return { status: response.statusCode, text: response.body };
  }, replacesKeyId);
}

/** The same over HTTP, for a real server process (or a proxy in front of several). */
export async function agreeKeyOverHttp(session: HttpSession): Promise<BrowserKey> {
  return agreeKeyThrough(async (body) => session.post(PAYLOAD_PATHS.keyExchange, body));
}

async function agreeKeyThrough(
  post: (body: object) => Promise<{ status: number; text: string }>,
  replacesKeyId?: string,
): Promise<BrowserKey> {
  const pair = await browserKeyPair();
  const response = await post({
    client_public_key: pair.publicKey.toString('base64'),
    ...(replacesKeyId !== undefined && { replaces_key_id: replacesKeyId }),
  });
  if (response.status !== 200) throw new Error(`key exchange failed: ${response.text}`);
  const exchange = ZKeyExchangeResponse.parse(JSON.parse(response.text)).data;
  return { id: exchange.key_id, key: await deriveBrowserKey(pair.privateKey, exchange), exchange };
}

type PlainFile = { name: string; bytes: Uint8Array };

/** A fresh request id, as the browser makes one per attempt. */
export function newRequestId(): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('base64url');
}

/** The X-Payload-Key value: `<key_id>:<request_id>`. */
export function keyHeader(keyId: string, requestId: string): Record<string, string> {
  return { [PAYLOAD_KEY_HEADER]: `${keyId}:${requestId}` };
}

/**
 * An encrypted multipart body for `url` and its headers: `encryption` first (naming the key, a
 * fresh request id and the path), the other fields sealed in `encrypted_fields` (an empty object
 * when there are none), then each file's ciphertext‖tag under its real name. Every part's AD
 * holds the `encryption` text as sent.
 */
export async function encryptedUpload(
  key: BrowserKey,
  url: string,
  list: readonly PlainFile[],
  fields: Record<string, string | string[]> = {},
  fileField = 'files',
) {
  const requestId = newRequestId();
  const nonces = list.map(() => newNonce());
  const fieldsNonce = newNonce();
  const description: TUploadEncryption = {
    scheme: PAYLOAD_SCHEME,
    key_id: key.id,
    request_id: requestId,
    path: url.split('?')[0]!,
    fields_nonce: fieldsNonce.toString('base64'),
    files: list.map((file, index) => ({
      nonce: nonces[index]!.toString('base64'),
      size: file.bytes.length,
    })),
  };
  const text = JSON.stringify(description);
  const sealedFiles = await Promise.all(
    list.map((file, index) =>
      browserSealWith(
        key.key,
        nonces[index]!,
        file.bytes,
        associatedData.requestFile(text, index, file.name, file.bytes.length),
      ),
    ),
  );
  const entries = Object.entries(fields).map(([name, value]) => [
    name,
    Array.isArray(value) ? value : [value],
  ]);
  const json = encoder.encode(JSON.stringify(Object.fromEntries(entries)));
  const sealedFields = await browserSealWith(
    key.key,
    fieldsNonce,
    json,
    associatedData.requestFields(text),
  );
  const parts: Parameters<typeof multipart>[0][number][] = [
    { name: ENCRYPTION_FIELD, value: text },
    { name: ENCRYPTED_FIELDS_FIELD, value: sealedFields.toString('base64') },
  ];
  list.forEach((file, index) =>
    parts.push({
      name: fileField,
      file: { name: file.name, bytes: sealedFiles[index]!, type: 'application/octet-stream' },
    }),
  );
  const body = multipart(parts);
  return {
    payload: body.payload,
    headers: { ...body.headers, ...keyHeader(key.id, requestId) },
    requestId,
    description,
    parts,
  };
}

function newNonce(): Buffer {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(12)));
}

async function browserSealWith(key: CryptoKey, nonce: Buffer, plaintext: Uint8Array, ad: string) {
  const sealed = await subtle.encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: encoder.encode(ad) },
    key,
    plaintext,
  );
  return Buffer.from(sealed);
}

function openPayload(key: BrowserKey, text: string, ad: string): Promise<Buffer> {
  const payload = ZEncryptedPayload.parse(JSON.parse(text));
  return browserOpen(
    key.key,
    Buffer.from(payload.nonce, 'base64'),
    Buffer.from(payload.encrypted_data, 'base64'),
    ad,
  );
}

/** The JSON an encrypted answer hides. */
export async function openJson<T>(
  key: BrowserKey,
  requestId: string,
  response: Pick<LightMyRequestResponse, 'body'>,
): Promise<T> {
  const ad = associatedData.responseJson(key.id, requestId);
  const plain = await openPayload(key, response.body, ad);
  return JSON.parse(plain.toString('utf8')) as T;
}

/** A redacted PDF or ZIP answer: its real content type and bytes. */
export async function openFile(
  key: BrowserKey,
  requestId: string,
  response: LightMyRequestResponse,
) {
  if (response.headers['content-type'] !== ENCRYPTED_CONTENT_TYPE)
    throw new Error(`not an encrypted file: ${String(response.headers['content-type'])}`);
  const type = String(response.headers[ENCRYPTED_TYPE_HEADER.toLowerCase()]);
  const nonce = Buffer.from(
    String(response.headers[ENCRYPTED_NONCE_HEADER.toLowerCase()]),
    'base64',
  );
  const bytes = await browserOpen(
    key.key,
    nonce,
    response.rawPayload,
    associatedData.responseFile(key.id, requestId, type),
  );
  return { type, bytes };
}

/** A sealed response header's value, opened. */
export async function openHeader(
  key: BrowserKey,
  requestId: string,
  response: LightMyRequestResponse,
  header: string,
): Promise<string> {
  const value = String(response.headers[header.toLowerCase()]);
  const ad = associatedData.responseHeader(key.id, requestId, header);
  return (await openPayload(key, value, ad)).toString('utf8');
}

/** The events of an encrypted detection stream, each `data:` line opened at its position. */
export async function openEvents(
  key: BrowserKey,
  requestId: string,
  body: string,
): Promise<TDetectEvent[]> {
  const blocks = body.split('\n\n').filter((block) => block.trim());
  return Promise.all(
    blocks.map(async (block, sequence) => {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1] ?? 'null';
      const ad = associatedData.responseEvent(key.id, requestId, sequence);
      const plain = await openPayload(key, data, ad);
      const event = JSON.parse(plain.toString('utf8')) as TDetectEvent;
      if (event.type !== name) throw new Error(`event ${name} carries ${event.type}`);
      return event;
    }),
  );
}
