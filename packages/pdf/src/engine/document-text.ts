import type { TBBox } from '@workbench/contracts';
import { TaskBudget } from '../budget/task-budget';
import { OCR_DPI, type OcrEngine, type OcrLine } from '../ocr/ocr-types';
import { renderPageForOcr } from '../ocr/render-page';
import { keepToOwnLine, widenToLine } from '../ocr/ocr-geometry';
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
      // Glyphs no reader can map to letters are read as a scan's are (issue 62).
      const isUnmapped = options.ocrPages !== null && !isScanned && hasUnmappedWords(content);
      const lines = isScanned || isUnmapped ? options.ocrPages!.get(index + 1) : undefined;
      if (lines && isScanned) pages.push(ocrPageText(page, content, lines));
      else if (lines) pages.push(withRecognisedWords(page, content, lines));
      else {
        if (isScanned || isUnmapped) ocrNeeded.push(index + 1);
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
    png = renderPageForOcr(page, OCR_DPI, unmappedPlaces(page, pageNumber));
  } finally {
    page.destroy();
  }
  return ocr.recognize(png, { dpi: OCR_DPI, signal });
}

/**
 * Where a page that is not a scan shows words of unmapped glyphs (see hasUnmappedWords), each
 * widened by half its height: only there is OCR's reading used (withRecognisedWords), so only
 * there is the page drawn for it. Null for a scan, which is read whole.
 */
function unmappedPlaces(page: PDFPage, pageNumber: number): TBBox[] | null {
  const builder = new PageTextBuilder(false);
  readContentWords(page, builder);
  const content = buildFor(page, pageNumber, builder);
  if (needsOcr(page, content)) return null;
  const places = content.words.filter((word) => isUnmapped(word.text));
  if (places.length === 0) return null;
  return places.map(({ x0, y0, x1, y1 }) => {
    const margin = (y1 - y0) / 2;
    return { x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin };
  });
}

/**
 * A page's text built from OCR lines, then its form fields; the thin text layer it replaces is
 * dropped. The image OCR reads leaves the widgets out (see renderPageForOcr), so a field's value
 * is not read twice.
 */
function ocrPageText(page: PDFPage, text: PageText, lines: readonly OcrLine[]): PageText {
  const builder = new PageTextBuilder(true);
  for (const line of keepToOwnLine(lines.map(widenToLine))) {
    for (const word of line) builder.addWord(word.text, clampTo(word, text));
    builder.endLine();
  }
  addFieldWords(page, builder);
  return builder.build(text.pageNumber, text.width, text.height);
}

/**
 * A page's text layer with each word of unmapped glyphs (see hasUnmappedWords) replaced by the
 * words OCR read where it stands, in its place in its line; then its form fields.
 */
function withRecognisedWords(page: PDFPage, text: PageText, lines: readonly OcrLine[]): PageText {
  const recognised = keepToOwnLine(lines.map(widenToLine)).flat();
  const builder = new PageTextBuilder(false);
  let line = -1;
  for (const word of text.words) {
    const wordLine = text.lines[word.start]!;
    if (line >= 0 && wordLine !== line) builder.endLine();
    line = wordLine;
    if (!isUnmapped(word.text)) {
      for (let index = word.start; index < word.end;) {
        const code = text.text.codePointAt(index) ?? 0x20;
        const at = index * 4;
        const [x0, y0, x1, y1] = [0, 1, 2, 3].map((offset) => text.boxes[at + offset]!);
        builder.addChar(code, x0!, y0!, x1!, y1!);
        index += code > 0xffff ? 2 : 1;
      }
      builder.addChar(0x20, 0, 0, 0, 0);
      continue;
    }
    builder.setOcr(true);
    for (const read of recognised.filter((candidate) => centreInside(candidate, word))) {
      builder.addWord(read.text, clampTo(read, text));
    }
    builder.setOcr(false);
  }
  addFieldWords(page, builder);
  return builder.build(text.pageNumber, text.width, text.height);
}

/** Characters a font gave no Unicode for, in a row, that make a word worth recognising. */
const UNMAPPED_RUN = 3;

/** Whether a word is glyphs no reader can map to letters (U+FFFD, as MuPDF reads them). */
function isUnmapped(word: string): boolean {
  return (word.match(/\uFFFD/gu)?.length ?? 0) >= UNMAPPED_RUN;
}

/** Whether a page shows a word of glyphs without Unicode: search finds nothing there. */
export function hasUnmappedWords(text: PageText): boolean {
  return text.words.some((word) => isUnmapped(word.text));
}

const centreInside = (box: TBBox, area: TBBox) => {
  const x = (box.x0 + box.x1) / 2;
  const y = (box.y0 + box.y1) / 2;
  return x >= area.x0 && x <= area.x1 && y >= area.y0 && y <= area.y1;
};

/** A box kept inside the page. */
function clampTo(box: TBBox, page: PageText): TBBox {
  return {
    x0: Math.max(box.x0, 0),
    y0: Math.max(box.y0, 0),
    x1: Math.min(box.x1, page.width),
    y1: Math.min(box.y1, page.height),
  };
}
