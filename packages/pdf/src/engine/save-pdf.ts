import type { PDFDocument } from './mupdf';

/** The document's bytes saved with MuPDF's `options`, as an array of their own (MuPDF's buffer is freed). */
export function save(document: PDFDocument, options: string): Uint8Array {
  const buffer = document.saveToBuffer(options);
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}
