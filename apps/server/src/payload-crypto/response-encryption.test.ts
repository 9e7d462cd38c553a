import {
  REDACTION_REPORT_HEADER,
  associatedData,
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_NONCE_HEADER,
} from '@workbench/contracts';
import type { FastifyReply } from 'fastify';
import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { open } from './payload-cipher';
import { eventSealer, sealAnswer, type PayloadKey } from './response-encryption';

const KEY_ID = 'Q2xpZW50S2V5SWQxMjM0NQ';
const payloadKey = (requestId: string): PayloadKey => ({
  id: KEY_ID,
  requestId,
  key: createSecretKey(randomBytes(32)),
});
const FIRST = 'Rmlyc3RSZXF1ZXN0SWQxMjM';
const SECOND = 'U2Vjb25kUmVxdWVzdElkMTI';
const refused = expect.objectContaining({ code: 'DECRYPTION_FAILED' });

/** Just enough of a reply for the onSend sealing. */
function fakeReply(statusCode: number, headers: Record<string, string>) {
  const all = new Map(Object.entries(headers));
  const reply = {
    statusCode,
    getHeader: (name: string) => all.get(name.toLowerCase()),
    header: (name: string, value: string) => all.set(name.toLowerCase(), value),
    removeHeader: (name: string) => all.delete(name.toLowerCase()),
    type: (value: string) => all.set('content-type', value),
    log: { warn: () => {} },
  };
  return { reply: reply as unknown as FastifyReply, headers: all };
}

function openPayload(key: PayloadKey, text: string, ad: string): string {
  const payload = JSON.parse(text) as { encrypted_data: string; nonce: string };
  return open(
    key.key,
    Buffer.from(payload.nonce, 'base64'),
    Buffer.from(payload.encrypted_data, 'base64'),
    ad,
  ).toString('utf8');
}

describe('answer sealing', () => {
  it('binds a JSON answer to its request: an old answer does not open for a newer request', () => {
    const key = payloadKey(FIRST);
    const { reply } = fakeReply(200, { 'content-type': 'application/json; charset=utf-8' });
    const sealed = sealAnswer(reply, key, '{"success":true}') as string;
    expect(openPayload(key, sealed, associatedData.responseJson(KEY_ID, FIRST))).toBe(
      '{"success":true}',
    );
    expect(() => openPayload(key, sealed, associatedData.responseJson(KEY_ID, SECOND))).toThrow(
      refused,
    );
  });

  it('leaves error envelopes plain', () => {
    const { reply, headers } = fakeReply(400, { 'content-type': 'application/json' });
    const body = '{"success":false,"error":{"code":"DECRYPTION_FAILED"}}';
    expect(sealAnswer(reply, payloadKey(FIRST), body)).toBe(body);
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('seals a file answer under its request id and content type', () => {
    const key = payloadKey(FIRST);
    const { reply, headers } = fakeReply(200, { 'content-type': 'application/pdf' });
    const sealed = sealAnswer(reply, key, Buffer.from('%PDF-1.7')) as Buffer;
    expect(headers.get('content-type')).toBe(ENCRYPTED_CONTENT_TYPE);
    const nonce = Buffer.from(headers.get(ENCRYPTED_NONCE_HEADER.toLowerCase())!, 'base64');
    const ad = (requestId: string) =>
      associatedData.responseFile(KEY_ID, requestId, 'application/pdf');
    expect(open(key.key, nonce, sealed, ad(FIRST)).toString()).toBe('%PDF-1.7');
    expect(() => open(key.key, nonce, sealed, ad(SECOND))).toThrow(refused);
  });

  it('keeps the sealed report header within 16 KB, sealing the placeholder past it', () => {
    const key = payloadKey(FIRST);
    const ad = associatedData.responseHeader(KEY_ID, FIRST, REDACTION_REPORT_HEADER);
    // 13 KB of report fits the plain limit but not once sealed (base64 and the envelope).
    const report = JSON.stringify([{ file: 'a.pdf', note: 'x'.repeat(13_000) }, { file: 'b.pdf' }]);
    const long = fakeReply(200, {
      'content-type': 'application/zip',
      [REDACTION_REPORT_HEADER]: report,
    });
    sealAnswer(long.reply, key, Buffer.from('zip'));
    const sealed = long.headers.get(REDACTION_REPORT_HEADER)!;
    expect(sealed.length).toBeLessThanOrEqual(16 * 1024);
    expect(JSON.parse(openPayload(key, sealed, ad))).toEqual({
      truncated: true,
      files: 2,
      see: 'report.json',
    });
    const short = fakeReply(200, {
      'content-type': 'application/pdf',
      [REDACTION_REPORT_HEADER]: '[{"a":1}]',
    });
    sealAnswer(short.reply, key, Buffer.from('%PDF'));
    expect(openPayload(key, short.headers.get(REDACTION_REPORT_HEADER)!, ad)).toBe('[{"a":1}]');
  });

  it('numbers stream events: each opens only at its own position', () => {
    const key = payloadKey(FIRST);
    const seal = eventSealer(key);
    const lines = ['{"type":"reading_files"}', '{"type":"heartbeat"}', '{"type":"files_read"}'].map(
      seal,
    );
    const ad = (sequence: number) => associatedData.responseEvent(KEY_ID, FIRST, sequence);
    expect(lines.map((line, index) => openPayload(key, line, ad(index)))).toEqual([
      '{"type":"reading_files"}',
      '{"type":"heartbeat"}',
      '{"type":"files_read"}',
    ]);
    // Dropped or swapped: the event at position 2 offered as position 1.
    expect(() => openPayload(key, lines[2]!, ad(1))).toThrow(refused);
    expect(() => openPayload(key, lines[0]!, ad(1))).toThrow(refused);
    expect(() =>
      openPayload(key, lines[0]!, associatedData.responseEvent(KEY_ID, SECOND, 0)),
    ).toThrow(refused);
    expect(eventSealer(null)('{"a":1}')).toBe('{"a":1}');
  });
});
