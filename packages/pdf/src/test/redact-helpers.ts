import {
  normalizeAppearance,
  type TAppearanceInput,
  type TBBox,
  type TExistingMarksChoice,
} from '@workbench/contracts';
import { openPdf } from '../engine/open-pdf';
import type { PDFDocument } from '../engine/mupdf';
import type { PageText } from '../engine/page-text';
import { readPageWords } from '../engine/read-words';
import { redactPdf, saveFresh } from '../redact/redact-pdf';
import { sanitizeDocument } from '../redact/sanitise/sanitize';

export function wordsOf(bytes: Uint8Array, index = 0): PageText {
  return withDocument(bytes, (document) => {
    const page = document.loadPage(index);
    try {
      return readPageWords(page, index + 1);
    } finally {
      page.destroy();
    }
  });
}

export function withDocument<T>(bytes: Uint8Array, use: (document: PDFDocument) => T): T {
  const document = openPdf(bytes);
  try {
    return use(document);
  } finally {
    document.destroy();
  }
}

/** A file as the rebuild writes it with nothing redacted: what the verifier is given to read. */
export function rebuilt(bytes: Uint8Array): Uint8Array {
  return withDocument(bytes, (document) => {
    sanitizeDocument(document, { needles: [] });
    return saveFresh(document);
  });
}

export function redactAreas(
  bytes: Uint8Array,
  areas: { page?: number; bbox: TBBox; text?: string; code?: string }[],
  options: {
    removeImages?: boolean;
    appearance?: TAppearanceInput;
    existingMarks?: TExistingMarksChoice;
  } = {},
) {
  const pages = new Map<
    number,
    { bbox: TBBox; entity_type: string; original_text: string; code?: string }[]
  >();
  for (const area of areas) {
    const list = pages.get(area.page ?? 1) ?? [];
    const code = area.code === undefined ? {} : { code: area.code };
    list.push({ bbox: area.bbox, entity_type: 'MANUAL', original_text: area.text ?? '', ...code });
    pages.set(area.page ?? 1, list);
  }
  return redactPdf(bytes, {
    mapping: { pages: [...pages].map(([page, sensitive]) => ({ page, sensitive })) },
    removeImages: options.removeImages ?? false,
    appearance: normalizeAppearance(options.appearance),
    existingMarks: options.existingMarks,
  });
}

export const boxOf = (word: TBBox): TBBox => ({
  x0: word.x0,
  y0: word.y0,
  x1: word.x1,
  y1: word.y1,
});
