import type { TBBox } from '@workbench/contracts';
import { TaskBudget } from '../budget/task-budget';
import { OCR_DPI, type OcrEngine, type OcrLine } from '../ocr/ocr-types';
import { renderPageForOcr } from '../ocr/render-page';
import { widenToLine } from '../ocr/ocr-geometry';
import { loadPageOrThrow } from './open-pdf';
import { addFieldWords } from './field-words';
import type { PDFDocument, PDFPage } from './mupdf';
import { needsOcr } from './needs-ocr';
import { PageTextBuilder, type PageText } from './page-text';
import { buildFor, readContentWords } from './read-words';
import { ResourceCheck } from './resource-check';

/** Pages recognised so far out of the pages that need OCR; `page` is the one just recognised. */
export interface OcrProgress {
  page: number;
  done: number;
  total: number;
}

export interface TextOptions {
  /**
   * OCR results of the scanned pages, by 1-based page number; a scanned page without one is
   * listed in `ocrNeeded`. Null turns OCR off: scanned pages come back without words.
   */
  ocrPages: ReadonlyMap<number, OcrLine[]> | null;
  budget?: TaskBudget;
  /** Only these 0-based pages; all pages when absent. */
  pageIndexes?: readonly number[];
}

export interface DocumentText {
  pages: PageText[];
  /** Scanned pages (1-based) that need OCR before their words are known. */
  ocrNeeded: number[];
}

/** Every page's words: the text layer, or the OCR given for pages whose text layer is missing. */
export function readDocumentText(document: PDFDocument, options: TextOptions): DocumentText {
  const budget = options.budget ?? new TaskBudget();
  const resources = new ResourceCheck(document, budget);
  const indexes = options.pageIndexes ?? [...Array(document.countPages()).keys()];
  const pages: PageText[] = [];
  const ocrNeeded: number[] = [];
  for (const index of indexes) {
    budget.step(index + 1);
    resources.checkPage(index);
    const page = loadPageOrThrow(document, index);
    try {
      const builder = new PageTextBuilder(false);
      readContentWords(page, builder);
      const content = buildFor(page, index + 1, builder);
      const isScanned = options.ocrPages !== null && needsOcr(page, content);
      const lines = isScanned ? options.ocrPages!.get(index + 1) : undefined;
      if (lines) pages.push(ocrPageText(page, content, lines));
      else {
        if (isScanned) ocrNeeded.push(index + 1);
        addFieldWords(page, builder);
        pages.push(buildFor(page, index + 1, builder));
      }
    } finally {
      page.destroy();
    }
  }
  return { pages, ocrNeeded };
}

/** Renders one page (1-based) for OCR and recognises its words. */
export async function recognisePage(
  document: PDFDocument,
  pageNumber: number,
  ocr: OcrEngine,
  { budget = new TaskBudget(), signal }: { budget?: TaskBudget; signal?: AbortSignal } = {},
): Promise<OcrLine[]> {
  new ResourceCheck(document, budget).checkPage(pageNumber - 1);
  const page = loadPageOrThrow(document, pageNumber - 1);
  let png: Uint8Array;
  try {
    png = renderPageForOcr(page, OCR_DPI);
  } finally {
    page.destroy();
  }
  return ocr.recognize(png, { dpi: OCR_DPI, signal });
}

/**
 * A page's text built from OCR lines, then its form fields; the thin text layer it replaces is
 * dropped. The image OCR reads leaves the widgets out (see renderPageForOcr), so a field's value
 * is not read twice.
 */
function ocrPageText(page: PDFPage, text: PageText, lines: readonly OcrLine[]): PageText {
  const builder = new PageTextBuilder(true);
  for (const line of lines) {
    for (const word of widenToLine(line)) builder.addWord(word.text, clampTo(word, text));
    builder.endLine();
  }
  addFieldWords(page, builder);
  return builder.build(text.pageNumber, text.width, text.height);
}

/** A box kept inside the page. */
function clampTo(box: TBBox, page: PageText): TBBox {
  return {
    x0: Math.max(box.x0, 0),
    y0: Math.max(box.y0, 0),
    x1: Math.min(box.x1, page.width),
    y1: Math.min(box.y1, page.height),
  };
}
