import type { OcrProgress } from '../engine/document-text';
import type { OcrLine } from '../ocr/ocr-types';
import type { PdfTask, TaskOutcome } from '../worker/tasks';

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Whose work this is (a user id): the threads are shared fairly between owners, page by page
   * for scanned files, so one user's long OCR cannot hold up another user's short search.
   */
  owner?: string;
  onOcrProgress?: (progress: OcrProgress) => void;
}

/**
 * Runs engine tasks on threads of its own: the server's pool of worker threads, or the Web
 * Workers of on-device mode. The calls in this folder are written against it, so both hosts
 * read, recognise, redact and check alike.
 */
export interface TaskRunner {
  /** Tasks one owner may have running at once: how many pages are recognised side by side. */
  readonly ownerThreads: number;
  run<T>(task: PdfTask, options: CallOptions, transfer?: ArrayBuffer[]): Promise<TaskOutcome<T>>;
}

/** Recognised pages of one file kept between calls (the host decides how a file is known). */
export interface PageCache {
  get(page: number): OcrLine[] | undefined;
  set(page: number, lines: OcrLine[]): void;
}
