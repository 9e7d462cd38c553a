import type { TRedactionMapping, TSensitiveItem } from '@workbench/contracts';
import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument, PDFPage } from '../engine/mupdf';
import { loadPageOrThrow } from '../engine/open-pdf';
import { save } from '../engine/save-pdf';
import { SAVE_OPTIONS } from '../redact/sanitise/save-options';
import { contentsOf } from './mark-record';
import { isTextArea, pageMissing, type RecordOptions } from './mark-records';

export interface MarkedCopyOptions extends RecordOptions {
  /** Whether the marks the file arrived with stay (`keep`) or go (theirs are in the mapping). */
  existingMarks: 'keep' | 'remove';
}

/** The outline of a mark in review (Acrobat draws its marks red) and the fill once applied. */
const OUTLINE: [number, number, number] = [1, 0, 0];
const FILL: [number, number, number] = [0, 0, 0];

/**
 * The file as it is, with every area of the mapping as an unapplied `/Redact` annotation that
 * Acrobat's redaction tool (or MuPDF, or PyMuPDF) opens as its own mark: /Rect, /QuadPoints for a
 * marked line, /OverlayText the exemption code, /IC black, /T the reviewer, /Contents the type
 * (and the marked text when asked). Nothing is removed: this copy is for review, not release.
 */
export function markedCopy(
  document: PDFDocument,
  mapping: TRedactionMapping,
  options: MarkedCopyOptions,
  budget: TaskBudget,
): Uint8Array {
  const pageCount = document.countPages();
  const areasByPage = new Map<number, TSensitiveItem[]>();
  for (const { page, sensitive } of mapping.pages) {
    if (page > pageCount) throw pageMissing(page, pageCount);
    areasByPage.set(page, [...(areasByPage.get(page) ?? []), ...sensitive]);
  }
  for (let index = 0; index < pageCount; index++) {
    const areas = areasByPage.get(index + 1) ?? [];
    if (areas.length === 0 && options.existingMarks === 'keep') continue;
    budget.step(index + 1);
    const page = loadPageOrThrow(document, index);
    try {
      if (options.existingMarks === 'remove') removeRedactMarks(page);
      for (const area of areas) addMark(document, page, area, options);
    } finally {
      page.destroy();
    }
  }
  return save(document, SAVE_OPTIONS);
}

function addMark(
  document: PDFDocument,
  page: PDFPage,
  area: TSensitiveItem,
  options: RecordOptions,
): void {
  const { x0, y0, x1, y1 } = area.bbox;
  const annotation = page.createAnnotation('Redact');
  annotation.setRect([x0, y0, x1, y1]);
  if (isTextArea(area)) annotation.setQuadPoints([[x0, y0, x1, y0, x0, y1, x1, y1]]);
  annotation.setColor(OUTLINE);
  const text = options.includeText ? area.original_text : '';
  annotation.setContents(contentsOf(area.entity_type, text));
  const author = options.author?.trim();
  if (author) annotation.setAuthor(author);
  const entries = annotation.getObject();
  // MuPDF's API refuses /IC on a Redact mark; the PDF specification gives it one (the fill).
  const fill = document.newArray();
  for (const component of FILL) fill.push(component);
  entries.put('IC', fill);
  if (area.code) entries.put('OverlayText', document.newString(area.code));
  annotation.update();
}

function removeRedactMarks(page: PDFPage): void {
  for (const annotation of page.getAnnotations()) {
    if (annotation.getType() === 'Redact') page.deleteAnnotation(annotation);
  }
}
