import type { TSourceFormat } from '@workbench/contracts';
import {
  ConversionError,
  dividerHtml,
  isTextAttachment,
  readEmail,
  readMsg,
  sniffFormat,
  textAttachmentHtml,
  withoutTables,
  type EmailAttachment,
} from '@workbench/convert';
import type { PdfPool } from '@workbench/pdf';
import { refused } from './pdf-file-status';

export type Options = { signal: AbortSignal; owner: string };

/** A file's bytes as a PDF and what its conversion says; `depth` counts e-mails within e-mails. */
export type ToPdf = (
  bytes: Uint8Array,
  format: TSourceFormat,
  depth: number,
  options: Options,
) => Promise<{ pdf: Uint8Array; notes: string[] }>;

/** How deep e-mails attached to e-mails may go (a forward of a forward of a forward…). */
export const MAX_EMAIL_DEPTH = 5;

/** An e-mail nested past the limit: the whole e-mail is refused, never a part of it dropped. */
class TooDeep extends ConversionError {
  constructor() {
    super(
      'LIMIT_EXCEEDED',
      `The e-mail carries e-mails attached to e-mails more than ${MAX_EMAIL_DEPTH} levels deep, the most this server converts. Save the innermost messages as files of their own and send those.`,
    );
  }
}

type Tools = { pool: PdfPool; toPdf: ToPdf };

async function html(pool: PdfPool, page: string, options: Options): Promise<Uint8Array> {
  const outcome = await pool.htmlToPdf(page, options);
  if (!outcome.ok) throw refused(outcome.error);
  return outcome.value.bytes;
}

async function pagesOf(pool: PdfPool, pdf: Uint8Array, options: Options): Promise<number> {
  const outcome = await pool.countPages(pdf, options);
  if (!outcome.ok) throw refused(outcome.error);
  return outcome.value;
}

/** An attachment as a PDF, or why it is not included (unknown type, damaged, protected…). */
async function attachmentPdf(
  { toPdf, pool }: Tools,
  attachment: EmailAttachment,
  depth: number,
  options: Options,
): Promise<{ pdf?: Uint8Array; notes: string[]; missing?: string }> {
  if (attachment.missing) return { notes: [], missing: attachment.missing };
  const format = sniffFormat(attachment.bytes, attachment.name);
  // A text file (a note, a log, an HTML page) is shown as it reads, on pages of its own.
  if (format === null && isTextAttachment(attachment)) {
    return { pdf: await html(pool, textAttachmentHtml(attachment), options), notes: [] };
  }
  if (format === null) {
    return {
      notes: [],
      missing: `a file of type ${attachment.type}, which this workbench does not open`,
    };
  }
  try {
    return await toPdf(attachment.bytes, format, depth + 1, options);
  } catch (error) {
    if (error instanceof TooDeep || !(error instanceof ConversionError)) throw error;
    return { notes: [], missing: error.message };
  }
}

/**
 * The message's page; when MuPDF cannot lay it out (tables nested deep past its memory or its
 * engine), the same page with its tables as plain blocks, and a note saying so.
 */
async function messagePdf(
  pool: PdfPool,
  page: string,
  options: Options,
): Promise<{ pdf: Uint8Array; note?: string }> {
  const outcome = await pool.htmlToPdf(page, options);
  if (outcome.ok) return { pdf: outcome.value.bytes };
  if (outcome.error.code !== 'LIMIT_EXCEEDED' && outcome.error.code !== 'PROCESSING_FAILED') {
    throw refused(outcome.error);
  }
  return {
    pdf: await html(pool, withoutTables(page), options),
    note: 'its layout was too complex to draw, so its tables are shown as plain blocks of text (every word is there)',
  };
}

const span = (first: number, count: number) =>
  count === 1 ? `page ${first}` : `pages ${first}–${first + count - 1}`;

/**
 * An e-mail as one PDF (decision 0053): its header block and body laid out as pages, then for
 * each attachment a page naming it (and saying why, when it could not be included) followed by
 * the attachment converted as any file would be. The notes start with what is on which pages,
 * and carry what each attachment's conversion said.
 */
export async function emailToPdf(
  tools: Tools,
  bytes: Uint8Array,
  format: TSourceFormat,
  depth: number,
  options: Options,
): Promise<{ pdf: Uint8Array; notes: string[] }> {
  if (depth > MAX_EMAIL_DEPTH) throw new TooDeep();
  const { pool } = tools;
  const email = format === 'msg' ? readMsg(bytes) : await readEmail(bytes);
  const message = await messagePdf(pool, email.html, options);
  if (message.note) email.notes.push(message.note);
  const parts = [message.pdf];
  let next = 1 + (await pagesOf(pool, message.pdf, options));
  const contents = [`${span(1, next - 1)} the message`];
  const notes: string[] = [];
  for (const [position, attachment] of email.attachments.entries()) {
    const number = position + 1;
    const converted = await attachmentPdf(tools, attachment, depth, options);
    const divider = await html(pool, dividerHtml(number, attachment, converted.missing), options);
    parts.push(divider);
    let pages = 1;
    if (converted.pdf) {
      parts.push(converted.pdf);
      pages += await pagesOf(pool, converted.pdf, options);
    }
    const label = `attachment ${number} "${attachment.name}"`;
    contents.push(`${span(next, pages)} ${label}`);
    next += pages;
    if (converted.missing) notes.push(`The ${label} is not included: ${converted.missing}`);
    notes.push(
      ...converted.notes.map((note) => `${label[0]!.toUpperCase()}${label.slice(1)}: ${note}`),
    );
  }
  const joined = await pool.joinPdfs(parts, options);
  if (!joined.ok) throw refused(joined.error);
  const about = email.notes.map((note) => `The message: ${note}`);
  return {
    pdf: joined.value.bytes,
    notes: [`Contents: ${contents.join('; ')}.`, ...about, ...notes],
  };
}
