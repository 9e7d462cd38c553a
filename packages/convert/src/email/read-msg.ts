import msgReaderModule from '@kenjiuno/msgreader';
import { ConversionError } from '../conversion-error';
import { bodyHtml, messagePage, type EmailAttachment, type ReadEmail } from './read-email';

/**
 * The package is CommonJS with its class on `exports.default`: a bundler's or tsx's import gives
 * the class, Node's own ESM loader (the built server) the module object that holds it.
 */
const MsgReader =
  (msgReaderModule as unknown as { default?: typeof msgReaderModule }).default ?? msgReaderModule;
type MsgReader = InstanceType<typeof MsgReader>;
type Fields = ReturnType<MsgReader['getFileData']>;

function people(list: Fields['recipients'], kind: string): string {
  return (list ?? [])
    .filter((recipient) => (recipient.recipType ?? 'to') === kind)
    .map((one) => {
      const address = one.smtpAddress ?? one.email ?? '';
      return one.name && one.name !== address ? `${one.name} <${address}>` : address;
    })
    .join(', ');
}

/**
 * Reads an Outlook message (.msg, a compound file of MAPI properties) into the same page and
 * attachments as an .eml: sender, recipients, date, subject and body (HTML when it has one), and
 * every attachment. A message attached inside it (Outlook keeps it as properties, not as a file)
 * is written out as a .msg of its own, which the caller converts like any attached message.
 */
export function readMsg(bytes: Uint8Array): ReadEmail {
  let reader: MsgReader;
  let fields: Fields;
  try {
    const copy = bytes.slice();
    reader = new MsgReader(copy.buffer);
    fields = reader.getFileData();
  } catch (error) {
    throw unreadable(error);
  }
  if (fields.error) throw unreadable(fields.error);
  const attachments: EmailAttachment[] = [];
  const inline = new Map<string, string>();
  for (const [index, attachment] of (fields.attachments ?? []).entries()) {
    const name = attachment.fileName ?? attachment.fileNameShort ?? `attachment-${index + 1}`;
    if (attachment.innerMsgContent) {
      attachments.push(embeddedMessage(reader, attachment, name));
      continue;
    }
    const content = reader.getAttachment(attachment).content;
    const type = attachment.attachMimeTag ?? 'application/octet-stream';
    const id = attachment.pidContentId?.replace(/^<|>$/g, '').toLowerCase();
    if (
      id &&
      type.startsWith('image/') &&
      fields.bodyHtml?.includes(`cid:${attachment.pidContentId}`)
    ) {
      inline.set(id, `data:${type};base64,${Buffer.from(content).toString('base64')}`);
      continue;
    }
    attachments.push({ name, type, bytes: new Uint8Array(content) });
  }
  const sender = fields.senderSmtpAddress ?? fields.senderEmail ?? '';
  return messagePage(
    {
      from:
        fields.senderName && fields.senderName !== sender
          ? `${fields.senderName} <${sender}>`
          : sender,
      to: people(fields.recipients, 'to'),
      cc: people(fields.recipients, 'cc'),
      date: fields.clientSubmitTime ?? fields.messageDeliveryTime ?? '',
      subject: fields.subject ?? '',
      body: bodyHtml(fields.bodyHtml, fields.body, inline),
      headers: transportHeaders(fields.headers ?? ''),
    },
    attachments,
  );
}

/** A message attached as a message object, as a .msg file; one that cannot be written is named. */
function embeddedMessage(
  reader: MsgReader,
  attachment: NonNullable<Fields['attachments']>[number],
  fallbackName: string,
): EmailAttachment {
  const name = `${attachment.name ?? attachment.innerMsgContentFields?.subject ?? fallbackName}.msg`;
  const type = 'application/vnd.ms-outlook';
  try {
    return { name, type, bytes: new Uint8Array(reader.getAttachment(attachment).content) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      name,
      type,
      bytes: new Uint8Array(),
      missing: `the attached message cannot be read (${detail})`,
    };
  }
}

/** The Internet header fields an Outlook message kept from its transport, unfolded. */
function transportHeaders(block: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const line of block.split(/\r?\n/)) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) last[1] += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(':');
      if (colon > 0) fields.push([line.slice(0, colon), line.slice(colon + 1).trim()]);
    }
  }
  return fields.filter(([name]) => !/^(?:from|to|cc|date|subject)$/i.test(name));
}

function unreadable(error: unknown): ConversionError {
  const detail = error instanceof Error ? error.message : String(error);
  return new ConversionError(
    'CONVERSION_FAILED',
    `The Outlook message cannot be read (${detail}). Ask the sender for a new copy, or save it from Outlook as an .eml file.`,
  );
}
