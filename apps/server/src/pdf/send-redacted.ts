import { REDACTION_REPORT_HEADER } from '@workbench/contracts';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { AppError } from '../errors/app-error';
import { fileErrorAsAppError } from './pdf-file-status';
import type { RedactionBatch } from '../services/pdf-processing.service';

/** A header value stays under this; a longer report says to read report.json instead. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * One redacted file goes back as the PDF itself, several as a ZIP with `report.json`; the report
 * also travels in a header. When every file failed the answer is an error naming each failure.
 */
export function sendRedactedFiles(reply: FastifyReply, batch: RedactionBatch) {
  const failures = batch.reports.filter((report) => 'error' in report);
  if (batch.files.length === 0) {
    const [only] = failures;
    if (failures.length === 1 && only && 'error' in only)
      throw fileErrorAsAppError(only.file, only.error);
    throw new AppError('UNPROCESSABLE', 'None of the files could be redacted', { files: failures });
  }
  attachReport(reply, reportHeader(batch.reports));
  if (batch.files.length === 1 && batch.reports.length === 1)
    return sendPdf(reply, batch.files[0]!);
  const report = new TextEncoder().encode(`${JSON.stringify(batch.reports, null, 2)}\n`);
  return sendZip(reply, 'redacted-files.zip', [
    ...batch.files,
    { name: 'report.json', bytes: report },
  ]);
}

/** The report of a file answer, in a header the browser may read. */
export function attachReport(reply: FastifyReply, report: string) {
  reply.header(REDACTION_REPORT_HEADER, report);
  reply.header('access-control-expose-headers', REDACTION_REPORT_HEADER);
}

/** One PDF as the answer, to be saved under its name and never cached. */
export function sendPdf(reply: FastifyReply, file: { name: string; bytes: Uint8Array }) {
  return sendFile(reply, file, 'application/pdf');
}

/** One file of `type` as the answer, to be saved under its name and never cached. */
export function sendFile(
  reply: FastifyReply,
  file: { name: string; bytes: Uint8Array },
  type: string,
) {
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', attachment(file.name));
  return reply.type(type).send(asBuffer(file.bytes));
}

/** Several files as one ZIP answer, stored (they are compressed already). */
export function sendZip(
  reply: FastifyReply,
  name: string,
  files: readonly { name: string; bytes: Uint8Array }[],
) {
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', attachment(name));
  return reply.type('application/zip').send(zipStream(files));
}

/**
 * A ZIP of the files as a stream over their own bytes: PDFs are compressed already, so they are
 * stored, and no second copy of a 200 MB batch is built in memory.
 */
function zipStream(files: readonly { name: string; bytes: Uint8Array }[]): PassThrough {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    stream.write(asBuffer(chunk));
    if (final) stream.end();
  });
  for (const file of files) {
    const entry = new ZipPassThrough(file.name);
    zip.add(entry);
    entry.push(file.bytes, true);
  }
  zip.end();
  return stream;
}

/** A Buffer over the same memory, not a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** JSON with every non-ASCII character escaped, since header values must be ASCII. */
/** JSON a header can carry: every character past ASCII escaped (a file named 报告.pdf). */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function reportHeader(reports: RedactionBatch['reports']): string {
  const json = asciiJson(reports);
  if (json.length <= MAX_HEADER_BYTES) return json;
  return truncatedReport(reports.length);
}

/** What the report header says when the report is too long for it. */
export function truncatedReport(files: number): string {
  return JSON.stringify({ truncated: true, files, see: 'report.json' });
}

function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
