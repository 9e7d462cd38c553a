import { PAYLOAD_SCHEME, associatedData, type TUploadEncryption } from '@workbench/contracts';
import { createCipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionKeysService } from '../services/session-keys.service';
import { createMemoryKeyStore } from './key-store';
import { decryptUpload, type UploadKey, type UploadPart } from './upload-decryption';

const KEY_ID = 'Q2xpZW50S2V5SWQxMjM0NQ';
const REQUEST_ID = 'UmVxdWVzdElkMTIzNDU2Nw';
const SESSION = 'session-1';
const PATH = '/api/pdf/search';
const key = createSecretKey(randomBytes(32));
const LIMITS = { maxFileBytes: 1000, maxFields: 50 };

/** A fresh request key over a real store, so nonces really are spent. */
async function requestKey(requestId = REQUEST_ID): Promise<UploadKey> {
  const store = createMemoryKeyStore();
  await store.add({
    id: KEY_ID,
    sessionId: SESSION,
    key,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const service = createSessionKeysService({
    store,
    sessions: { liveIds: async () => [] },
    requireEncryption: false,
  });
  return (await service.requestKey(SESSION, KEY_ID, requestId))!;
}

type Plain = { name: string; bytes: Buffer };
const pdfA = { name: 'vedtak æøå.pdf', bytes: Buffer.from('%PDF-1.7 first document') };
const pdfB = { name: 'brev.pdf', bytes: Buffer.from('%PDF-1.7 the second, longer document') };
const fields = { search_terms: ['Kari', 'Nordmann'], case_sensitive: ['true'] };

type Encrypted = {
  description: TUploadEncryption;
  /** The `encryption` field's text, as sent. */
  text: string;
  fieldParts: UploadPart[];
  fileParts: UploadPart[];
};

/** The parts a browser would send, and the description it would put in `encryption`. */
function encrypted(
  files: Plain[],
  withFields: Record<string, string[]> = fields,
  binding: { requestId?: string; path?: string } = {},
): Encrypted {
  const nonces = files.map(() => randomBytes(12));
  const fieldsNonce = randomBytes(12);
  const description: TUploadEncryption = {
    scheme: PAYLOAD_SCHEME,
    key_id: KEY_ID,
    request_id: binding.requestId ?? REQUEST_ID,
    path: binding.path ?? PATH,
    fields_nonce: fieldsNonce.toString('base64'),
    files: files.map((file, index) => ({
      nonce: nonces[index]!.toString('base64'),
      size: file.bytes.length,
    })),
  };
  const text = JSON.stringify(description);
  const fieldsSealed = sealWith(
    fieldsNonce,
    Buffer.from(JSON.stringify(withFields)),
    associatedData.requestFields(text),
  );
  const fieldParts: UploadPart[] = [
    { kind: 'field', name: 'encrypted_fields', value: fieldsSealed.toString('base64') },
  ];
  const fileParts: UploadPart[] = files.map((file, index) => ({
    kind: 'file',
    name: 'files',
    filename: file.name,
    bytes: sealWith(
      nonces[index]!,
      file.bytes,
      associatedData.requestFile(text, index, file.name, file.bytes.length),
    ),
    isTruncated: false,
  }));
  return { description, text, fieldParts, fileParts };
}

/** AES-256-GCM under a chosen nonce, ciphertext‖tag, as the browser seals. */
function sealWith(nonce: Buffer, plaintext: Buffer, ad: string): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(ad));
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

/** The `encryption` part (its text as sent, or `description` serialised) and the rest. */
function parts(
  description: unknown,
  rest: UploadPart[],
): AsyncIterable<UploadPart> & { list: UploadPart[] } {
  const value = typeof description === 'string' ? description : JSON.stringify(description);
  const list: UploadPart[] = [{ kind: 'field', name: 'encryption', value }, ...rest];
  return {
    list,
    async *[Symbol.asyncIterator]() {
      yield* list;
    },
  };
}

const decrypt = async (
  body: AsyncIterable<UploadPart>,
  uploadKey?: UploadKey | Promise<UploadKey>,
  path = PATH,
) => decryptUpload(body, await (uploadKey ?? requestKey()), path, LIMITS);

const refused = expect.objectContaining({ code: 'DECRYPTION_FAILED' });
const malformed = expect.objectContaining({
  code: 'BAD_REQUEST',
  message: 'The encryption field is missing or invalid',
});

describe('decryptUpload', () => {
  it('gives back the files with their raw names, and every other field', async () => {
    const { text, fieldParts, fileParts } = encrypted([pdfA, pdfB]);
    const upload = await decrypt(parts(text, [...fieldParts, ...fileParts]));
    expect(
      upload.files.map((file) => [file.filename, file.bytes.toString(), file.isTooLarge]),
    ).toEqual([
      [pdfA.name, pdfA.bytes.toString(), false],
      [pdfB.name, pdfB.bytes.toString(), false],
    ]);
    expect(Object.fromEntries(upload.fields)).toEqual(fields);
  });

  it('takes an upload with empty fields, and one without files', async () => {
    const { text, fieldParts, fileParts } = encrypted([pdfA], {});
    const upload = await decrypt(parts(text, [...fieldParts, ...fileParts]));
    expect(upload.files).toHaveLength(1);
    expect(upload.fields.size).toBe(0);
    const none = encrypted([]);
    const empty = await decrypt(parts(none.text, none.fieldParts));
    expect(empty.files).toHaveLength(0);
    expect(Object.fromEntries(empty.fields)).toEqual(fields);
  });

  it('opens the description only in the exact text it was sent in', async () => {
    const { text, fieldParts, fileParts } = encrypted([pdfA]);
    const respaced = JSON.stringify(JSON.parse(text), null, 1);
    await expect(decrypt(parts(respaced, [...fieldParts, ...fileParts]))).rejects.toEqual(refused);
  });

  it('refuses a description naming another key, request id or path', async () => {
    const { description, fieldParts, fileParts } = encrypted([pdfA]);
    const rest = [...fieldParts, ...fileParts];
    const other = { ...description, key_id: 'T3RoZXJLZXlJZDk4NzY1NA' };
    await expect(decrypt(parts(other, rest))).rejects.toEqual(refused);
    // The header names another request than the description (both well-formed).
    await expect(
      decrypt(parts(description, rest), requestKey('T3RoZXJSZXF1ZXN0SWQxMjM')),
    ).rejects.toEqual(refused);
    // Sent to another route than it was sealed for.
    await expect(
      decrypt(parts(description, rest), requestKey(), '/api/pdf/redact'),
    ).rejects.toEqual(refused);
    const elsewhere = encrypted([pdfA], fields, { path: '/api/pdf/redact' });
    await expect(
      decrypt(parts(elsewhere.text, [...elsewhere.fieldParts, ...elsewhere.fileParts])),
    ).rejects.toEqual(refused);
  });

  it('refuses more or fewer files than described', async () => {
    const two = encrypted([pdfA, pdfB]);
    const fewer = parts(two.text, [...two.fieldParts, two.fileParts[0]!]);
    await expect(decrypt(fewer)).rejects.toEqual(refused);
    const one = encrypted([pdfA]);
    const more = parts(one.text, [...one.fieldParts, ...one.fileParts, two.fileParts[1]!]);
    await expect(decrypt(more)).rejects.toEqual(refused);
  });

  it('refuses a file whose size is not the described one', async () => {
    const { description, fieldParts, fileParts } = encrypted([pdfA]);
    description.files[0]!.size += 1;
    await expect(decrypt(parts(description, [...fieldParts, ...fileParts]))).rejects.toEqual(
      refused,
    );
  });

  it('refuses reordered files, even when the description is reordered with them', async () => {
    const { description, text, fieldParts, fileParts } = encrypted([pdfA, pdfB]);
    const swapped = [fileParts[1]!, fileParts[0]!];
    await expect(decrypt(parts(text, [...fieldParts, ...swapped]))).rejects.toEqual(refused);
    const both = { ...description, files: [description.files[1]!, description.files[0]!] };
    await expect(decrypt(parts(both, [...fieldParts, ...swapped]))).rejects.toEqual(refused);
  });

  it('refuses a renamed file', async () => {
    const { text, fieldParts, fileParts } = encrypted([pdfA]);
    const renamed = { ...fileParts[0]!, filename: 'other.pdf' } as UploadPart;
    await expect(decrypt(parts(text, [...fieldParts, renamed]))).rejects.toEqual(refused);
  });

  it('refuses a plain field slipped in beside the encrypted ones, and changed fields', async () => {
    const { text, fieldParts, fileParts } = encrypted([pdfA]);
    const plain: UploadPart = { kind: 'field', name: 'search_terms', value: 'injected' };
    await expect(decrypt(parts(text, [...fieldParts, plain, ...fileParts]))).rejects.toEqual(
      refused,
    );
    const sealedFields = fieldParts[0] as Extract<UploadPart, { kind: 'field' }>;
    const bytes = Buffer.from(sealedFields.value, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    const changed: UploadPart = { ...sealedFields, value: bytes.toString('base64') };
    await expect(decrypt(parts(text, [changed, ...fileParts]))).rejects.toEqual(refused);
  });

  it('refuses a request whose encrypted_fields were stripped, with or without their nonce', async () => {
    const { description, text, fileParts } = encrypted([pdfA], {});
    await expect(decrypt(parts(text, fileParts))).rejects.toEqual(refused);
    const withoutNonce: Partial<TUploadEncryption> = { ...description };
    delete withoutNonce.fields_nonce;
    // The description no longer parses: fields_nonce is required.
    await expect(decrypt(parts(withoutNonce, fileParts))).rejects.toEqual(malformed);
    const none = encrypted([]);
    await expect(decrypt(parts(none.text, []))).rejects.toEqual(refused);
  });

  it("refuses one request's fields on another request's files", async () => {
    const first = encrypted([pdfA], { search_terms: ['harmless'] });
    const second = encrypted([pdfA], fields);
    // Same key, same request id and path: only the nonces in the descriptions differ.
    await expect(
      decrypt(parts(first.text, [...second.fieldParts, ...first.fileParts])),
    ).rejects.toEqual(refused);
    await expect(
      decrypt(parts(second.text, [...first.fieldParts, ...second.fileParts])),
    ).rejects.toEqual(refused);
  });

  it('answers a missing or malformed description as a bad request', async () => {
    const { description, fieldParts, fileParts } = encrypted([pdfA], {});
    const none = {
      async *[Symbol.asyncIterator]() {
        yield* [...fieldParts, ...fileParts];
      },
    };
    await expect(decrypt(none)).rejects.toEqual(malformed);
    const notJson = parts(description, fileParts);
    notJson.list[0] = { kind: 'field', name: 'encryption', value: '{not json' };
    await expect(decrypt(notJson)).rejects.toEqual(malformed);
    const wrongScheme = { ...description, scheme: 'rot13' };
    await expect(decrypt(parts(wrongScheme, fileParts))).rejects.toEqual(malformed);
  });

  it('refuses the same body twice, and spends no nonce on a refused one', async () => {
    const uploadKey = await requestKey();
    const { text, fieldParts, fileParts } = encrypted([pdfA]);
    const tampered = {
      ...fileParts[0]!,
      bytes: Buffer.from((fileParts[0] as { bytes: Buffer }).bytes),
    } as UploadPart & { bytes: Buffer };
    tampered.bytes[0] = tampered.bytes[0]! ^ 1;
    await expect(decrypt(parts(text, [...fieldParts, tampered]), uploadKey)).rejects.toEqual(
      refused,
    );
    const body = () => parts(text, [...fieldParts, ...fileParts]);
    await expect(decrypt(body(), uploadKey)).resolves.toBeDefined();
    await expect(decrypt(body(), uploadKey)).rejects.toEqual(
      expect.objectContaining({ code: 'PAYLOAD_REPLAYED' }),
    );
  });

  it('refuses an empty request replayed: its sealed fields spend a nonce', async () => {
    const uploadKey = await requestKey();
    const { text, fieldParts } = encrypted([], {});
    await expect(decrypt(parts(text, fieldParts), uploadKey)).resolves.toBeDefined();
    await expect(decrypt(parts(text, fieldParts), uploadKey)).rejects.toEqual(
      expect.objectContaining({ code: 'PAYLOAD_REPLAYED' }),
    );
  });

  it('marks a file cut off at the size limit as too large, if it was described as such', async () => {
    const big = { name: 'big.pdf', bytes: randomBytes(LIMITS.maxFileBytes + 1) };
    const { text, fieldParts, fileParts } = encrypted([big], {});
    const cut = { ...fileParts[0]!, bytes: Buffer.alloc(10), isTruncated: true } as UploadPart;
    const upload = await decrypt(parts(text, [...fieldParts, cut]));
    expect(upload.files).toEqual([
      { filename: 'big.pdf', bytes: Buffer.alloc(0), isTooLarge: true },
    ]);
    const small = encrypted([pdfA], {});
    const smallCut = { ...small.fileParts[0]!, isTruncated: true } as UploadPart;
    await expect(decrypt(parts(small.text, [...small.fieldParts, smallCut]))).rejects.toEqual(
      refused,
    );
  });
});
