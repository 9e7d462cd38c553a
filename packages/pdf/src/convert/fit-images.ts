import type { TaskBudget } from '../budget/task-budget';
import { mupdf, type PDFDocument } from '../engine/mupdf';
import { openPdf } from '../engine/open-pdf';
import type { PDFObject } from '../engine/pdf-object';
import { save } from '../engine/save-pdf';

/** A4 at 200 dpi: as sharp as a page is printed or read on screen. */
const MAX_PIXELS = 1654 * 2339;
const JPEG_QUALITY = 85;
const MAX_FORM_DEPTH = 4;

/**
 * Pictures made smaller for the page, so a converted file fits the size limit (issue 63: a mail
 * of phone photos grew past 10 MB): every picture of more than A4 at 200 dpi is scaled to that
 * many pixels and written as a JPEG. Pictures with transparency, masks or unusual colours stay as
 * they are. Answers the PDF and how many pictures were scaled; the caller says so in the note.
 */
export function fitImages(
  bytes: Uint8Array,
  budget: TaskBudget,
): { bytes: Uint8Array; scaled: number } {
  const document = openPdf(bytes, { isUpload: false });
  try {
    const seen = new Set<number>();
    let scaled = 0;
    const visit = (resources: PDFObject, depth: number) => {
      const xobjects = resources.get('XObject');
      if (!xobjects.isDictionary()) return;
      xobjects.forEach((stream: PDFObject) => {
        if (!stream.isIndirect() || seen.has(stream.asIndirect()) || !stream.isStream()) return;
        seen.add(stream.asIndirect());
        budget.visit();
        const subtype = stream.get('Subtype').asName();
        if (subtype === 'Form' && depth < MAX_FORM_DEPTH) visit(stream.get('Resources'), depth + 1);
        if (subtype === 'Image' && scaleImage(document, stream)) scaled++;
      });
    };
    for (let index = 0; index < document.countPages(); index++) {
      budget.step(index + 1);
      visit(document.findPage(index).getInheritable('Resources'), 0);
    }
    return { bytes: scaled > 0 ? save(document, 'compress,garbage') : bytes, scaled };
  } finally {
    document.destroy();
  }
}

/** Scales one picture down in place; false when it is small enough or is left as it is. */
function scaleImage(document: PDFDocument, stream: PDFObject): boolean {
  const width = stream.get('Width').asNumber();
  const height = stream.get('Height').asNumber();
  if (width * height <= MAX_PIXELS) return false;
  if (!stream.get('SMask').isNull() || !stream.get('Mask').isNull()) return false;
  if (stream.get('ImageMask').asBoolean() || !stream.get('Decode').isNull()) return false;
  const image = document.loadImage(stream);
  const decoded = image.toPixmap();
  if (decoded.getAlpha()) {
    decoded.destroy();
    image.destroy();
    return false;
  }
  // Gray stays gray; any other colours (CMYK, Lab, a profile's) are written as RGB.
  const isGray = decoded.getColorSpace()?.isGray() === true;
  const pixmap = isGray ? decoded : decoded.convertToColorSpace(mupdf.ColorSpace.DeviceRGB);
  if (pixmap !== decoded) decoded.destroy();
  try {
    const scale = Math.sqrt(MAX_PIXELS / (width * height));
    const [to, down] = [
      Math.max(1, Math.round(width * scale)),
      Math.max(1, Math.round(height * scale)),
    ];
    const corners: [number, number][] = [
      [0, 0],
      [pixmap.getWidth(), 0],
      [pixmap.getWidth(), pixmap.getHeight()],
      [0, pixmap.getHeight()],
    ];
    const smaller = pixmap.warp(corners, to, down);
    try {
      stream.writeRawStream(smaller.asJPEG(JPEG_QUALITY));
    } finally {
      smaller.destroy();
    }
    stream.put('Width', to);
    stream.put('Height', down);
    stream.put('BitsPerComponent', 8);
    stream.put('ColorSpace', document.newName(isGray ? 'DeviceGray' : 'DeviceRGB'));
    stream.put('Filter', document.newName('DCTDecode'));
    stream.delete('DecodeParms');
    return true;
  } finally {
    pixmap.destroy();
    image.destroy();
  }
}
