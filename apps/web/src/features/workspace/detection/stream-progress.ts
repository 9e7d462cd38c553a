import { LIMITS, type TDetectEvent, type TDetectEventType } from '@workbench/contracts';

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
  /** The server has finished the file: completed or failed. */
  isDone: boolean;
  /** The user closed the file during the run: its events are ignored and it counts as done. */
  isSkipped: boolean;
}

export interface Run {
  files: RunFile[];
  /** The file the server works on: the last one started (-1 before the first). */
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
 * the same and the current file counts by its pages done. Files closed during the run are left
 * out. Never 100 before batch_completed.
 */
export function progressOf(all: readonly RunFile[], isBatchCompleted: boolean): number {
  if (isBatchCompleted) return 100;
  const files = all.filter((file) => !file.isSkipped);
  if (files.length === 0) return all.length === 0 ? 0 : 99;
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
    filesCompleted: run.files.filter((file) => file.isDone || file.isSkipped).length,
    totalFiles: run.files.length,
    pagesCompleted: run.files.reduce((sum, file) => sum + file.pagesDone, 0),
    totalPages: run.files.reduce((sum, file) => sum + (file.totalPages ?? 0), 0),
    progressPercentage: progressOf(run.files, run.isBatchCompleted),
  };
}

/** The name the server gives an uploaded file (apps/server/src/pdf/read-upload.ts fileName()). */
export function serverFileName(name: string): string {
  const cleaned = name.replace(/[\\/]/g, '_').trim();
  return (cleaned || 'document.pdf').slice(0, LIMITS.files.maxNameLength);
}

function indexByName(run: Run, name: string): number {
  const named = (file: RunFile) => file.name === name || serverFileName(file.name) === name;
  const open = run.files.findIndex((file) => named(file) && !file.isDone && !file.isSkipped);
  return open >= 0 ? open : run.files.findIndex(named);
}

/**
 * The run's file an event concerns, or -1. The server works through the files one at a time in
 * upload order: file_started carries the file's index; every later event of a file belongs to
 * the file started last, and a file's error without a file_started before it (a file that could
 * not be read) to the next file in order. Names are not trusted (the server cleans and shortens
 * them, and two files may share one); they are only a fallback, compared as the server writes
 * them.
 */
export function fileIndexOf(run: Run, event: TDetectEvent): number {
  if (event.type === 'file_started') {
    const index = event.file_index;
    return index >= 0 && index < run.files.length ? index : indexByName(run, event.file_name);
  }
  if (!('file_name' in event) || event.file_name === undefined) return -1;
  const current = run.files[run.currentIndex];
  if (current !== undefined && !current.isDone) return run.currentIndex;
  const next = run.currentIndex + 1;
  return next < run.files.length ? next : indexByName(run, event.file_name);
}
