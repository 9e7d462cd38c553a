import { imageBoxes } from './image-boxes';
import type { PDFPage } from './mupdf';
import type { PageText } from './page-text';

/** Fewer visible characters than this on a page that shows a large image means a scan. */
export const SPARSE_TEXT_CHARS = 20;
/** Share of the page an image must cover for a sparse page to count as scanned. */
export const SCAN_IMAGE_COVERAGE = 0.3;

/**
 * Whether a page's text layer is missing or too thin to trust: no text at all while the page
 * shows an image, or only a few characters (a page number, a stamp) over a page-sized image.
 */
export function needsOcr(page: PDFPage, text: PageText): boolean {
  const visible = text.text.replace(/\s+/gu, '').length;
  if (visible >= SPARSE_TEXT_CHARS) return false;
  const coverage = largestImageCoverage(page, text.width * text.height);
  return visible === 0 ? coverage > 0.05 : coverage >= SCAN_IMAGE_COVERAGE;
}

function largestImageCoverage(page: PDFPage, pageArea: number): number {
  const areas = imageBoxes(page).map((box) => (box.x1 - box.x0) * (box.y1 - box.y0));
  return Math.min(Math.max(0, ...areas) / Math.max(pageArea, 1), 1);
}
