import { SOURCE_FORMATS, type TSourceFormat } from '@workbench/contracts';
import { zipEntries, zipTexts } from './zip-entries';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, offset) => bytes[at + offset] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Signatures at the start of a file, in the order they are tried. */
const SIGNATURES: [TSourceFormat, number[][]][] = [
  ['png', [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]],
  ['jpeg', [[0xff, 0xd8, 0xff]]],
  [
    'tiff',
    [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  ],
  ['gif', [ascii('GIF87a'), ascii('GIF89a')]],
  ['rtf', [ascii('{\\rtf')]],
];

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Microsoft's compound file (Word, Excel and PowerPoint 97–2003, Outlook messages). */
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The sizes a BMP's info header may have (core, V1 to V5), which "BM" alone does not prove. */
const BMP_INFO_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('BM')) || bytes.length < 26) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(6, true) === 0 && BMP_INFO_SIZES.has(view.getUint32(14, true));
}

/** How far a reader looks for the PDF header; Acrobat allows junk before it. */
const PDF_HEADER_SEARCH = 1024;
const PDF_HEADER = ascii('%PDF-');

function hasPdfHeader(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length, PDF_HEADER_SEARCH) - PDF_HEADER.length;
  for (let at = 0; at <= limit; at++) if (startsWith(bytes, PDF_HEADER, at)) return true;
  return false;
}

const ODF_TYPES: Record<string, TSourceFormat> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** An Office Open XML or OpenDocument package by the parts it holds. */
function packageFormat(bytes: Uint8Array): TSourceFormat | null {
  const entries = zipEntries(bytes);
  if (entries === null) return null;
  const names = new Set(entries.map((entry) => entry.name));
  if (names.has('mimetype')) {
    const mimetype = zipTexts(bytes, (name) => name === 'mimetype')
      .get('mimetype')
      ?.trim();
    return ODF_TYPES[mimetype ?? ''] ?? null;
  }
  if (!names.has('[Content_Types].xml')) return null;
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  if (names.has('ppt/presentation.xml')) return 'pptx';
  return null;
}

/** A compound file by the stream names its directory holds (UTF-16 names). */
function compoundFormat(bytes: Uint8Array): TSourceFormat | null {
  const text = new TextDecoder('utf-16le').decode(bytes);
  // An Outlook message first: it may carry Word or Excel files inside it.
  if (text.includes('__substg1.0_')) return 'msg';
  if (text.includes('WordDocument')) return 'doc';
  if (text.includes('PowerPoint Document')) return 'ppt';
  if (text.includes('Workbook') || text.includes('Book\u0000')) return 'xls';
  return null;
}

/** Plain text: no NUL byte and valid UTF-8 (or single-byte text) in its first 64 kB. */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  return head.length > 0 && !head.includes(0);
}

/**
 * Bytes as Latin-1, one character each (TextDecoder's 'latin1' is windows-1252): without Node's
 * Buffer, so a browser sniffs files too (on-device mode).
 */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}

/** Header fields an e-mail's header block starts with (RFC 5322 and its transport). */
const EMAIL_HEADER =
  /^(?:from|to|cc|bcc|sender|subject|date|mime-version|received|message-id|in-reply-to|references|return-path|delivered-to|reply-to|content-type|content-transfer-encoding|content-disposition|x-[\w-]+):/i;

/**
 * An e-mail: its text starts with a block of header fields, at least three of them known — or
 * one, when the file's name says `.eml` (a message of one MIME part may carry only its type).
 */
function isEmail(bytes: Uint8Array, name: string): boolean {
  if (!isText(bytes)) return false;
  const head = latin1(bytes.subarray(0, 16 * 1024));
  // An mbox's message starts with its "From sender date" line before the header block.
  const block = head.replace(/^From [^\r\n]*\r?\n/, '').split(/\r?\n\r?\n/, 1)[0] ?? '';
  const lines = block.split(/\r?\n/);
  if (!/^[\x21-\x39\x3b-\x7e]+:/.test(lines[0] ?? '')) return false;
  const known = lines.filter((line) => EMAIL_HEADER.test(line)).length;
  return known >= (/\.eml$/i.test(name) ? 1 : 3);
}

/**
 * What a file is by its own bytes: a PDF by its header, an image by its signature, an Office or
 * OpenDocument file by the parts or streams it holds, an e-mail by its header block. A CSV file
 * has no signature: plain text counts as one only when its name says `.csv`. Null for anything
 * the product does not open.
 */
export function sniffFormat(bytes: Uint8Array, name = ''): TSourceFormat | null {
  for (const [format, signatures] of SIGNATURES) {
    if (signatures.some((signature) => startsWith(bytes, signature))) return format;
  }
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, ZIP)) return packageFormat(bytes);
  if (startsWith(bytes, COMPOUND_FILE)) return compoundFormat(bytes);
  if (hasPdfHeader(bytes)) return 'pdf';
  if (/\.csv$/i.test(name) && isText(bytes)) return 'csv';
  if (isEmail(bytes, name)) return 'eml';
  return null;
}

/** Whether a file must be converted before the PDF engine reads it. */
export const needsConversion = (format: TSourceFormat) => SOURCE_FORMATS[format].kind !== 'pdf';
