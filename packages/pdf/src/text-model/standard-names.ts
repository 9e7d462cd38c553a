import type { PDFDocument } from '../engine/mupdf';

/** The standard 14 fonts, which a viewer finds by name. */
const STANDARD_FONTS = new Set(
  [
    'Times-Roman Times-Bold Times-Italic Times-BoldItalic Helvetica Helvetica-Bold',
    'Helvetica-Oblique Helvetica-BoldOblique Courier Courier-Bold Courier-Oblique',
    'Courier-BoldOblique Symbol ZapfDingbats',
  ]
    .join(' ')
    .split(' '),
);

/**
 * MuPDF keeps the names PDF defines (/Type, /Page, /Font…) as static objects numbered below
 * this; every other name lives on the heap, far above it.
 */
const STANDARD_NAME_LIMIT = 4096;

/**
 * Whether a name is one PDF defines or a standard font's: such a name is syntax, not text the
 * file holds, and is neither renamed nor reported when it happens to spell a redacted word
 * ("Page", "Font", "Helvetica").
 */
export function isStandardName(document: PDFDocument, name: string): boolean {
  if (STANDARD_FONTS.has(name)) return true;
  let known = answers.get(document);
  if (!known) answers.set(document, (known = new Map<string, boolean>()));
  let standard = known.get(name);
  if (standard === undefined) {
    const object = document.newName(name);
    standard = Number(object.pointer) < STANDARD_NAME_LIMIT;
    object.destroy();
    known.set(name, standard);
  }
  return standard;
}

/** Answers per document, since a file repeats the same few names many times. */
const answers = new WeakMap<PDFDocument, Map<string, boolean>>();
