import type { OcrEngine, OcrLine } from '../ocr';
import { OCR_DPI, renderPageForOcr } from '../ocr';
import { loadPageOrThrow } from './open-pdf';
import type { PDFDocument } from './mupdf';
import { needsOcr } from './needs-ocr';
import { PageTextBuilder, type PageText } from './page-text';
import { readPageWords } from './read-words';

/** Pages recognised so far out of the pages that need OCR; `page` is the one being read. */
export interface OcrProgress {
  page: number;
  done: number;
  total: number;
}

export interface TextOptions {
  /** Null turns OCR off: scanned pages come back without words. */
  ocr: OcrEngine | null;
  /** OCR results known from earlier requests, by 1-based page number. */
  cachedOcr?: ReadonlyMap<number, OcrLine[]>;
  /** Called with each page's fresh OCR result, so the caller can cache it. */
  onOcrResult?: (page: number, lines: OcrLine[]) => void;
  onOcrProgress?: (progress: OcrProgress) => void;
  signal?: AbortSignal;
  /** Only these 0-based pages; all pages when absent. */
  pageIndexes?: readonly number[];
}

/** Every page's words: the text layer, or OCR of the page image where the text layer is missing. */
export async function readDocumentText(
  document: PDFDocument,
  options: TextOptions,
): Promise<PageText[]> {
  const indexes = options.pageIndexes ?? [...Array(document.countPages()).keys()];
  const pages: PageText[] = [];
  const scanned: number[] = [];
  for (const index of indexes) {
    options.signal?.throwIfAborted();
    const page = loadPageOrThrow(document, index);
    try {
      const text = readPageWords(page, index + 1);
      pages.push(text);
      if (options.ocr && needsOcr(page, text)) scanned.push(pages.length - 1);
    } finally {
      page.destroy();
    }
  }
  for (const [done, position] of scanned.entries()) {
    const text = pages[position]!;
    options.onOcrProgress?.({ page: text.pageNumber, done, total: scanned.length });
    pages[position] = await recognisePage(document, text, options);
  }
  const last = pages[scanned.at(-1) ?? -1];
  if (last)
    options.onOcrProgress?.({ page: last.pageNumber, done: scanned.length, total: scanned.length });
  return pages;
}

async function recognisePage(
  document: PDFDocument,
  text: PageText,
  options: TextOptions,
): Promise<PageText> {
  let lines = options.cachedOcr?.get(text.pageNumber);
  if (!lines) {
    const page = loadPageOrThrow(document, text.pageNumber - 1);
    let png: Uint8Array;
    try {
      png = renderPageForOcr(page, OCR_DPI);
    } finally {
      page.destroy();
    }
    lines = await options.ocr!.recognize(png, { dpi: OCR_DPI, signal: options.signal });
    options.onOcrResult?.(text.pageNumber, lines);
  }
  return ocrPageText(text, lines);
}

/** A page's text built from OCR lines; the thin text layer it replaces is dropped. */
export function ocrPageText(text: PageText, lines: readonly OcrLine[]): PageText {
  const builder = new PageTextBuilder(true);
  for (const line of lines) {
    for (const word of line) builder.addWord(word.text, word);
    builder.endLine();
  }
  return builder.build(text.pageNumber, text.width, text.height);
}
