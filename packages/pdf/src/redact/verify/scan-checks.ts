import type { TBBox, TRedactionMapping } from '@workbench/contracts';
import { imageBoxes } from '../../engine/image-boxes';
import type { PDFPage } from '../../engine/mupdf';
import { coverage, needsOcr, SCAN_IMAGE_COVERAGE } from '../../engine/needs-ocr';
import { readPageWords } from '../../engine/read-words';
import type { ScanCheck } from '../../verify/scan-check';
import { intersects } from '../geometry';

type Named = { area: TBBox; text: string };

/** The areas of the mapping that name a text, with it, by 0-based page index. */
export function mappingTexts(mapping: TRedactionMapping): Map<number, Named[]> {
  const byPage = new Map<number, Named[]>();
  for (const page of mapping.pages) {
    const named = page.sensitive
      .map((item) => ({ area: item.bbox, text: item.original_text.trim() }))
      .filter((item) => item.text !== '');
    if (named.length > 0)
      byPage.set(page.page - 1, [...(byPage.get(page.page - 1) ?? []), ...named]);
  }
  return byPage;
}

/**
 * The OCR check a redacted page needs, if any: when one of its areas lies on an image that
 * covers much of the page (a scan, with or without a hidden text layer) and the areas redacted
 * text. Hand-drawn boxes name no text, and an image the redaction removed shows nothing. Read
 * before the overlay is drawn: the page's own text layer, as the redaction left it.
 */
export function scanCheckFor(
  page: PDFPage,
  pageIndex: number,
  areas: readonly TBBox[],
  named: readonly Named[],
): ScanCheck | null {
  if (named.length === 0) return null;
  const [x0, y0, x1, y1] = page.getBounds();
  const images = imageBoxes(page);
  const onScan = images.some(
    (image) =>
      coverage(image, (x1 - x0) * (y1 - y0)) >= SCAN_IMAGE_COVERAGE &&
      areas.some((area) => intersects(image, area)),
  );
  if (!onScan) return null;
  const layer = readPageWords(page, pageIndex + 1);
  const shown = needsOcr(page, layer, images) ? null : layer.text;
  const texts = named.map((item) => item.text);
  return { page: pageIndex + 1, areas: [...areas], texts, named: [...named], shown };
}
