import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { loadPageOrThrow } from '../engine/open-pdf';
import { PdfFileError } from '../engine/pdf-file-error';
import { readPageWords } from '../engine/read-words';
import { foundMark } from '../redact/annotations/existing-marks';
import type { FoundMark } from '../redact/resolve-marks';
import { readContents } from './mark-record';
import { pageBoxes } from './mark-records';
import type { XfdfMark } from './xfdf';

/**
 * An XFDF's marks placed on the file's pages (through each page's crop box and rotation) and read
 * as the file's own marks are: one box per marked line, the text under it, its code and type. A
 * mark on a page the file does not have is refused, naming it: it is someone's decision.
 */
export function placeXfdfMarks(
  document: PDFDocument,
  marks: readonly XfdfMark[],
  budget?: TaskBudget,
): FoundMark[] {
  const pageCount = document.countPages();
  const outside = marks.findIndex((mark) => mark.page > pageCount);
  if (outside >= 0)
    throw new PdfFileError(
      'PAGE_OUT_OF_RANGE',
      `Redaction mark ${outside + 1} of the XFDF file is on page ${marks[outside]!.page}; ` +
        `the file has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}. Is it the XFDF of another file?`,
    );
  const pages = [...new Set(marks.map((mark) => mark.page))].sort((a, b) => a - b);
  const found: FoundMark[] = [];
  for (const pageNumber of pages) {
    budget?.step(pageNumber);
    const page = loadPageOrThrow(document, pageNumber - 1);
    try {
      const frame = { toPage: page.getTransform() };
      const words = readPageWords(page, pageNumber).words;
      for (const mark of marks.filter((one) => one.page === pageNumber)) {
        const { entityType } = readContents(mark.contents, mark.subject);
        const details = { overlayText: mark.overlayText, author: mark.author, entityType };
        found.push(foundMark(pageNumber, words, pageBoxes(mark, frame), details));
      }
    } finally {
      page.destroy();
    }
  }
  return found;
}
