import {
  PDF_FILE_ERRORS,
  type TAppearance,
  type TBBox,
  type TRedactionMapping,
} from '@workbench/contracts';
import type { PDFDocument } from '../engine/mupdf';
import { loadPageOrThrow, openPdf } from '../engine/open-pdf';
import { PdfFileError } from '../engine/pdf-file-error';
import { readPageWords } from '../engine/read-words';
import { verifyRedaction, type Verification } from './verify-redaction';
import { removeAnnotations } from './annotations';
import { drawOverlay } from './overlay';
import { sanitizeDocument } from './sanitize';
import { isDistinctive, trimPunctuation } from './needles';
import { SAVE_OPTIONS } from './save-options';
import { surveyPage } from './survey-page';

type Quad = [number, number, number, number, number, number, number, number];

export interface RedactOptions {
  mapping: TRedactionMapping;
  removeImages: boolean;
  appearance: TAppearance;
}

export interface RedactResult {
  bytes: Uint8Array;
  report: {
    areas: number;
    words_removed: number;
    images_touched: number;
    annotations_removed: number;
    verification: Verification;
  };
}

// MuPDF's redaction methods: blank only the covered pixels of an image (method 0 would leave the
// image whole), or remove every image a box touches; remove vector art the box covers; remove
// every glyph that overlaps a box.
const IMAGE_PIXELS = 2;
const IMAGE_REMOVE = 1;
const LINE_ART_IF_COVERED = 1;
const TEXT_REMOVE = 0;

/**
 * Truly redacts one PDF: removes text, image pixels and vector art under the areas, removes
 * annotations and form values that overlap or quote them, draws the chosen appearance, sanitises
 * the document, saves it without any unreferenced object, and verifies the saved bytes.
 * Throws a PdfFileError when the file cannot be read or the verification fails.
 */
export function redactPdf(bytes: Uint8Array, options: RedactOptions): RedactResult {
  const document = openPdf(bytes);
  try {
    const areasByPage = groupAreas(document, options.mapping);
    const needles = new Set<string>();
    for (const page of options.mapping.pages) {
      for (const item of page.sensitive) addNeedles(needles, item.original_text);
    }
    const totals = { words: 0, images: 0, annotations: 0 };
    for (const [pageIndex, areas] of areasByPage) {
      const page = loadPageOrThrow(document, pageIndex);
      try {
        const survey = surveyPage(page, readPageWords(page, pageIndex + 1), areas);
        for (const text of survey.textPerArea) addNeedles(needles, text);
        totals.words += survey.wordsRemoved;
        totals.images += survey.imagesTouched;
        totals.annotations += removeAnnotations(document, page, areas, [...needles]);
        // One Redact annotation holding every box as a quad: MuPDF treats each quad as its own
        // area (text, pixels and vector art between them stay) and checks each glyph against one
        // annotation instead of fifty.
        page.createAnnotation('Redact').setQuadPoints(areas.map(toQuad));
        page.applyRedactions(
          false,
          options.removeImages ? IMAGE_REMOVE : IMAGE_PIXELS,
          LINE_ART_IF_COVERED,
          TEXT_REMOVE,
        );
        drawOverlay(document, page, areas, options.appearance);
      } finally {
        page.destroy();
      }
    }
    sanitizeDocument(document, [...needles]);
    const saved = save(document);
    const verification = verifyRedaction(saved, areasByPage, [...needles], options.appearance);
    if (!verification.passed) {
      throw new PdfFileError(
        'VERIFICATION_FAILED',
        describeFailure(verification),
        JSON.stringify({
          left_in_areas: verification.text_left_in_areas,
          leaks: verification.leaks.length,
        }),
      );
    }
    const areaCount = [...areasByPage.values()].reduce((sum, areas) => sum + areas.length, 0);
    return {
      bytes: saved,
      report: {
        areas: areaCount,
        words_removed: totals.words,
        images_touched: totals.images,
        annotations_removed: totals.annotations,
        verification,
      },
    };
  } finally {
    document.destroy();
  }
}

function groupAreas(document: PDFDocument, mapping: TRedactionMapping): Map<number, TBBox[]> {
  const pageCount = document.countPages();
  const byPage = new Map<number, TBBox[]>();
  for (const page of mapping.pages) {
    if (page.page > pageCount)
      throw new PdfFileError(
        'PAGE_OUT_OF_RANGE',
        `Page ${page.page} does not exist; the file has ${pageCount} pages`,
      );
    const areas = byPage.get(page.page - 1) ?? [];
    areas.push(...page.sensitive.map((item) => item.bbox));
    if (areas.length > 0) byPage.set(page.page - 1, areas);
  }
  return new Map([...byPage].sort(([a], [b]) => a - b));
}

/** The text under an area and each of its words become strings the saved file must not hold. */
function addNeedles(needles: Set<string>, text: string): void {
  for (const candidate of [text, ...text.split(' ')]) {
    const needle = trimPunctuation(candidate);
    if (isDistinctive(needle)) needles.add(needle);
  }
}

function toQuad(area: TBBox): Quad {
  return [area.x0, area.y0, area.x1, area.y0, area.x0, area.y1, area.x1, area.y1];
}

function describeFailure(verification: Verification): string {
  const problems = [
    verification.text_left_in_areas > 0 &&
      `${verification.text_left_in_areas} characters left under the boxes`,
    verification.leaks.length > 0 &&
      `${verification.leaks.length} redacted strings still in the file`,
  ].filter(Boolean);
  return `${PDF_FILE_ERRORS.VERIFICATION_FAILED} (${problems.join(', ')})`;
}

function save(document: PDFDocument): Uint8Array {
  const buffer = document.saveToBuffer(SAVE_OPTIONS);
  try {
    return buffer.asUint8Array().slice();
  } finally {
    buffer.destroy();
  }
}
