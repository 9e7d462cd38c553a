import {
  associatedData,
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  PAYLOAD_SCHEME,
  ZRequestId,
  ZUploadEncryption,
} from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBase64 } from './base64';
import { encryptForm, payloadKeyHeader, requestPath, sealRequest } from './encrypt-form';
import type { PayloadKey } from './key-agreement';

const encoder = new TextEncoder();
const SECRET_TEXT = 'Kari Nordmann 01019912345';
const SECRET_TERM = 'Nordmann';
const PATH = '/api/batch/search';
const REQUEST_ID = 'request-0123456789abcdef';

async function newPayloadKey(): Promise<PayloadKey> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { id: 'key-0123456789abcdef', key, expiresAt: Date.now() + 3_600_000, noncesUsed: 0 };
}

function searchForm() {
  const form = new FormData();
  form.append('files', new File([`%PDF-1.7 ${SECRET_TEXT}`], 'a.pdf'), 'a.pdf');
  form.append('files', new File(['%PDF-1.7 other'], 'b.pdf'), 'b.pdf');
  form.append('search_terms', JSON.stringify([SECRET_TERM]));
  form.append('case_sensitive', 'false');
  return form;
}

const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  haystack.some((_, start) => needle.every((byte, index) => haystack[start + index] === byte));

async function open(
  key: PayloadKey,
  ciphertext: Uint8Array<ArrayBuffer>,
  nonce: string,
  ad: string,
) {
  const params = { name: 'AES-GCM', iv: fromBase64(nonce), additionalData: encoder.encode(ad) };
  return new TextDecoder().decode(await crypto.subtle.decrypt(params, key.key, ciphertext));
}

const descriptionOf = (form: FormData) => form.get(ENCRYPTION_FIELD) as string;

/** Opens the sealed fields as the server does, under the form's own `encryption` text. */
async function openFields(form: FormData, key: PayloadKey): Promise<string> {
  const description = descriptionOf(form);
  const encryption = ZUploadEncryption.parse(JSON.parse(description));
  return open(
    key,
    fromBase64(form.get(ENCRYPTED_FIELDS_FIELD) as string),
    encryption.fields_nonce,
    associatedData.requestFields(description),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('encrypting a form', () => {
  it('sends `encryption` first, then `encrypted_fields`, then each file under its field and name', async () => {
    const key = await newPayloadKey();
    const encrypted = await encryptForm(searchForm(), key, `${PATH}?ai_search=true`, REQUEST_ID);
    const entries = [...encrypted.entries()];
    expect(entries.map(([name]) => name)).toEqual([
      ENCRYPTION_FIELD,
      ENCRYPTED_FIELDS_FIELD,
      'files',
      'files',
    ]);
    expect(entries.slice(2).map(([, file]) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);
    const encryption = ZUploadEncryption.parse(JSON.parse(entries[0]![1] as string));
    expect(encryption).toMatchObject({
      scheme: PAYLOAD_SCHEME,
      key_id: key.id,
      request_id: REQUEST_ID,
      // The path without the query, as the server routes it.
      path: PATH,
    });
    expect(encryption.files.map((file) => file.size)).toEqual([
      `%PDF-1.7 ${SECRET_TEXT}`.length,
      '%PDF-1.7 other'.length,
    ]);
  });

  it('carries no plaintext byte of a file or of a field value', async () => {
    const key = await newPayloadKey();
    const encrypted = await encryptForm(searchForm(), key, PATH);
    for (const [, value] of encrypted.entries()) {
      const bytes =
        typeof value === 'string'
          ? encoder.encode(value)
          : new Uint8Array(await value.arrayBuffer());
      expect(contains(bytes, encoder.encode(SECRET_TERM))).toBe(false);
      expect(contains(bytes, encoder.encode('%PDF'))).toBe(false);
      expect(contains(bytes, encoder.encode('case_sensitive'))).toBe(false);
    }
  });

  it('is opened by the server with the exact `encryption` text in every part’s associated data', async () => {
    const key = await newPayloadKey();
    const encrypted = await encryptForm(searchForm(), key, PATH, REQUEST_ID);
    const description = descriptionOf(encrypted);
    const encryption = ZUploadEncryption.parse(JSON.parse(description));
    const fields = await openFields(encrypted, key);
    expect(JSON.parse(fields)).toEqual({
      search_terms: [JSON.stringify([SECRET_TERM])],
      case_sensitive: ['false'],
    });
    const files = encrypted.getAll('files') as File[];
    const second = await open(
      key,
      new Uint8Array(await files[1]!.arrayBuffer()),
      encryption.files[1]!.nonce,
      associatedData.requestFile(description, 1, 'b.pdf', encryption.files[1]!.size),
    );
    expect(second).toBe('%PDF-1.7 other');
    // The first file's bytes do not open as the second file.
    await expect(
      open(
        key,
        new Uint8Array(await files[0]!.arrayBuffer()),
        encryption.files[0]!.nonce,
        associatedData.requestFile(description, 1, 'a.pdf', encryption.files[0]!.size),
      ),
    ).rejects.toThrow();
    // Nor under a description changed in any way: another request id, path or set of files.
    for (const changed of [
      { ...encryption, request_id: 'request-fedcba9876543210' },
      { ...encryption, path: '/api/pdf/redact' },
      { ...encryption, files: encryption.files.slice(1) },
    ]) {
      await expect(
        open(
          key,
          new Uint8Array(await files[1]!.arrayBuffer()),
          encryption.files[1]!.nonce,
          associatedData.requestFile(JSON.stringify(changed), 1, 'b.pdf', 14),
        ),
      ).rejects.toThrow();
    }
  });

  it('binds the name the server will read: slashes, backslashes, quotes and line breaks replaced', async () => {
    const key = await newPayloadKey();
    const form = new FormData();
    form.append('file', new File(['%PDF-1.7'], 'saker/2024\\"vedtak"\r\n.pdf'));
    const encrypted = await encryptForm(form, key, PATH);
    const file = encrypted.get('file') as File;
    expect(file.name).toBe('saker_2024__vedtak___.pdf');
    const description = descriptionOf(encrypted);
    const encryption = ZUploadEncryption.parse(JSON.parse(description));
    const opened = await open(
      key,
      new Uint8Array(await file.arrayBuffer()),
      encryption.files[0]!.nonce,
      associatedData.requestFile(description, 0, file.name, encryption.files[0]!.size),
    );
    expect(opened).toBe('%PDF-1.7');
  });

  it('sends `encrypted_fields` sealing `{}` when a form has only files', async () => {
    const key = await newPayloadKey();
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'a.pdf'), 'a.pdf');
    const encrypted = await encryptForm(form, key, PATH);
    expect([...encrypted.keys()]).toEqual([ENCRYPTION_FIELD, ENCRYPTED_FIELDS_FIELD, 'file']);
    const fields = await openFields(encrypted, key);
    expect(fields).toBe('{}');
  });

  it('encrypts every attempt afresh, under a new request id, and counts the nonces it takes', async () => {
    const key = await newPayloadKey();
    const keys = { use: async (nonces: number) => ((key.noncesUsed += nonces), key) };
    const form = searchForm();
    const first = await sealRequest(form, keys, PATH);
    const second = await sealRequest(form, keys, PATH);
    const noncesOf = (body: FormData) => {
      const encryption = ZUploadEncryption.parse(JSON.parse(descriptionOf(body)));
      return [encryption.fields_nonce, ...encryption.files.map((file) => file.nonce)];
    };
    const all = [...noncesOf(first.body), ...noncesOf(second.body)];
    expect(new Set(all).size).toBe(6);
    expect(key.noncesUsed).toBe(6);
    expect(first.requestId).not.toBe(second.requestId);
    expect(ZRequestId.parse(first.requestId)).toHaveLength(22);
    expect(JSON.parse(descriptionOf(first.body)).request_id).toBe(first.requestId);
    expect(payloadKeyHeader(first)).toBe(`${key.id}:${first.requestId}`);
  });

  it('takes a fields nonce even for a form of files only', async () => {
    const key = await newPayloadKey();
    const keys = { use: vi.fn(async () => key) };
    const form = new FormData();
    form.append('file', new File(['%PDF'], 'a.pdf'), 'a.pdf');
    await sealRequest(form, keys, PATH);
    expect(keys.use).toHaveBeenCalledWith(2);
  });

  it('fails with ENCRYPTION_UNAVAILABLE, agreeing no key, when the page has no Web Crypto', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = { use: vi.fn() };
    await expect(sealRequest(searchForm(), keys, PATH)).rejects.toMatchObject({
      code: 'ENCRYPTION_UNAVAILABLE',
      message: 'Encryption needs a secure connection. Open the app over HTTPS (or on localhost).',
    });
    expect(keys.use).not.toHaveBeenCalled();
  });

  it('names the path without its query or fragment', () => {
    expect(requestPath('/api/batch/multi_detect?stream=true')).toBe('/api/batch/multi_detect');
    expect(requestPath('/api/pdf/redact#x')).toBe('/api/pdf/redact');
    expect(requestPath('/api/pdf/redact')).toBe('/api/pdf/redact');
  });
});
