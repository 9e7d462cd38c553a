import type { TExistingMarksChoice, TRedactionMapping } from '@workbench/contracts';
import type { TaskBudget } from '../budget/task-budget';
import { openPdf } from '../engine/open-pdf';
import { readExistingMarks } from '../redact/annotations/existing-marks';
import { resolveExistingMarks } from '../redact/resolve-marks';
import { exportXfdf } from './export-xfdf';
import type { RecordOptions } from './mark-records';
import { markedCopy } from './marked-copy';

export interface ExportMarksRequest extends RecordOptions {
  bytes: Uint8Array;
  mapping: TRedactionMapping;
  /**
   * The marks the file arrived with, as a redaction takes them: `apply` keeps them among the
   * exported marks, `import` (they are in the mapping already) and `discard` leave them out; no
   * choice while the file has some is refused, naming them.
   */
  existingMarks?: TExistingMarksChoice;
}

/** The file with the marks as unapplied `/Redact` annotations, for review in another tool. */
export function exportMarkedCopy(
  request: ExportMarksRequest,
  budget: TaskBudget,
): { bytes: Uint8Array; pages: number } {
  budget.step();
  const document = openPdf(request.bytes);
  try {
    resolveExistingMarks(
      readExistingMarks(document, budget),
      request.mapping,
      request.existingMarks,
    );
    const existingMarks = request.existingMarks === 'apply' ? 'keep' : 'remove';
    const bytes = markedCopy(document, request.mapping, { ...request, existingMarks }, budget);
    return { bytes, pages: document.countPages() };
  } finally {
    document.destroy();
  }
}

/** The marks as XFDF for the file named `fileName` (Acrobat's Comments > Import). */
export function exportMarksXfdf(
  request: ExportMarksRequest & { fileName: string },
  budget: TaskBudget,
): { xfdf: string; pages: number } {
  budget.step();
  const document = openPdf(request.bytes);
  try {
    const found = readExistingMarks(document, budget);
    const { mapping } = resolveExistingMarks(found, request.mapping, request.existingMarks);
    return { xfdf: exportXfdf(document, mapping, request, budget), pages: document.countPages() };
  } finally {
    document.destroy();
  }
}
