import { DETECT_MESSAGES, type TDetectEvent } from '@workbench/contracts';
import { create } from 'zustand';
import {
  addPage,
  completedSummary,
  startedSummary,
  withEngineErrors,
  type DetectionSummary,
} from './detection-summary';
import { DETECTION_TIMING } from './detection-constants';
import {
  fileIndexOf,
  IDLE_PROGRESS,
  progressFor,
  type Run,
  type RunFileInput,
  type StreamEvent,
  type StreamProgress,
} from './stream-progress';

export type { StreamEvent, StreamProgress } from './stream-progress';

export type ProcessingStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** Workspace §3 "processing info per file". */
export interface ProcessingEntry {
  fileName: string;
  status: ProcessingStatus;
  progress: number;
  error?: string;
}

/** The abort reason of the stop button, so the run can tell a stop from a time-out. */
export const STOPPED_BY_USER = new DOMException(DETECT_MESSAGES.cancelled, 'AbortError');

/** The abort reason when the user signs out: the run ends without a word. */
export const ENDED_BY_RESET = new DOMException('The workspace was cleared', 'AbortError');

interface DetectionState {
  isStreaming: boolean;
  /** The status bar is open: from a run's start until it is closed or cleared. */
  isStatusOpen: boolean;
  /** A page, file or batch has finished, so the progress shown is real, not simulated. */
  hasRealProgress: boolean;
  /** When the current run started (ms); the status bar restarts its timers from it. */
  startedAt: number | null;
  progress: StreamProgress;
  /** The last 10 events, oldest first; heartbeats are left out. */
  events: StreamEvent[];
  processing: Record<string, ProcessingEntry>;
  summaries: Record<string, DetectionSummary>;
  run: Run | null;
  /** Starts a run over `files`; null while another run streams. */
  begin: (files: readonly RunFileInput[]) => AbortController | null;
  /** Takes one event in; answers the key of the open file it concerns, if any. */
  receive: (event: TDetectEvent) => string | null;
  /** Marks every unfinished file failed with `message` (the run failed as a whole). */
  failUnfinished: (message: string) => void;
  /** The stream is over, however it ended. */
  finish: () => void;
  /** Stops the running batch; false when nothing runs. */
  stop: () => boolean;
  /** Closes the status bar and forgets the run's progress, events and entries. */
  clearStatus: () => void;
  /** Adds summaries (restored from storage); those already known win. */
  restoreSummaries: (summaries: readonly DetectionSummary[]) => void;
  removeSummaries: (fileKeys: readonly string[]) => void;
}

const FINISHED: readonly ProcessingStatus[] = ['completed', 'failed'];
const removals = new Map<string, ReturnType<typeof setTimeout>>();

export const useDetectionStore = create<DetectionState>()((set, get) => {
  /** Finished entries go 5 s later (workspace §4); a new run's entry for the file stays. */
  function scheduleRemoval(key: string) {
    clearTimeout(removals.get(key));
    removals.set(
      key,
      setTimeout(() => {
        removals.delete(key);
        const entry = get().processing[key];
        if (!entry || !FINISHED.includes(entry.status)) return;
        set((state) => ({
          processing: Object.fromEntries(
            Object.entries(state.processing).filter(([entry]) => entry !== key),
          ),
        }));
      }, DETECTION_TIMING.entryRemovalMs),
    );
  }

  function setEntry(key: string, entry: ProcessingEntry) {
    set((state) => ({ processing: { ...state.processing, [key]: entry } }));
    if (FINISHED.includes(entry.status)) scheduleRemoval(key);
  }

  function setSummary(key: string, update: (summary: DetectionSummary) => DetectionSummary) {
    const known = get().summaries[key];
    if (!known) return;
    set((state) => ({ summaries: { ...state.summaries, [key]: update(known) } }));
  }

  /** Marks one file of the run finished, as completed or failed. */
  function finishFile(run: Run, index: number, error?: string) {
    const file = run.files[index]!;
    file.isDone = true;
    const entry = get().processing[file.key];
    setEntry(file.key, {
      fileName: file.name,
      status: error === undefined ? 'completed' : 'failed',
      progress: error === undefined ? 100 : (entry?.progress ?? 0),
      ...(error !== undefined && { error }),
    });
  }

  function record(event: TDetectEvent) {
    if (event.type === 'heartbeat') return;
    const data = {
      ...('file_name' in event && event.file_name !== undefined && { file_name: event.file_name }),
      ...('page_number' in event && { page_number: event.page_number }),
    };
    const next = { eventType: event.type, data, timestamp: Date.now() };
    set((state) => ({
      events: [...state.events, next].slice(-DETECTION_TIMING.keptEvents),
    }));
  }

  function apply(run: Run, event: TDetectEvent, index: number): void {
    const file = run.files[index];
    const now = Date.now();
    switch (event.type) {
      case 'file_started': {
        run.currentIndex = index;
        if (!file) return;
        file.totalPages = event.total_pages;
        const summary = startedSummary(file.key, file.name, event.total_pages, now);
        set((state) => ({
          summaries: { ...state.summaries, [file.key]: summary },
          progress: { ...state.progress, currentFile: file.name, currentPage: null },
        }));
        setEntry(file.key, { fileName: file.name, status: 'processing', progress: 0 });
        return;
      }
      case 'page_started':
        set((state) => ({
          progress: {
            ...state.progress,
            currentFile: event.file_name,
            currentPage: event.page_number,
          },
        }));
        return;
      case 'page_completed': {
        if (!file) return;
        file.pagesDone += 1;
        file.totalPages ??= event.total_pages;
        setSummary(file.key, (summary) => addPage(summary, event.page_number, event.results, now));
        const progress = Math.round((file.pagesDone / Math.max(1, event.total_pages)) * 100);
        setEntry(file.key, { fileName: file.name, status: 'processing', progress });
        set({ hasRealProgress: true });
        return;
      }
      case 'file_completed': {
        if (!file) return;
        if (file.pagesDone < event.successful_pages) {
          console.warn(
            `Detection of ${file.name}: ${file.pagesDone} of ${event.successful_pages} pages arrived`,
          );
        }
        file.pagesDone = Math.max(file.pagesDone, event.successful_pages);
        file.totalPages = event.total_pages;
        const started = get().summaries[file.key] ?? startedSummary(file.key, file.name, 0, now);
        set((state) => ({
          summaries: {
            ...state.summaries,
            [file.key]: completedSummary(started, event.results, now),
          },
          hasRealProgress: true,
        }));
        finishFile(run, index);
        return;
      }
      case 'batch_completed':
        run.isBatchCompleted = true;
        set({ hasRealProgress: true });
        return;
      case 'error': {
        if (!file) return;
        if (event.engine !== undefined) {
          const failure = { engine: event.engine, message: event.error_message };
          setSummary(file.key, (summary) => ({
            ...summary,
            engineErrors: withEngineErrors(summary.engineErrors, [failure]),
          }));
          return;
        }
        const failed = get().summaries[file.key] ?? startedSummary(file.key, file.name, 0, now);
        set((state) => ({
          summaries: {
            ...state.summaries,
            [file.key]: { ...failed, status: 'failed', error: event.error_message, updatedAt: now },
          },
          hasRealProgress: true,
        }));
        finishFile(run, index, event.error_message);
        return;
      }
      default:
        return;
    }
  }

  function failUnfinished(message: string) {
    const { run } = get();
    if (!run) return;
    run.files.forEach((file, index) => {
      if (file.isDone) return;
      finishFile(run, index, message);
      setSummary(file.key, (summary) => ({ ...summary, status: 'failed', error: message }));
    });
    set((state) => ({ progress: progressFor(run, state.progress) }));
  }

  return {
    isStreaming: false,
    isStatusOpen: false,
    hasRealProgress: false,
    startedAt: null,
    progress: IDLE_PROGRESS,
    events: [],
    processing: {},
    summaries: {},
    run: null,

    begin(files) {
      if (get().isStreaming) return null;
      const controller = new AbortController();
      const run: Run = {
        files: files.map(({ key, name, pageCount }) => ({
          key,
          name,
          totalPages: pageCount,
          pagesDone: 0,
          isDone: false,
        })),
        currentIndex: 0,
        controller,
        isBatchCompleted: false,
      };
      const queued = Object.fromEntries(
        files.map(({ key, name }) => {
          clearTimeout(removals.get(key));
          return [key, { fileName: name, status: 'queued' as const, progress: 0 }];
        }),
      );
      set((state) => ({
        isStreaming: true,
        isStatusOpen: true,
        hasRealProgress: false,
        startedAt: Date.now(),
        events: [],
        run,
        processing: { ...state.processing, ...queued },
        progress: progressFor(run, IDLE_PROGRESS),
      }));
      return controller;
    },

    receive(event) {
      const { run } = get();
      if (!run || !get().isStreaming) return null;
      record(event);
      const index = fileIndexOf(run, event);
      apply(run, event, index);
      set((state) => ({ progress: progressFor(run, state.progress) }));
      return run.files[index]?.key ?? null;
    },

    failUnfinished,

    finish() {
      set({ isStreaming: false });
    },

    stop() {
      const { run, isStreaming } = get();
      if (!run || !isStreaming) return false;
      run.controller.abort(STOPPED_BY_USER);
      failUnfinished(DETECT_MESSAGES.cancelled);
      set({ isStreaming: false });
      return true;
    },

    clearStatus() {
      set((state) => ({
        isStatusOpen: false,
        hasRealProgress: false,
        startedAt: null,
        events: [],
        progress: IDLE_PROGRESS,
        processing: state.isStreaming ? state.processing : {},
      }));
    },

    restoreSummaries(summaries) {
      set((state) => ({
        summaries: {
          ...Object.fromEntries(summaries.map((summary) => [summary.fileKey, summary])),
          ...state.summaries,
        },
      }));
    },

    removeSummaries(fileKeys) {
      const present = fileKeys.filter((key) => key in get().summaries);
      if (present.length === 0) return;
      set((state) => ({
        summaries: Object.fromEntries(
          Object.entries(state.summaries).filter(([key]) => !present.includes(key)),
        ),
      }));
    },
  };
});
