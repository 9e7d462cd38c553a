import type { DetectRequest, Span } from '@workbench/detect/batch';
import type { PdfLimits, PdfTask, TaskOutcome } from '@workbench/pdf/calls';

/** Where the engine worker finds its files (from the build's manifest, see assets.ts). */
export interface EngineFiles {
  /** MuPDF's wasm; unset, MuPDF finds it beside its script as the bundler placed it. */
  mupdfWasm?: string;
  nerModel: string;
  wordClusters: string;
  /** tesseract.js's files; unset, OCR is off (scanned pages are read without it). */
  ocr?: {
    workerPath: string;
    corePath: string;
    langPath: string;
  };
}

/** A page of text for the fast engine, without the abort signal (it cannot cross threads). */
export type WireDetectRequest = Omit<DetectRequest, 'signal'>;

/** The page's messages to an engine worker; `init` comes first, once. */
export type PageMessage =
  | { type: 'init'; files: EngineFiles; limits: PdfLimits }
  | { type: 'task'; id: number; task: PdfTask }
  | { type: 'detect'; id: number; request: WireDetectRequest };

/**
 * An engine worker's messages: `ready` once MuPDF is compiled and loaded (or `start-failed`),
 * `step` as each page of a task starts (the page watchdog), `regex` around a user's regular
 * expression (the 2-second watchdog: a browser cannot stop a running pattern, so the page ends
 * the worker), `done` with a task's outcome, `detected` with the fast engine's spans.
 */
export type EngineMessage =
  | { type: 'ready' }
  | { type: 'start-failed'; message: string }
  | { type: 'step'; id: number; page: number | undefined }
  | { type: 'regex'; id: number; isRunning: boolean }
  | {
      type: 'done';
      id: number;
      outcome: TaskOutcome<unknown>;
      recycle: boolean;
      memoryBytes: number;
    }
  | { type: 'detected'; id: number; spans: Span[] }
  | { type: 'detect-failed'; id: number; message: string };

/**
 * What the page needs of an engine worker: a browser's Worker, or a test's stand-in (a Node
 * thread, the same thread). Written out rather than the DOM's type, so Node code (the hostile
 * suite) type-checks against it too.
 */
export interface EngineWorker {
  postMessage(message: PageMessage, transfer: ArrayBuffer[]): void;
  terminate(): void;
  addEventListener(
    type: 'message' | 'error' | 'messageerror',
    listener: (event: WorkerEvent) => void,
  ): void;
}

/** A worker's event as the page reads it: a message's data, an error's message. */
export interface WorkerEvent {
  data?: unknown;
  message?: string;
  preventDefault?(): void;
}
