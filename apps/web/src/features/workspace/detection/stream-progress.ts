import type { TDetectEvent, TDetectEventType } from '@workbench/contracts';

/** Workspace §3 "streaming progress". */
export interface StreamProgress {
  filesCompleted: number;
  totalFiles: number;
  pagesCompleted: number;
  totalPages: number;
  progressPercentage: number;
  currentFile: string | null;
  currentPage: number | null;
}

/** Workspace §3 "streaming event". */
export interface StreamEvent {
  eventType: TDetectEventType;
  data: { file_name?: string; page_number?: number };
  timestamp: number;
}

export interface RunFile {
  key: string;
  name: string;
  totalPages: number | null;
  pagesDone: number;
  isDone: boolean;
}

export interface Run {
  files: RunFile[];
  currentIndex: number;
  controller: AbortController;
  isBatchCompleted: boolean;
}

export interface RunFileInput {
  key: string;
  name: string;
  pageCount: number | null;
}

export const IDLE_PROGRESS: StreamProgress = {
  filesCompleted: 0,
  totalFiles: 0,
  pagesCompleted: 0,
  totalPages: 0,
  progressPercentage: 0,
  currentFile: null,
  currentPage: null,
};

/**
 * Pages done over all pages when every file's page count is known; otherwise each file weighs
 * the same and the current file counts by its pages done. Never 100 before batch_completed.
 */
export function progressOf(files: readonly RunFile[], isBatchCompleted: boolean): number {
  if (isBatchCompleted) return 100;
  if (files.length === 0) return 0;
  const totalPages = files.reduce((sum, file) => sum + (file.totalPages ?? 0), 0);
  const pagesDone = files.reduce((sum, file) => sum + file.pagesDone, 0);
  const isAllKnown = files.every((file) => file.totalPages !== null);
  const share =
    isAllKnown && totalPages > 0
      ? pagesDone / totalPages
      : files.reduce(
          (sum, file) =>
            sum + (file.isDone ? 1 : file.totalPages ? file.pagesDone / file.totalPages : 0),
          0,
        ) / files.length;
  return Math.min(99, Math.round(share * 100));
}

export function progressFor(run: Run, current: StreamProgress): StreamProgress {
  return {
    ...current,
    filesCompleted: run.files.filter((file) => file.isDone).length,
    totalFiles: run.files.length,
    pagesCompleted: run.files.reduce((sum, file) => sum + file.pagesDone, 0),
    totalPages: run.files.reduce((sum, file) => sum + (file.totalPages ?? 0), 0),
    progressPercentage: progressOf(run.files, run.isBatchCompleted),
  };
}

/** The run's file an event names: the current one if the name fits, else the first unfinished. */
export function fileIndexOf(run: Run, event: TDetectEvent): number {
  if (event.type === 'file_started') {
    const byIndex = run.files[event.file_index];
    if (byIndex?.name === event.file_name) return event.file_index;
  }
  if (!('file_name' in event) || event.file_name === undefined) return -1;
  const name = event.file_name;
  if (run.files[run.currentIndex]?.name === name && !run.files[run.currentIndex]!.isDone) {
    return run.currentIndex;
  }
  const open = run.files.findIndex((file) => file.name === name && !file.isDone);
  return open >= 0 ? open : run.files.findIndex((file) => file.name === name);
}
