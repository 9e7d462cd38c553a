import type { PageDrawing } from './page-drawing';
import { addFieldWords } from './field-words';
import type { PDFPage } from './mupdf';
import { PageTextBuilder, type PageText } from './page-text';
import { STEXT_OPTIONS, readStructuredText } from './stext-chars';

/**
 * The words of a page, with boxes in page coordinates (see ZBBox): its text layer, then the values
 * of its form fields (see addFieldWords).
 */
export function readPageWords(page: PDFPage, pageNumber: number): PageText {
  const builder = new PageTextBuilder(false);
  readContentWords(page, builder);
  addFieldWords(page, builder);
  return buildFor(page, pageNumber, builder);
}

/**
 * The words of a page as `readPageWords` reads them, from its recorded drawing, with the colour
 * each character is drawn in (`colours`).
 */
export function readDrawingWords(
  page: PDFPage,
  drawing: PageDrawing,
  pageNumber: number,
): PageText {
  const builder = new PageTextBuilder(false, true);
  const stext = drawing.contentText(STEXT_OPTIONS);
  try {
    readStructuredText(stext, builder);
  } finally {
    stext.destroy();
  }
  addFieldWords(page, builder);
  return buildFor(page, pageNumber, builder);
}

/**
 * The words of a page as `readPageWords` reads them, and also the glyphs drawn outside the page's
 * box, which no reader shows (a chart's label running on past the edge).
 */
export function readDrawnWords(page: PDFPage, pageNumber: number): PageText {
  const builder = new PageTextBuilder(false);
  readContentWords(page, builder, `${STEXT_OPTIONS},mediabox-clip=no`);
  addFieldWords(page, builder);
  return buildFor(page, pageNumber, builder);
}

/** The words of a page's own content (its text layer), without its form fields. */
export function readContentWords(
  page: PDFPage,
  builder: PageTextBuilder,
  options = STEXT_OPTIONS,
): void {
  const stext = page.toStructuredText(options);
  try {
    readStructuredText(stext, builder);
  } finally {
    stext.destroy();
  }
}

/** What `builder` holds so far, as the text of `page`. */
export function buildFor(page: PDFPage, pageNumber: number, builder: PageTextBuilder): PageText {
  const [x0, y0, x1, y1] = page.getBounds();
  return builder.build(pageNumber, x1 - x0, y1 - y0);
}
