import PostalMime from 'postal-mime';
import sanitizeHtml from 'sanitize-html';
import { ConversionError } from '../conversion-error';

/** A file an e-mail carries, to be converted and appended after the message. */
export interface EmailAttachment {
  name: string;
  type: string;
  bytes: Uint8Array;
  /** Why it cannot be converted, when the message reader knows already. */
  missing?: string;
}

/** An e-mail read: the message as a page of HTML, then its attachments in order. */
export interface ReadEmail {
  subject: string;
  html: string;
  attachments: EmailAttachment[];
}

/** The most attachments one e-mail may bring (each is a file to convert). */
export const MAX_ATTACHMENTS = 50;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Address = { name: string; address?: string; group?: Address[] };

function addresses(list: readonly Address[] | Address | undefined): string {
  const all: readonly Address[] = list === undefined ? [] : 'name' in list ? [list] : list;
  return all
    .flatMap((one): Address[] => one.group ?? [one])
    .map((one) => (one.name ? `${one.name} <${one.address ?? ''}>` : (one.address ?? '')))
    .join(', ');
}

/** What an e-mail's HTML may keep: text, tables, lists, links; images only when they are inline. */
const SAFE: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'font', 'center', 'u', 's']),
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  // Styles, scripts, forms and frames go with their content; remote images lose their address.
  disallowedTagsMode: 'discard',
};

/** The message's body as HTML MuPDF lays out: sanitised, inline images given as data: addresses. */
export function bodyHtml(
  html: string | undefined,
  text: string | undefined,
  inline: Map<string, string>,
): string {
  if (html) {
    const withImages = html.replace(
      /\bsrc\s*=\s*(["'])cid:([^"']+)\1/gi,
      (match, quote: string, id: string) => {
        const data = inline.get(id.trim().toLowerCase());
        return data ? `src=${quote}${data}${quote}` : match;
      },
    );
    return sanitizeHtml(withImages, SAFE);
  }
  return `<pre style="white-space: pre-wrap; font-family: sans-serif">${escape(text ?? '')}</pre>`;
}

const toBytes = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);

/**
 * Reads an .eml file (MIME, RFC 5322): its header block (from, to, cc, date, subject) and body as
 * one HTML page, and every attachment — a forwarded e-mail as an .eml of its own. Images the HTML
 * shows from the message itself (cid:) are put inline and not attached again.
 */
export async function readEmail(bytes: Uint8Array): Promise<ReadEmail> {
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(bytes, { rfc822Attachments: true, maxNestingDepth: 50 });
  } catch (error) {
    throw new ConversionError(
      'CONVERSION_FAILED',
      `The e-mail cannot be read (${error instanceof Error ? error.message : String(error)}). Ask the sender for a new copy.`,
    );
  }
  const inline = new Map<string, string>();
  const attachments: EmailAttachment[] = [];
  for (const [index, attachment] of email.attachments.entries()) {
    const data = toBytes(attachment.content);
    const id = attachment.contentId?.replace(/^<|>$/g, '').toLowerCase();
    const isShownInline =
      id !== undefined &&
      attachment.mimeType.startsWith('image/') &&
      email.html?.includes(`cid:${attachment.contentId?.replace(/^<|>$/g, '')}`);
    if (isShownInline) {
      inline.set(id, `data:${attachment.mimeType};base64,${Buffer.from(data).toString('base64')}`);
      continue;
    }
    const isMessage = attachment.mimeType === 'message/rfc822';
    const name =
      attachment.filename ?? (isMessage ? `message-${index + 1}.eml` : `attachment-${index + 1}`);
    attachments.push({ name, type: attachment.mimeType, bytes: data });
  }
  return messagePage(
    {
      from: addresses(email.from),
      to: addresses(email.to),
      cc: addresses(email.cc),
      // The date as the sender's program wrote it, not as the parser normalised it.
      date: email.headers.find((header) => header.key === 'date')?.value ?? email.date ?? '',
      subject: email.subject ?? '',
      body: bodyHtml(email.html, email.text, inline),
    },
    attachments,
  );
}

/** The fields of a message's first page. */
export interface MessageFields {
  from: string;
  to: string;
  cc: string;
  date: string;
  subject: string;
  /** The body as safe HTML. */
  body: string;
}

/** A message's header block and body as one HTML page, and its attachments (within the limit). */
export function messagePage(fields: MessageFields, attachments: EmailAttachment[]): ReadEmail {
  if (attachments.length > MAX_ATTACHMENTS) {
    throw new ConversionError(
      'LIMIT_EXCEEDED',
      `The e-mail has ${attachments.length} attachments; this server converts e-mails of at most ${MAX_ATTACHMENTS}. Save the attachments and send them as files of their own.`,
    );
  }
  const rows: [string, string][] = [
    ['From', fields.from],
    ['To', fields.to],
    ['Cc', fields.cc],
    ['Date', fields.date],
    ['Subject', fields.subject],
    ['Attachments', attachments.map((one) => one.name).join(', ')],
  ];
  const header = rows
    .filter(([, value]) => value !== '')
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${label}</th><td>${escape(value)}</td></tr>`,
    )
    .join('');
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif;margin:2cm}th{padding-right:1em}table.header{margin-bottom:1em;border-bottom:1px solid #888}</style></head><body><table class="header">${header}</table>${fields.body}</body></html>`;
  return { subject: fields.subject, html, attachments };
}

/** The page put before an attachment: its number, name and type, and why it is missing if it is. */
export function dividerHtml(index: number, attachment: EmailAttachment, missing?: string): string {
  const why = missing ? `<p><strong>Not included:</strong> ${escape(missing)}</p>` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif;margin:2cm}</style></head><body><h2>Attachment ${index}</h2><p>${escape(attachment.name)} (${escape(attachment.type)}, ${Math.max(1, Math.round(attachment.bytes.length / 1024))} kB)</p>${why}</body></html>`;
}
