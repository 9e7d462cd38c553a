import type { TBBox } from '@workbench/contracts';
import { imageBoxes } from './image-boxes';
import type { PDFPage } from './mupdf';
import type { PageText } from './page-text';

/** Fewer visible characters than this on a page that shows a large image means a scan. */
export const SPARSE_TEXT_CHARS = 20;
/** Share of the page an image must cover for a sparse page to count as scanned. */
export const SCAN_IMAGE_COVERAGE = 0.3;

/** The share of a page of `pageArea` that an image box covers, at most 1. */
export function coverage(box: TBBox, pageArea: number): number {
  return Math.min(((box.x1 - box.x0) * (box.y1 - box.y0)) / Math.max(pageArea, 1), 1);
}

/**
 * Whether a page's text layer is missing or too thin to trust: no text at all while the page
 * shows an image, or only a few characters (a page number, a stamp) over a page-sized image.
 * `images` are the page's image boxes, when the caller has read them already.
 */
export function needsOcr(page: PDFPage, text: PageText, images?: readonly TBBox[]): boolean {
  const visible = text.text.replace(/\s+/gu, '').length;
  if (visible >= SPARSE_TEXT_CHARS) return false;
  const pageArea = text.width * text.height;
  const largest = Math.max(
    0,
    ...(images ?? imageBoxes(page)).map((box) => coverage(box, pageArea)),
  );
  return visible === 0 ? largest > 0.05 : largest >= SCAN_IMAGE_COVERAGE;
}
