import { SOURCE_FORMATS, type TSourceFormat } from '@workbench/contracts';

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
];

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

/**
 * What a file is by its own bytes, whatever its name says: a PDF by its header, an image by its
 * signature; null for anything the product does not open.
 */
export function sniffFormat(bytes: Uint8Array): TSourceFormat | null {
  for (const [format, signatures] of SIGNATURES) {
    if (signatures.some((signature) => startsWith(bytes, signature))) return format;
  }
  if (isBmp(bytes)) return 'bmp';
  return hasPdfHeader(bytes) ? 'pdf' : null;
}

/** Whether a file must be converted before the PDF engine reads it. */
export const needsConversion = (format: TSourceFormat) => SOURCE_FORMATS[format].kind !== 'pdf';
