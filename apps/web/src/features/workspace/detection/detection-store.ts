import { DETECT_MESSAGES, type TDetectEvent } from '@workbench/contracts';
import { create } from 'zustand';
import { useFilesStore } from '../files/files-store';
import { DETECTION_TIMING } from './detection-constants';
import {
  applyEvent,
  draftOf,
  failFiles,
  FINISHED,
  forgetFiles,
  recordEvent,
  type Milestone,
  type ProcessingEntry,
  type RunDraft,
} from './detection-draft';
import { startedSummary, type DetectionSummary } from './detection-summary';
import {
  fileIndexOf,
  IDLE_PROGRESS,
  progressFor,
  type Run,
  type RunFile,
  type RunFileInput,
  type StreamEvent,
  type StreamProgress,
} from './stream-progress';

export type { StreamEvent, StreamProgress } from './stream-progress';
export type { Milestone, ProcessingEntry, ProcessingStatus } from './detection-draft';

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
  /** The run's last milestone (a file or the batch done, an error, a stop), for screen readers. */
  milestone: Milestone | null;
  processing: Record<string, ProcessingEntry>;
  summaries: Record<string, DetectionSummary>;
  run: Run | null;
  /** Starts a run over `files`; null while another run streams. */
  begin: (files: readonly RunFileInput[]) => AbortController | null;
  /**
   * Takes one event of the run `controller` started (the current run when left out); answers
   * the key of the open file it concerns, if any. Events of an earlier run are ignored.
   */
  receive: (event: TDetectEvent, controller?: AbortController) => string | null;
  /**
   * Marks every unfinished file of the run `controller` started as failed, with `message` or
   * the message for each file. Does nothing once another run has started.
   */
  failUnfinished: (
    controller: AbortController,
    message: string | ((file: RunFile) => string),
  ) => void;
  /** The stream of the run `controller` started is over, however it ended. */
  finish: (controller: AbortController) => void;
  /** Stops the running batch; false when nothing runs. */
  stop: () => boolean;
  /** Closes the status bar and forgets the run's progress, events and entries. */
  clearStatus: () => void;
  /** Adds summaries (restored from storage); those already known win. */
  restoreSummaries: (summaries: readonly DetectionSummary[]) => void;
  removeSummaries: (fileKeys: readonly string[]) => void;
  /**
   * The user closed these files: their entries and summaries go, and the running batch ignores
   * the rest of their events, even if the file is opened again meanwhile.
   */
  forgetClosedFiles: (fileKeys: readonly string[]) => void;
}

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

  /** Stores a draft in one update. */
  function commit({ finished, ...changes }: RunDraft) {
    set(changes);
    for (const key of new Set(finished)) scheduleRemoval(key);
  }

  /** The run `controller` started, if it is still the current one. */
  function runOf(controller: AbortController | undefined): Run | null {
    const { run } = get();
    return run !== null && (controller === undefined || run.controller === controller) ? run : null;
  }

  function failUnfinished(
    controller: AbortController,
    message: string | ((file: RunFile) => string),
  ) {
    const run = runOf(controller);
    if (!run) return;
    const draft = draftOf(get());
    failFiles(draft, run, typeof message === 'string' ? () => message : message);
    commit(draft);
  }

  return {
    isStreaming: false,
    isStatusOpen: false,
    hasRealProgress: false,
    startedAt: null,
    progress: IDLE_PROGRESS,
    events: [],
    milestone: null,
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
          isSkipped: false,
        })),
        currentIndex: -1,
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
        milestone: null,
        run,
        processing: { ...state.processing, ...queued },
        // The previous run's counts no longer stand: each file's card starts again from nothing.
        summaries: {
          ...state.summaries,
          ...Object.fromEntries(
            files.map(({ key, name, pageCount }) => [
              key,
              startedSummary(key, name, pageCount ?? 0, Date.now()),
            ]),
          ),
        },
        progress: progressFor(run, IDLE_PROGRESS),
      }));
      return controller;
    },

    receive(event, controller) {
      const run = runOf(controller);
      if (!run || !get().isStreaming) return null;
      const now = Date.now();
      const draft = draftOf(get());
      recordEvent(draft, event, now);
      const index = fileIndexOf(run, event);
      if (index >= 0) run.currentIndex = index;
      const file = run.files[index];
      applyEvent(draft, run, event, file, now);
      draft.progress = progressFor(run, draft.progress);
      commit(draft);
      return file !== undefined && !file.isSkipped ? file.key : null;
    },

    failUnfinished,

    finish(controller) {
      if (runOf(controller)) set({ isStreaming: false });
    },

    stop() {
      const { run, isStreaming } = get();
      if (!run || !isStreaming) return false;
      run.controller.abort(STOPPED_BY_USER);
      failUnfinished(run.controller, DETECT_MESSAGES.cancelled);
      set({ isStreaming: false, milestone: { kind: 'stopped', at: Date.now() } });
      return true;
    },

    clearStatus() {
      set((state) => ({
        isStatusOpen: false,
        hasRealProgress: false,
        startedAt: null,
        events: [],
        milestone: null,
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

    forgetClosedFiles(fileKeys) {
      const { run } = get();
      for (const file of run?.files ?? []) if (fileKeys.includes(file.key)) file.isSkipped = true;
      const draft = draftOf(get());
      forgetFiles(draft, fileKeys);
      if (run) draft.progress = progressFor(run, draft.progress);
      commit(draft);
    },
  };
});

useFilesStore.subscribe((state, previous) => {
  if (state.files === previous.files) return;
  const open = new Set(state.files.map((file) => file.key));
  const closed = previous.files.filter((file) => !open.has(file.key)).map((file) => file.key);
  if (closed.length > 0) useDetectionStore.getState().forgetClosedFiles(closed);
});
