import { PDF_FILE_ERRORS } from '@workbench/contracts';
import type { OcrLine } from '../ocr/ocr-types';
import type { OcrNeeded, PdfTask, TaskOutcome } from '../worker/tasks';
import type { CallOptions, TaskRunner } from './task-runner';

type Recognise = (pages: readonly number[]) => Promise<TaskOutcome<Map<number, OcrLine[]>>>;

/**
 * Reads a file's text for one task. When the task finds scanned pages that are not recognised
 * yet, they are recognised (`recognise`) and the task runs again with them.
 */
export async function readTextWithOcr<T>(
  runner: TaskRunner,
  task: (ocrPages: [number, OcrLine[]][]) => PdfTask,
  recognise: Recognise,
  options: CallOptions,
): Promise<TaskOutcome<T>> {
  const first = await runner.run<T | OcrNeeded>(task([]), options);
  if (!first.ok || !isOcrNeeded(first.value)) return first as TaskOutcome<T>;
  const recognised = await recognise(first.value.ocrNeeded);
  if (!recognised.ok) return recognised;
  const second = await runner.run<T | OcrNeeded>(task([...recognised.value]), options);
  if (second.ok && isOcrNeeded(second.value)) {
    const detail = `pages ${second.value.ocrNeeded.join(', ')} still without OCR`;
    const message = PDF_FILE_ERRORS.PROCESSING_FAILED;
    return { ok: false, error: { code: 'PROCESSING_FAILED', message, detail } };
  }
  return second as TaskOutcome<T>;
}

function isOcrNeeded(value: unknown): value is OcrNeeded {
  return typeof value === 'object' && value !== null && 'ocrNeeded' in value;
}
