import type { TaskBudget } from '../budget/task-budget';
import { mupdf } from '../engine/mupdf';
import { isEngineFault, PdfFileError } from '../engine/pdf-file-error';

/** A4 in points, and the body text's size: what an e-mail's pages are laid out on. */
const A4: [number, number] = [595, 842];
const EM = 11;

/**
 * HTML laid out on A4 pages by MuPDF's own HTML engine and written as a PDF. MuPDF fetches
 * nothing: it has no network, and images outside the document (a web address, a file path) are
 * not loaded; the caller gives images inline (data: addresses). Used for e-mail messages and the
 * pages that introduce their attachments.
 */
export function htmlToPdf(html: string, budget: TaskBudget): Uint8Array {
  let document;
  try {
    document = mupdf.Document.openDocument(new TextEncoder().encode(html), 'text/html');
  } catch (error) {
    if (isEngineFault(error)) throw error;
    throw new PdfFileError('CONVERSION_FAILED', 'The message could not be laid out as pages.');
  }
  const output = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(output, 'pdf', 'compress');
  try {
    document.layout(A4[0], A4[1], EM);
    const count = document.countPages();
    for (let index = 0; index < count; index++) {
      budget.step(index + 1);
      const page = document.loadPage(index);
      try {
        const device = writer.beginPage(page.getBounds());
        page.run(device, mupdf.Matrix.identity);
        writer.endPage();
      } finally {
        page.destroy();
      }
    }
    writer.close();
    return output.asUint8Array().slice();
  } finally {
    output.destroy();
    document.destroy();
  }
}
