import {
  associatedData,
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_NONCE_HEADER,
  ENCRYPTED_TYPE_HEADER,
} from '@workbench/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createDetectEventReader } from '../../features/workspace/detection/detect-events';
import { toBase64 } from './base64';
import type { RequestBinding } from './encrypt-form';
import { openEventData, openFileAnswer, openJsonAnswer, openResult } from './open-answer';
import { PayloadDecryptionError, sealBytes, sealText } from './payload-cipher';

const encoder = new TextEncoder();
const OTHER_REQUEST = 'request-fedcba9876543210';

async function newBinding(): Promise<RequestBinding> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return {
    key: { id: 'key-0123456789abcdef', key, expiresAt: Date.now() + 3_600_000, noncesUsed: 0 },
    requestId: 'request-0123456789abcdef',
  };
}

/** A redacted PDF answer as the server seals it, with its report header. */
async function sealedPdf(
  { key, requestId }: RequestBinding,
  {
    reportFor = key.id,
    reportRequest = requestId,
    fileRequest = requestId,
    type = 'application/pdf',
  } = {},
) {
  const sealed = await sealBytes(
    key.key,
    encoder.encode('%PDF-1.7 redacted'),
    associatedData.responseFile(key.id, fileRequest, type),
  );
  const report = await sealText(
    key.key,
    '[{"file":"a.pdf"}]',
    associatedData.responseHeader(reportFor, reportRequest, 'X-Redaction-Report'),
  );
  const headers = new Headers({
    'Content-Type': ENCRYPTED_CONTENT_TYPE,
    [ENCRYPTED_NONCE_HEADER]: toBase64(sealed.nonce),
    [ENCRYPTED_TYPE_HEADER]: 'application/pdf',
    'X-Redaction-Report': JSON.stringify(report),
  });
  return { body: new Blob([sealed.ciphertext]), headers };
}

const sealedEvent = async ({ key, requestId }: RequestBinding, data: string, sequence: number) =>
  JSON.stringify(
    await sealText(key.key, data, associatedData.responseEvent(key.id, requestId, sequence)),
  );

describe('opening answers', () => {
  it('opens a file answer into its real type, with the report header in plain JSON', async () => {
    const binding = await newBinding();
    const { body, headers } = await openFileAnswer(await sealedPdf(binding), binding);
    expect(body.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await body.arrayBuffer())).toBe('%PDF-1.7 redacted');
    expect(headers.get('Content-Type')).toBe('application/pdf');
    expect(headers.get('X-Redaction-Report')).toBe('[{"file":"a.pdf"}]');
  });

  it('refuses a file whose content type was changed, or whose report was sealed for another key', async () => {
    const binding = await newBinding();
    const retyped = await sealedPdf(binding, { type: 'application/zip' });
    await expect(openFileAnswer(retyped, binding)).rejects.toBeInstanceOf(PayloadDecryptionError);
    const otherReport = await sealedPdf(binding, { reportFor: 'key-fedcba9876543210' });
    await expect(openFileAnswer(otherReport, binding)).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
  });

  it('refuses an answer sealed for another request', async () => {
    const binding = await newBinding();
    const { key } = binding;
    for (const file of [
      await sealedPdf(binding, { fileRequest: OTHER_REQUEST }),
      await sealedPdf(binding, { reportRequest: OTHER_REQUEST }),
    ]) {
      await expect(openFileAnswer(file, binding)).rejects.toBeInstanceOf(PayloadDecryptionError);
    }
    const json = await sealText(
      key.key,
      '{"success":true}',
      associatedData.responseJson(key.id, OTHER_REQUEST),
    );
    await expect(openJsonAnswer(json, binding)).rejects.toBeInstanceOf(PayloadDecryptionError);
    const event = await sealedEvent({ key, requestId: OTHER_REQUEST }, '{"status":"alive"}', 0);
    await expect(openEventData(event, binding, 0)).rejects.toBeInstanceOf(PayloadDecryptionError);
  });

  it('refuses a plain answer to an encrypted request: body, file, report header and event', async () => {
    const binding = await newBinding();
    await expect(openJsonAnswer({ success: true, data: 1 }, binding)).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
    await expect(openEventData('{"status":"alive"}', binding, 0)).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
    const plainPdf = {
      body: new Blob(['%PDF']),
      headers: new Headers({ 'Content-Type': 'application/pdf', 'X-Redaction-Report': '[]' }),
    };
    await expect(openFileAnswer(plainPdf, binding)).rejects.toBeInstanceOf(PayloadDecryptionError);
    const plainReport = await sealedPdf(binding);
    plainReport.headers.set('X-Redaction-Report', '[{"file":"a.pdf"}]');
    await expect(openFileAnswer(plainReport, binding)).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
    const noReport = await sealedPdf(binding);
    noReport.headers.delete('X-Redaction-Report');
    await expect(openFileAnswer(noReport, binding)).rejects.toBeInstanceOf(PayloadDecryptionError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = { status: 200, payload: { success: true, data: 1 }, retryAfter: null };
    await expect(openResult(answer, binding)).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
    });
  });

  it('opens a stream event only with the event slot, at its position', async () => {
    const binding = await newBinding();
    const { key, requestId } = binding;
    const event = await sealedEvent(binding, '{"type":"heartbeat"}', 3);
    expect(await openEventData(event, binding, 3)).toBe('{"type":"heartbeat"}');
    await expect(openEventData(event, binding, 2)).rejects.toBeInstanceOf(PayloadDecryptionError);
    const json = await sealText(
      key.key,
      '{"type":"heartbeat"}',
      associatedData.responseJson(key.id, requestId),
    );
    await expect(openEventData(JSON.stringify(json), binding, 0)).rejects.toBeInstanceOf(
      PayloadDecryptionError,
    );
  });

  it('turns an answer that fails to decrypt into DECRYPTION_FAILED and leaves errors plain', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const binding = await newBinding();
    const other = await newBinding();
    const payload = await sealText(
      other.key.key,
      '{"success":true}',
      associatedData.responseJson(binding.key.id, binding.requestId),
    );
    const answer = { status: 200, payload, retryAfter: null };
    await expect(openResult(answer, binding)).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
      status: 200,
    });
    const refusal = { status: 409, payload: { success: false }, retryAfter: null };
    expect(await openResult(refusal, binding)).toEqual({
      ...refusal,
      payloadKeyId: binding.key.id,
    });
  });
});

describe('opening a stream’s events in order', () => {
  /** Feeds `lines` as a stream to a reader that opens each data line at its position. */
  async function read(binding: RequestBinding, lines: string[]) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: unknown[] = [];
    const undecryptable = vi.fn();
    const reader = createDetectEventReader((event) => events.push(event), undefined, {
      openData: (data, sequence) => openEventData(data, binding, sequence),
      onUndecryptable: undecryptable,
    });
    reader.feed(lines.map((data) => `data: ${data}\n\n`).join(''));
    reader.end();
    await reader.settled();
    return { events, undecryptable: undecryptable.mock.calls.length };
  }

  const STREAM = ['b-1', 'b-2', 'b-3'].map((id) => `{"type":"reading_files","batch_id":"${id}"}`);

  it('opens every event of an untouched stream', async () => {
    const binding = await newBinding();
    const sealed = await Promise.all(
      STREAM.map((data, index) => sealedEvent(binding, data, index)),
    );
    const { events, undecryptable } = await read(binding, sealed);
    expect(events).toHaveLength(3);
    expect(undecryptable).toBe(0);
  });

  it('refuses events reordered or after one dropped', async () => {
    const binding = await newBinding();
    const sealed = await Promise.all(
      STREAM.map((data, index) => sealedEvent(binding, data, index)),
    );
    const reordered = await read(binding, [sealed[1]!, sealed[0]!, sealed[2]!]);
    expect(reordered).toEqual({ events: [expect.anything()], undecryptable: 2 });
    const dropped = await read(binding, [sealed[0]!, sealed[2]!]);
    expect(dropped).toEqual({ events: [expect.anything()], undecryptable: 1 });
  });
});
