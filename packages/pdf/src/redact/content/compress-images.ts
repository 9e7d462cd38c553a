import { zlibSync } from 'fflate';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import type { PDFObject } from '../../engine/pdf-object';

/** How deep form XObjects are followed to the images they draw. */
const MAX_DEPTH = 8;

/**
 * JPEG quality of a re-encoded photograph or colour scan: its size stays near the original's, and
 * what is left of a half-covered word stays as legible to the OCR re-check as before (at 90 it
 * was not, in the pool's test).
 */
const JPEG_QUALITY = 95;
/**
 * Only an image this large may become a JPEG: an A4 page scanned at 240 dpi or more, whose Flate
 * stream is megabytes and whose 8×8 JPEG blocks are small beside its letters. A smaller one stays
 * lossless, so a blanked box on it stays one flat colour.
 */
const JPEG_FROM_PIXELS = 4_000_000;

/**
 * Compresses the page's images that have no filter. MuPDF keeps an image it blanked pixels of
 * uncompressed until the file is saved — 27 MB for an A4 page scanned at 300 dpi in colour — so
 * a six-page scan redacted on every page went past the engine's 512 MB and was refused. Called
 * right after a page's images were redacted, each such image is compressed: losslessly with
 * Flate, as the save would have done, or as a JPEG when it is a photograph or a colour scan,
 * which Flate barely shrinks (3.2 MB a page against 0.6 MB as a JPEG, so the six pages went past
 * the size limit of the result).
 */
export function compressRawImages(document: PDFDocument, page: PDFPage): void {
  const seen = new Set<number>();
  const visit = (resources: PDFObject, depth: number): void => {
    const xobjects = resources.get('XObject');
    if (!xobjects.isDictionary()) return;
    // A stream is one through its reference: MuPDF's resolved dictionary says it is none.
    xobjects.forEach((stream: PDFObject) => {
      if (!stream.isIndirect() || seen.has(stream.asIndirect())) return;
      seen.add(stream.asIndirect());
      if (!stream.isStream()) return;
      const subtype = stream.get('Subtype').asName();
      if (subtype === 'Form' && depth < MAX_DEPTH) visit(stream.get('Resources'), depth + 1);
      if (subtype !== 'Image' || !stream.get('Filter').isNull()) return;
      const { bytes, filter } = packImage(document, stream);
      stream.writeRawStream(bytes);
      stream.put('Filter', document.newName(filter));
    });
  };
  visit(page.getObject().getInheritable('Resources'), 0);
}

/** The image's samples compressed: as a JPEG when the image is large and JPEG halves Flate's size. */
function packImage(
  document: PDFDocument,
  stream: PDFObject,
): { bytes: Uint8Array; filter: 'FlateDecode' | 'DCTDecode' } {
  const raw = stream.readRawStream();
  const flate = zlibSync(raw.asUint8Array());
  raw.destroy();
  const pixels = stream.get('Width').asNumber() * stream.get('Height').asNumber();
  const jpeg = pixels >= JPEG_FROM_PIXELS ? asJpeg(document, stream) : undefined;
  return jpeg && jpeg.length * 2 < flate.length
    ? { bytes: jpeg, filter: 'DCTDecode' }
    : { bytes: flate, filter: 'FlateDecode' };
}

/**
 * The image as a JPEG, when it can be one as it is described: 8 bits of gray or colour (three
 * components), no alpha, no decode array (which the pixels already went through) and no mask.
 */
function asJpeg(document: PDFDocument, stream: PDFObject): Uint8Array | undefined {
  if (stream.get('BitsPerComponent').asNumber() !== 8) return undefined;
  if (!stream.get('Decode').isNull() || stream.get('ImageMask').asBoolean()) return undefined;
  const image = document.loadImage(stream);
  const pixmap = image.toPixmap();
  try {
    const components = pixmap.getNumberOfComponents();
    if (pixmap.getAlpha() || (components !== 1 && components !== 3)) return undefined;
    return pixmap.asJPEG(JPEG_QUALITY).slice();
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}
