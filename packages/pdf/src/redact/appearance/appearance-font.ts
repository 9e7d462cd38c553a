import { mupdf, type PDFDocument } from '../../engine/mupdf';
import type { AppearanceFont } from './appearance-stream';
import { encodeWinAnsi, toWinAnsiBytes, unicodeOfWinAnsi } from './appearance-text';

type PDFObject = InstanceType<typeof mupdf.PDFObject>;

const RESOURCE_NAME = 'RedactHelv';
let helveticaWidths: Float64Array | null = null;

/** Advance widths (in em) of Helvetica per WinAnsi byte, read from MuPDF once per thread. */
function winAnsiWidths(): Float64Array {
  if (helveticaWidths) return helveticaWidths;
  const font = new mupdf.Font('Helvetica');
  const widths = new Float64Array(256);
  for (let code = 0; code < 256; code++) {
    const point = unicodeOfWinAnsi(code);
    if (point !== undefined) widths[code] = font.advanceGlyph(font.encodeCharacter(point), 0);
  }
  font.destroy();
  helveticaWidths = widths;
  return widths;
}

/**
 * Adds Helvetica (simple font, WinAnsiEncoding) to the page's font resources under a free name
 * and returns it ready for `buildAppearanceStream`. Inherited resources are extended in place.
 */
export function addAppearanceFont(doc: PDFDocument, pageObj: PDFObject): AppearanceFont {
  const font = new mupdf.Font('Helvetica');
  const fontRef = doc.addSimpleFont(font, 'Latin');
  font.destroy();
  const fonts = fontResources(doc, pageObj.resolve());
  const resourceName = freeName(fonts, fontRef);
  fonts.put(resourceName, fontRef);
  const widths = winAnsiWidths();
  return {
    resourceName,
    encode: encodeWinAnsi,
    measure: (text, size) =>
      toWinAnsiBytes(text).reduce((sum, code) => sum + (widths[code] ?? 0), 0) * size,
  };
}

function fontResources(doc: PDFDocument, page: PDFObject): PDFObject {
  // isDictionary() looks through references; resolve() must not be called on a missing key.
  let resources = page.getInheritable('Resources');
  if (!resources.isDictionary()) {
    page.put('Resources', doc.newDictionary());
    resources = page.get('Resources');
  }
  if (!resources.get('Font').isDictionary()) resources.put('Font', doc.newDictionary());
  return resources.get('Font');
}

/** The first of RedactHelv, RedactHelv1, … that is unused or already holds this font. */
function freeName(fonts: PDFObject, fontRef: PDFObject): string {
  for (let index = 0; ; index++) {
    const name = index === 0 ? RESOURCE_NAME : `${RESOURCE_NAME}${index}`;
    const current = fonts.get(name);
    if (current.isNull()) return name;
    if (current.isIndirect() && current.asIndirect() === fontRef.asIndirect()) return name;
  }
}
