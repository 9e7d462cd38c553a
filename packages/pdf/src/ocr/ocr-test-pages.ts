/**
 * Page images shared by the OCR tests: the scanned book page from the corpus and a Norwegian
 * page generated with MuPDF. Only tests import this file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mupdf, type PDFDocument } from '../engine/mupdf';
import { OCR_DPI } from './ocr-types';
import { renderPageForOcr } from './render-page';
import type { OcrLine } from './ocr-types';

export const SCANNED_PAGE_PATH = path.resolve(
  import.meta.dirname,
  '../../../../../shared/corpus/pdfs/scanned_image-only_book-page_public-domain.pdf',
);

export interface TestPage {
  png: Uint8Array;
  /** Page size in points, from MuPDF's bounds. */
  width: number;
  height: number;
}

function renderFirstPage(doc: PDFDocument): TestPage {
  try {
    const page = doc.loadPage(0);
    try {
      const [x0, y0, x1, y1] = page.getBounds();
      return { png: renderPageForOcr(page, OCR_DPI), width: x1 - x0, height: y1 - y0 };
    } finally {
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}

/** Huckleberry Finn, chapter II, first page: an image-only scan with an illustration. */
export function renderScannedPage(): TestPage {
  const bytes = readFileSync(SCANNED_PAGE_PATH);
  return renderFirstPage(mupdf.Document.openDocument(bytes, 'application/pdf') as PDFDocument);
}

/** Norwegian lines in WinAnsi octal escapes: \370 ø, \346 æ, \345 å, \330 Ø, \305 Å. */
const NORWEGIAN_LINES = [
  '(S\\370knad om kontantst\\370tte for \\346rlige bl\\345b\\346r) Tj',
  '(\\330yvind bor p\\345 \\305lesund og s\\370ker st\\370tte) Tj',
  '(Vedlagt f\\370lger s\\370knadsskjema for barnehage) Tj',
];

/** A one-page A4 PDF of Norwegian Helvetica text, rendered for OCR. */
export function renderNorwegianPage(): TestPage {
  const doc = new mupdf.PDFDocument();
  const font = doc.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const content = ['BT', '/F1 20 Tf', '24 TL', '60 760 Td', NORWEGIAN_LINES.join('\nT*\n'), 'ET'];
  const pageObject = doc.addPage([0, 0, 595, 842], 0, { Font: { F1: font } }, content.join('\n'));
  doc.insertPage(-1, pageObject);
  return renderFirstPage(doc);
}

/** Word texts with surrounding punctuation removed, for comparing against expectations. */
export function wordTexts(lines: OcrLine[]): string[] {
  return lines.flat().map((word) => word.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
}
