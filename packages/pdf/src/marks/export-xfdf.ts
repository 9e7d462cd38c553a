import type { TRedactionMapping } from '@workbench/contracts';
import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { mappingRecords, type RecordOptions } from './mark-records';
import { readPageFrames } from './page-frames';
import { writeXfdf } from './xfdf';

export interface XfdfOptions extends RecordOptions {
  /** The PDF's name, which the XFDF names as its file. */
  fileName: string;
  created?: Date;
}

/** The mapping's areas as an XFDF of `<redact>` marks for the file (see writeXfdf). */
export function exportXfdf(
  document: PDFDocument,
  mapping: TRedactionMapping,
  options: XfdfOptions,
  budget: TaskBudget,
): string {
  const { frames, ids } = readPageFrames(document, budget);
  const marks = mappingRecords(mapping, frames, options);
  const created = options.created ?? new Date();
  return writeXfdf({ fileName: options.fileName, ids, marks, created });
}
