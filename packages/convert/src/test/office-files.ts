import CFB from 'cfb';
import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  Document,
  Footer,
  Header,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalMergeType,
} from 'docx';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

/** A letter as Word writes it: a header, a footer, a comment on the recipient's name. */
export async function letterDocx(lines: {
  recipient: string;
  body: string[];
  header?: string;
  comment?: string;
  hidden?: string;
}): Promise<Uint8Array> {
  const comment = lines.comment;
  const name = comment
    ? [
        new CommentRangeStart(0),
        new TextRun(lines.recipient),
        new CommentRangeEnd(0),
        new TextRun({ children: [new CommentReference(0)] }),
      ]
    : [new TextRun(lines.recipient)];
  const document = new Document({
    ...(comment && {
      comments: {
        children: [
          { id: 0, author: 'Saksbehandler', date: new Date(0), children: [new Paragraph(comment)] },
        ],
      },
    }),
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph(lines.header ?? '')] }) },
        footers: { default: new Footer({ children: [new Paragraph('Side 1 av 1')] }) },
        children: [
          new Paragraph({ children: [new TextRun('Til '), ...name] }),
          ...lines.body.map((line) => new Paragraph(line)),
          ...(lines.hidden
            ? [new Paragraph({ children: [new TextRun({ text: lines.hidden, vanish: true })] })]
            : []),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/**
 * A letter with a table whose first column's cells are merged down two rows (Word's vMerge) and
 * whose last row has one cell across both columns: no regular grid.
 */
export async function mergedTableDocx(
  cells: [string, string, string, string],
): Promise<Uint8Array> {
  const cell = (text: string, options: ConstructorParameters<typeof TableCell>[0] | object = {}) =>
    new TableCell({ children: [new Paragraph(text)], ...options });
  const table = new Table({
    rows: [
      new TableRow({
        children: [cell(cells[0], { verticalMerge: VerticalMergeType.RESTART }), cell(cells[1])],
      }),
      new TableRow({
        children: [cell('', { verticalMerge: VerticalMergeType.CONTINUE }), cell(cells[2])],
      }),
      new TableRow({ children: [cell(cells[3], { columnSpan: 2 })] }),
    ],
  });
  const document = new Document({
    sections: [{ children: [new Paragraph('Vedtak'), table, new Paragraph('Slutt')] }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A DOCX whose DATE field stored `shown` when it was last saved (Word recomputes it on print). */
export function dateFieldDocx(shown: string): Uint8Array {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">Signed on </w:t></w:r><w:fldSimple w:instr=" DATE \\@ &quot;MMMM d, yyyy&quot; "><w:r><w:t>${shown}</w:t></w:r></w:fldSimple></w:p><w:p><w:r><w:t xml:space="preserve">Printed on </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PRINTDATE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>${shown}</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p><w:p><w:r><w:t xml:space="preserve">Status: </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> IF 1 = 2 "Betalt" "Ubetalt" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Betalt</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:body></w:document>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    'word/document.xml': strToU8(document),
  });
}

/**
 * A workbook as Excel writes it, with the traps of issue 52: an 11-digit number as text in a
 * column too narrow for it beside a filled one, a comment, a hidden column and a hidden sheet.
 */
export async function staffXlsx(rows: { name: string; number: string }[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ansatte');
  sheet.columns = [
    { header: 'Navn', key: 'name', width: 8 },
    { header: 'Fødselsnummer', key: 'number', width: 6 },
    { header: 'Avdeling', key: 'unit', width: 10 },
  ];
  rows.forEach((row, index) => {
    sheet.addRow({ name: row.name, unit: 'Sentralbord' });
    const cell = sheet.getCell(index + 2, 2);
    cell.numFmt = '@';
    cell.value = row.number;
  });
  sheet.getCell('A2').note = 'Ring før utbetaling';
  sheet.getColumn(4).hidden = true;
  sheet.getCell('D2').value = 'Skjult kolonne';
  const hidden = workbook.addWorksheet('Notater', { state: 'hidden' });
  hidden.addRow(['Skjult ark: kontakt Per Olsen']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A DOCX that unpacks to far more than its size (a zip bomb): a real letter plus one part of
 * `inflatedMb` megabytes of zeros, which deflates about a thousandfold. Written here with Node's
 * zlib: a ZIP's entries are raw deflate streams with their sizes and checksums around them.
 */
export async function zipBombDocx(inflatedMb: number): Promise<Uint8Array> {
  const parts = unzipSync(await letterDocx({ recipient: 'Kari', body: ['x'] }));
  parts['word/media/padding.bin'] = new Uint8Array(inflatedMb * 1024 * 1024);
  return zipOf(parts);
}

/** A ZIP of the parts, each deflated by Node's zlib. */
export function zipOf(parts: Record<string, Uint8Array>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const fields = (signature: number, size: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      return header;
    };
    const local = fields(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = fields(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** An OpenDocument text of the given body (paragraphs in ODF's text namespace). */
export function odtOf(body: string): Uint8Array {
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3"><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8(content),
    'META-INF/manifest.xml': strToU8(manifest),
  });
}

/** An OpenDocument text whose image is loaded from a web address (and nothing else is odd). */
export function odtWithRemoteImage(url: string, text: string): Uint8Array {
  return odtOf(
    `<text:p>${text}</text:p><text:p><draw:frame draw:name="Bilde" svg:width="2cm" svg:height="2cm"><draw:image xlink:href="${url}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p>`,
  );
}

/**
 * A workbook of `rows` rows (Excel's most is 1,048,576), one number each: a few MB on disk,
 * a sheet no converter should try to lay out.
 */
export async function tallXlsx(rows: number): Promise<Uint8Array> {
  const parts = unzipSync(await staffXlsx([]));
  const body: string[] = [];
  for (let row = 1; row <= rows; row++)
    body.push(`<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`);
  parts['xl/worksheets/sheet1.xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:A${rows}"/><sheetData>${body.join('')}</sheetData></worksheet>`,
  );
  return zipOf(parts);
}

/**
 * A presentation as flat OpenDocument XML (LibreOffice writes PPTX, PPT and ODP from it): a
 * slide with a name, a hidden slide, and speaker notes.
 */
export function presentationFodp(
  slides: { title: string; notes?: string; hidden?: boolean }[],
): Uint8Array {
  const pages = slides
    .map(
      (
        slide,
        index,
      ) => `<draw:page draw:name="page${index + 1}" draw:master-page-name="Default"${slide.hidden ? ' presentation:visibility="hidden" draw:style-name="hiddenPage"' : ''}>
<draw:frame svg:width="20cm" svg:height="3cm" svg:x="2cm" svg:y="2cm"><draw:text-box><text:p>${slide.title}</text:p></draw:text-box></draw:frame>
${slide.notes ? `<presentation:notes><draw:frame svg:width="16cm" svg:height="5cm" svg:x="2cm" svg:y="14cm" presentation:class="notes"><draw:text-box><text:p>${slide.notes}</text:p></draw:text-box></draw:frame></presentation:notes>` : ''}
</draw:page>`,
    )
    .join('\n');
  return strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:styles/>
<office:automatic-styles><style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="28cm" fo:page-height="21cm"/></style:page-layout><style:style style:name="hiddenPage" style:family="drawing-page"><style:drawing-page-properties presentation:visibility="hidden"/></style:style></office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1"/></office:master-styles>
<office:body><office:presentation>
${pages}
</office:presentation></office:body></office:document>`);
}

/** The presentation as LibreOffice writes it in `format` (pptx, ppt or odp), by its command line. */
export function presentationFile(
  slides: Parameters<typeof presentationFodp>[0],
  format: 'pptx' | 'ppt' | 'odp',
): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-deck-'));
  try {
    writeFileSync(path.join(dir, 'deck.fodp'), presentationFodp(slides));
    execFileSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=file://${dir}/profile`,
        '--convert-to',
        format,
        '--outdir',
        dir,
        path.join(dir, 'deck.fodp'),
      ],
      { stdio: 'ignore' },
    );
    return new Uint8Array(readFileSync(path.join(dir, `deck.${format}`)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One part of a test e-mail's attachments. */
export interface MailAttachment {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const wrap76 = (text: string) => text.replace(/.{1,76}/g, '$&\r\n');

/**
 * An e-mail (MIME, as a mail program saves it as .eml): headers, a plain text body (and an HTML
 * one when given), then the attachments base64-encoded; an .eml attachment goes as
 * message/rfc822.
 */
export function emailEml(mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Both versions, text and HTML, as a multipart/alternative. */
  alternative?: boolean;
  attachments?: MailAttachment[];
}): Uint8Array {
  const boundary = `----=_wb_${Math.random().toString(16).slice(2)}`;
  const inner = `${boundary}_alt`;
  const body = mail.alternative
    ? [
        `--${boundary}`,
        `Content-Type: multipart/alternative; boundary="${inner}"`,
        '',
        `--${inner}`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        wrap76(Buffer.from(mail.text).toString('base64')),
        `--${inner}`,
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        wrap76(Buffer.from(mail.html ?? '').toString('base64')),
        `--${inner}--`,
      ]
    : mail.html
      ? [
          `--${boundary}`,
          'Content-Type: text/html; charset=utf-8',
          'Content-Transfer-Encoding: base64',
          '',
          wrap76(Buffer.from(mail.html).toString('base64')),
        ]
      : [
          `--${boundary}`,
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: base64',
          '',
          wrap76(Buffer.from(mail.text).toString('base64')),
        ];
  const attachments = (mail.attachments ?? []).flatMap((attachment) =>
    attachment.type === 'message/rfc822'
      ? [
          `--${boundary}`,
          `Content-Type: message/rfc822; name="${attachment.name}"`,
          `Content-Disposition: attachment; filename="${attachment.name}"`,
          '',
          Buffer.from(attachment.bytes).toString('utf8'),
        ]
      : [
          `--${boundary}`,
          `Content-Type: ${attachment.type}; name="${attachment.name}"`,
          `Content-Disposition: attachment; filename="${attachment.name}"`,
          'Content-Transfer-Encoding: base64',
          '',
          wrap76(Buffer.from(attachment.bytes).toString('base64')),
        ],
  );
  const lines = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: =?utf-8?B?${Buffer.from(mail.subject).toString('base64')}?=`,
    'Date: Tue, 24 Nov 2026 09:30:00 +0100',
    'Message-ID: <1@example.no>',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    ...body,
    ...attachments,
    `--${boundary}--`,
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** An e-mail forwarding an e-mail forwarding… `depth` levels deep, the innermost with text. */
export function nestedEml(depth: number): Uint8Array {
  let mail = emailEml({
    from: 'a@example.no',
    to: 'b@example.no',
    subject: 'Innerst',
    text: 'Bunnen',
  });
  for (let level = 1; level < depth; level++) {
    mail = emailEml({
      from: 'a@example.no',
      to: 'b@example.no',
      subject: `Videresendt ${level}`,
      text: `Nivå ${level}`,
      attachments: [{ name: `niva-${level}.eml`, type: 'message/rfc822', bytes: mail }],
    });
  }
  return mail;
}

const utf16 = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));

interface OutlookMail {
  fromName: string;
  fromEmail: string;
  to: { name: string; email: string }[];
  subject: string;
  body: string;
  attachments?: MailAttachment[];
  /** Messages attached as Outlook attaches them: as message objects, not files. */
  messages?: { name: string; mail: OutlookMail }[];
}

/** A message's property streams under `dir` ('' for the file's own message). */
function addMessage(add: (name: string, data: Uint8Array) => void, dir: string, mail: OutlookMail) {
  // The property header is 32 bytes for the file's message, 24 for an embedded one.
  add(`${dir}/__properties_version1.0`, new Uint8Array(dir === '' ? 32 : 24));
  add(`${dir}/__substg1.0_0037001F`, utf16(mail.subject));
  add(`${dir}/__substg1.0_0C1A001F`, utf16(mail.fromName));
  add(`${dir}/__substg1.0_0C1F001F`, utf16(mail.fromEmail));
  add(`${dir}/__substg1.0_1000001F`, utf16(mail.body));
  const numbered = (prefix: string, index: number) =>
    `${dir}/${prefix}_version1.0_#${index.toString(16).toUpperCase().padStart(8, '0')}`;
  mail.to.forEach((recipient, index) => {
    const recipientDir = numbered('__recip', index);
    add(`${recipientDir}/__properties_version1.0`, new Uint8Array(8));
    add(`${recipientDir}/__substg1.0_3001001F`, utf16(recipient.name));
    add(`${recipientDir}/__substg1.0_39FE001F`, utf16(recipient.email));
  });
  const files = mail.attachments ?? [];
  files.forEach((attachment, index) => {
    const attachmentDir = numbered('__attach', index);
    add(`${attachmentDir}/__properties_version1.0`, new Uint8Array(8));
    add(`${attachmentDir}/__substg1.0_3707001F`, utf16(attachment.name));
    add(`${attachmentDir}/__substg1.0_370E001F`, utf16(attachment.type));
    add(`${attachmentDir}/__substg1.0_37010102`, attachment.bytes);
  });
  (mail.messages ?? []).forEach((message, index) => {
    const attachmentDir = numbered('__attach', files.length + index);
    add(`${attachmentDir}/__properties_version1.0`, new Uint8Array(8));
    add(`${attachmentDir}/__substg1.0_3001001F`, utf16(message.name));
    addMessage(add, `${attachmentDir}/__substg1.0_3701000D`, message.mail);
  });
}

/**
 * An Outlook message (.msg) as Outlook stores it: a compound file of property streams — the
 * subject, the sender, the recipients, the body, the attachments' names and data, and messages
 * attached as message objects.
 */
export function outlookMsg(mail: OutlookMail): Uint8Array {
  const file = CFB.utils.cfb_new();
  addMessage((name, data) => CFB.utils.cfb_add(file, name, data), '', mail);
  CFB.utils.cfb_del(file, '/\u0001Sh33tJ5');
  return new Uint8Array(CFB.write(file, { type: 'buffer' }) as Buffer);
}
