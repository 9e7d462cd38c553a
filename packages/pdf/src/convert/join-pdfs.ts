import type { TaskBudget } from '../budget/task-budget';
import { mupdf, type PDFDocument } from '../engine/mupdf';
import { openPdf } from '../engine/open-pdf';
import { save } from '../engine/save-pdf';

/** The pages of each PDF grafted into `output`, in order; how many were added. */
export function graftPages(output: PDFDocument, pdf: Uint8Array, budget: TaskBudget): number {
  const source = openPdf(pdf, { isUpload: false });
  try {
    const count = source.countPages();
    for (let index = 0; index < count; index++) {
      budget.visit();
      output.graftPage(-1, source, index);
    }
    return count;
  } finally {
    source.destroy();
  }
}

/** One PDF of the pages of every PDF given, in order (an e-mail and its attachments). */
export function joinPdfs(parts: readonly Uint8Array[], budget: TaskBudget): Uint8Array {
  const output = new mupdf.PDFDocument();
  try {
    for (const part of parts) {
      budget.step();
      graftPages(output, part, budget);
    }
    return save(output, 'compress');
  } finally {
    output.destroy();
  }
}
