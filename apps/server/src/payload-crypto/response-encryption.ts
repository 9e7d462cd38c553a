import {
  REDACTION_REPORT_HEADER,
  ENCRYPTED_CONTENT_TYPE,
  ENCRYPTED_NONCE_HEADER,
  ENCRYPTED_TYPE_HEADER,
  associatedData,
} from '@workbench/contracts';
import type { FastifyReply } from 'fastify';
import type { KeyObject } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { loggableError } from '../errors/loggable-error';
import { MAX_HEADER_BYTES, truncatedReport } from '../pdf/send-redacted';
import { createSealingStream, seal, sealToPayload } from './payload-cipher';

/** The agreed key of an encrypted request, which its answer is sealed with, and its request id. */
export type PayloadKey = { id: string; requestId: string; key: KeyObject };

/**
 * The answer to an encrypted request, sealed (an onSend hook): a 2xx JSON body becomes
 * `{ encrypted_data, nonce }`, a file (the redacted PDF, or the ZIP as it streams) an encrypted
 * body with its real type in a header, and the report header is sealed as well. Error envelopes
 * stay plain, so the browser can always tell what went wrong.
 */
export function sealAnswer(reply: FastifyReply, payloadKey: PayloadKey, payload: unknown): unknown {
  const isSuccess = reply.statusCode >= 200 && reply.statusCode < 300;
  if (!isSuccess || payload === null || payload === undefined) return payload;
  sealReportHeader(reply, payloadKey);
  const type = contentTypeOf(reply);
  if (type === 'application/json' && typeof payload === 'string') {
    return JSON.stringify(
      sealToPayload(
        payloadKey.key,
        payload,
        associatedData.responseJson(payloadKey.id, payloadKey.requestId),
      ),
    );
  }
  return sealFile(reply, payloadKey, type, payload);
}

/**
 * Each `data:` line of the detection stream, sealed with its position in the stream (counted
 * from 0 in the order the lines are written, heartbeats included), so no event can be dropped,
 * repeated or reordered unnoticed; without a key the JSON goes as it is.
 */
export function eventSealer(payloadKey: PayloadKey | null): (json: string) => string {
  if (payloadKey === null) return (json) => json;
  const { id, requestId, key } = payloadKey;
  let sequence = 0;
  return (json) =>
    JSON.stringify(
      sealToPayload(key, json, associatedData.responseEvent(id, requestId, sequence++)),
    );
}

function sealFile(
  reply: FastifyReply,
  { id, requestId, key }: PayloadKey,
  type: string,
  payload: unknown,
): unknown {
  const ad = associatedData.responseFile(id, requestId, type);
  reply.header(ENCRYPTED_TYPE_HEADER, type);
  reply.type(ENCRYPTED_CONTENT_TYPE);
  exposeHeaders(reply, [ENCRYPTED_NONCE_HEADER, ENCRYPTED_TYPE_HEADER]);
  if (payload instanceof Readable) {
    const { nonce, stream } = createSealingStream(key, ad);
    reply.header(ENCRYPTED_NONCE_HEADER, nonce.toString('base64'));
    reply.removeHeader('content-length');
    return pipeline(payload, stream, (error) => {
      if (error) reply.log.warn({ err: loggableError(error) }, 'encrypted answer stream failed');
    });
  }
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : (payload as Buffer);
  const { sealed, nonce } = seal(key, bytes, ad);
  reply.header(ENCRYPTED_NONCE_HEADER, nonce.toString('base64'));
  return sealed;
}

/**
 * The report header, sealed. Sealing makes it about a third longer, so the 16 KB limit applies
 * to the sealed value: past it, the placeholder pointing at report.json is sealed instead.
 */
function sealReportHeader(reply: FastifyReply, { id, requestId, key }: PayloadKey) {
  const report = reply.getHeader(REDACTION_REPORT_HEADER);
  if (typeof report !== 'string') return;
  const ad = associatedData.responseHeader(id, requestId, REDACTION_REPORT_HEADER);
  let sealed = JSON.stringify(sealToPayload(key, report, ad));
  if (sealed.length > MAX_HEADER_BYTES)
    sealed = JSON.stringify(sealToPayload(key, truncatedReport(fileCount(report)), ad));
  reply.header(REDACTION_REPORT_HEADER, sealed);
}

/** How many files the report header tells of (it is the reports' array, or the placeholder). */
function fileCount(report: string): number {
  const parsed = JSON.parse(report) as unknown;
  if (Array.isArray(parsed)) return parsed.length;
  const files = (parsed as { files?: unknown }).files;
  return typeof files === 'number' ? files : 0;
}

/** The media type without parameters (`application/json; charset=utf-8` → `application/json`). */
function contentTypeOf(reply: FastifyReply): string {
  const header = reply.getHeader('content-type');
  const value = typeof header === 'string' ? header : 'application/octet-stream';
  return value.split(';')[0]!.trim().toLowerCase();
}

/** Adds to access-control-expose-headers, keeping what the route listed. */
function exposeHeaders(reply: FastifyReply, names: readonly string[]) {
  const current = reply.getHeader('access-control-expose-headers');
  const listed = typeof current === 'string' ? current.split(',').map((name) => name.trim()) : [];
  const all = new Set([...listed, ...names.map((name) => name.toLowerCase())].filter(Boolean));
  reply.header('access-control-expose-headers', [...all].join(', '));
}
