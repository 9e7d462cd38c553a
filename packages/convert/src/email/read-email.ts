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
  /** What the reader should know about how the message was laid out. */
  notes: string[];
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

/** How deep an e-mail's HTML elements may nest in the page laid out. */
const NESTING_LIMIT = 16;

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
  // Styles, scripts, forms and frames go with their content; remote images lose their address,
  // and an image left without one goes (MuPDF's layout stops on an image with no source).
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // Elements nested deeper go, their text stays: MuPDF's layout runs out of memory on the
  // dozens of levels of a newsletter or a calendar invitation.
  nestingLimit: NESTING_LIMIT,
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
  return plainText(text ?? '');
}

const toBytes = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);

const plainText = (text: string) =>
  `<pre style="white-space: pre-wrap; font-family: sans-serif">${escape(text)}</pre>`;

/** The words of a text, lower case, for comparing a message's two versions. */
const wordsOf = (text: string) =>
  new Set(text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}@._-]*/gu) ?? []);

/**
 * Whether a message's plain-text version says something its HTML version does not show: any
 * word of it missing from the HTML's text (a sender may put different content in each).
 */
function textAddsWords(html: string, text: string): boolean {
  const shown = wordsOf(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }));
  for (const word of wordsOf(text)) if (!shown.has(word)) return true;
  return false;
}

/** Header fields the message page's header block shows itself. */
const SHOWN_HEADERS = new Set(['from', 'to', 'cc', 'date', 'subject']);

/**
 * An mbox's separator: a line beginning "From " (not a header: no colon after the word) at the
 * start of the file or after an empty line. Returns each message's bytes, without its line.
 */
export function mboxMessages(bytes: Uint8Array): Uint8Array[] {
  const text = Buffer.from(bytes).toString('latin1');
  if (!text.startsWith('From ')) return [bytes];
  const starts = [0];
  for (const match of text.matchAll(/\r?\n\r?\n(From [^\r\n]*\r?\n)/g)) {
    starts.push(match.index + match[0].length - match[1]!.length);
  }
  return starts.map((start, index) => {
    const end = starts[index + 1] ?? bytes.length;
    const lineEnd = text.indexOf('\n', start) + 1;
    return bytes.subarray(lineEnd, end);
  });
}

/**
 * Reads an .eml file (MIME, RFC 5322): its header block (from, to, cc, date, subject) and body as
 * one HTML page, and every attachment — a forwarded e-mail as an .eml of its own. Images the HTML
 * shows from the message itself (cid:) are put inline and not attached again.
 */
export async function readEmail(bytes: Uint8Array): Promise<ReadEmail> {
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  const [first, ...more] = mboxMessages(bytes);
  try {
    email = await PostalMime.parse(first!, { rfc822Attachments: true, maxNestingDepth: 50 });
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
  const notes: string[] = [];
  // An mbox of several messages: the first is the message, each other one follows it.
  for (const [index, message] of more.entries()) {
    attachments.push({ name: `message-${index + 2}.eml`, type: 'message/rfc822', bytes: message });
  }
  if (more.length > 0) {
    notes.push(
      `the file is a mailbox of ${more.length + 1} messages: the first is shown as the message, the others follow as attachments`,
    );
  }
  let body = bodyHtml(email.html, email.text, inline);
  if (email.html && email.text && textAddsWords(email.html, email.text)) {
    body += `<h3>Plain-text version of the message</h3>${plainText(email.text)}`;
    notes.push(
      'the message’s plain-text version differs from its HTML version: both are shown, the plain text after the HTML',
    );
  }
  const page = messagePage(
    {
      from: addresses(email.from),
      to: addresses(email.to),
      cc: addresses(email.cc),
      // The date as the sender's program wrote it, not as the parser normalised it.
      date: email.headers.find((header) => header.key === 'date')?.value ?? email.date ?? '',
      subject: email.subject ?? '',
      body,
      headers: email.headers
        .filter((header) => !SHOWN_HEADERS.has(header.key))
        .map((header) => [header.originalKey || header.key, header.value]),
    },
    attachments,
  );
  return { ...page, notes };
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
  /** Every other header field (routing, X- fields, MIME), listed after the body. */
  headers: [string, string][];
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
  const others = fields.headers
    .map(
      ([name, value]) =>
        `<tr><th align="left" valign="top">${escape(name)}</th><td>${escape(value)}</td></tr>`,
    )
    .join('');
  const listed =
    others === '' ? '' : `<h3>All header fields</h3><table class="fields">${others}</table>`;
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif;margin:2cm}th{padding-right:1em}table.header{margin-bottom:1em;border-bottom:1px solid #888}table.fields{font-size:8pt}table.fields th{white-space:nowrap}table.fields td{word-break:break-all}</style></head><body><table class="header">${header}</table>${fields.body}${listed}</body></html>`;
  return { subject: fields.subject, html, attachments, notes: [] };
}

/**
 * Text a reader opens as it is (`text/…`; a delivery report, feedback report or a message not
 * read as an e-mail, `message/…`; or named .txt, .log, .json…) with no NUL byte.
 */
export function isTextAttachment(attachment: EmailAttachment): boolean {
  const texty =
    attachment.type.startsWith('text/') ||
    attachment.type.startsWith('message/') ||
    /\.(?:txt|text|log|md|json|xml|ini|cfg|conf|yaml|yml|vcf|ics|tsv)$/i.test(attachment.name);
  return texty && !attachment.bytes.subarray(0, 64 * 1024).includes(0);
}

/** A text attachment as a page: HTML sanitised as a message body is, anything else as it reads. */
export function textAttachmentHtml(attachment: EmailAttachment): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(attachment.bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(attachment.bytes);
  }
  const body = attachment.type === 'text/html' ? sanitizeHtml(text, SAFE) : plainText(text);
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif;margin:2cm}</style></head><body>${body}</body></html>`;
}

/**
 * A page with its tables laid out as plain blocks, for a page MuPDF cannot lay out: tables nested
 * in tables (a calendar invitation, a newsletter) can take it past its memory. Every word stays.
 */
export function withoutTables(html: string): string {
  const block = (tagName: string) => () => ({ tagName, attribs: {} });
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    nestingLimit: NESTING_LIMIT,
    transformTags: {
      table: block('div'),
      tbody: block('div'),
      thead: block('div'),
      tfoot: block('div'),
      tr: block('div'),
      td: block('div'),
      th: block('div'),
    },
  });
}

/** The page put before an attachment: its number, name and type, and why it is missing if it is. */
export function dividerHtml(index: number, attachment: EmailAttachment, missing?: string): string {
  const why = missing ? `<p><strong>Not included:</strong> ${escape(missing)}</p>` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><style>body{font-family:sans-serif;margin:2cm}</style></head><body><h2>Attachment ${index}</h2><p>${escape(attachment.name)} (${escape(attachment.type)}, ${Math.max(1, Math.round(attachment.bytes.length / 1024))} kB)</p>${why}</body></html>`;
}
