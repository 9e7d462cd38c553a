import type { TDetectEvent } from '@workbench/contracts';
import { DETECTION_TIMING } from './detection-constants';
import {
  addPage,
  completedSummary,
  startedSummary,
  withEngineErrors,
  type DetectionSummary,
} from './detection-summary';
import {
  progressFor,
  type Run,
  type RunFile,
  type StreamEvent,
  type StreamProgress,
} from './stream-progress';

export type ProcessingStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** Workspace §3 "processing info per file". */
export interface ProcessingEntry {
  fileName: string;
  status: ProcessingStatus;
  progress: number;
  error?: string;
}

export const FINISHED: readonly ProcessingStatus[] = ['completed', 'failed'];

/** What a screen reader is told about a run: only its milestones, not every page. */
export interface Milestone {
  kind: 'fileDone' | 'batchDone' | 'error' | 'stopped';
  fileName?: string;
  message?: string;
  at: number;
}

/**
 * The part of the detection state one event changes. An event is applied to a draft and the
 * draft is stored in one update, so subscribers (the status bar, the results, the sync) wake once
 * per event.
 */
export interface RunDraft {
  events: StreamEvent[];
  summaries: Record<string, DetectionSummary>;
  processing: Record<string, ProcessingEntry>;
  progress: StreamProgress;
  hasRealProgress: boolean;
  milestone: Milestone | null;
  /** Files whose entry has finished: removed 5 s later. */
  finished: string[];
}

export function draftOf(state: Omit<RunDraft, 'finished'>): RunDraft {
  const { events, summaries, processing, progress, hasRealProgress, milestone } = state;
  return { events, summaries, processing, progress, hasRealProgress, milestone, finished: [] };
}

function setEntry(draft: RunDraft, key: string, entry: ProcessingEntry) {
  draft.processing = { ...draft.processing, [key]: entry };
  if (FINISHED.includes(entry.status)) draft.finished.push(key);
}

function setSummary(draft: RunDraft, key: string, summary: DetectionSummary) {
  draft.summaries = { ...draft.summaries, [key]: summary };
}

function updateSummary(
  draft: RunDraft,
  key: string,
  update: (summary: DetectionSummary) => DetectionSummary,
) {
  const known = draft.summaries[key];
  if (known) setSummary(draft, key, update(known));
}

const without = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([known]) => known !== key));

/** Drops the entries and summaries of `keys` (files the user closed). */
export function forgetFiles(draft: RunDraft, keys: readonly string[]) {
  for (const key of keys) {
    if (key in draft.processing) draft.processing = without(draft.processing, key);
    if (key in draft.summaries) draft.summaries = without(draft.summaries, key);
  }
}

/** Marks one file of the run finished, as completed or failed. */
export function finishFile(draft: RunDraft, file: RunFile, error?: string) {
  file.isDone = true;
  const entry = draft.processing[file.key];
  setEntry(draft, file.key, {
    fileName: file.name,
    status: error === undefined ? 'completed' : 'failed',
    progress: error === undefined ? 100 : (entry?.progress ?? 0),
    ...(error !== undefined && { error }),
  });
}

/** Marks every file of the run not finished yet as failed, each with its own message. */
export function failFiles(draft: RunDraft, run: Run, messageFor: (file: RunFile) => string) {
  for (const file of run.files) {
    if (file.isDone || file.isSkipped) continue;
    const message = messageFor(file);
    finishFile(draft, file, message);
    updateSummary(draft, file.key, (summary) => ({ ...summary, status: 'failed', error: message }));
  }
  draft.progress = progressFor(run, draft.progress);
}

/** Keeps the event for the status bar: the last 10, heartbeats left out. */
export function recordEvent(draft: RunDraft, event: TDetectEvent, now: number) {
  if (event.type === 'heartbeat') return;
  const data = {
    ...('file_name' in event && event.file_name !== undefined && { file_name: event.file_name }),
    ...('page_number' in event && { page_number: event.page_number }),
  };
  const next = { eventType: event.type, data, timestamp: now };
  draft.events = [...draft.events, next].slice(-DETECTION_TIMING.keptEvents);
}

function fileCompleted(
  draft: RunDraft,
  file: RunFile,
  event: Extract<TDetectEvent, { type: 'file_completed' }>,
  now: number,
) {
  if (file.pagesDone < event.successful_pages) {
    console.warn(
      `Detection of ${file.name}: ${file.pagesDone} of ${event.successful_pages} pages arrived`,
    );
  }
  file.pagesDone = Math.max(file.pagesDone, event.successful_pages);
  file.totalPages = event.total_pages;
  const started = draft.summaries[file.key] ?? startedSummary(file.key, file.name, 0, now);
  setSummary(draft, file.key, completedSummary(started, event.results, now));
  draft.hasRealProgress = true;
  finishFile(draft, file, undefined);
}

function fileError(
  draft: RunDraft,
  file: RunFile,
  event: Extract<TDetectEvent, { type: 'error' }>,
  now: number,
) {
  if (event.engine !== undefined) {
    const failure = { engine: event.engine, message: event.error_message };
    updateSummary(draft, file.key, (summary) => ({
      ...summary,
      engineErrors: withEngineErrors(summary.engineErrors, [failure]),
    }));
    return;
  }
  const failed = draft.summaries[file.key] ?? startedSummary(file.key, file.name, 0, now);
  setSummary(draft, file.key, {
    ...failed,
    status: 'failed',
    error: event.error_message,
    updatedAt: now,
  });
  draft.hasRealProgress = true;
  finishFile(draft, file, event.error_message);
}

/**
 * Applies one event to the draft; `file` is the run's file it concerns, if any (see
 * fileIndexOf). Events of a file the user closed during the run are dropped: a result card
 * without its highlights would look like a file that was checked.
 */
export function applyEvent(
  draft: RunDraft,
  run: Run,
  event: TDetectEvent,
  file: RunFile | undefined,
  now: number,
): void {
  if (event.type === 'batch_completed') {
    run.isBatchCompleted = true;
    draft.hasRealProgress = true;
    draft.milestone = { kind: 'batchDone', at: now };
    return;
  }
  if (event.type === 'error' && (file === undefined || !file.isSkipped)) {
    const named = file && { fileName: file.name };
    draft.milestone = { kind: 'error', message: event.error_message, ...named, at: now };
  }
  if (file === undefined) return;
  if (file.isSkipped) {
    // The server still tells where it is; the file's end lets later events find the next file.
    if (event.type === 'file_completed' || (event.type === 'error' && !event.engine)) {
      file.isDone = true;
    }
    return;
  }
  switch (event.type) {
    case 'file_started':
      file.totalPages = event.total_pages;
      setSummary(draft, file.key, startedSummary(file.key, file.name, event.total_pages, now));
      draft.progress = { ...draft.progress, currentFile: file.name, currentPage: null };
      setEntry(draft, file.key, { fileName: file.name, status: 'processing', progress: 0 });
      return;
    case 'page_started':
      draft.progress = {
        ...draft.progress,
        currentFile: file.name,
        currentPage: event.page_number,
      };
      return;
    case 'page_completed': {
      file.pagesDone += 1;
      file.totalPages ??= event.total_pages;
      updateSummary(draft, file.key, (summary) =>
        addPage(summary, event.page_number, event.results, now),
      );
      const progress = Math.round((file.pagesDone / Math.max(1, event.total_pages)) * 100);
      setEntry(draft, file.key, { fileName: file.name, status: 'processing', progress });
      draft.hasRealProgress = true;
      return;
    }
    case 'file_completed':
      fileCompleted(draft, file, event, now);
      draft.milestone = { kind: 'fileDone', fileName: file.name, at: now };
      return;
    case 'error':
      fileError(draft, file, event, now);
      return;
    default:
      return;
  }
}
