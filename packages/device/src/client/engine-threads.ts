import { PDF_FILE_ERRORS } from '@workbench/contracts';
import type { Span } from '@workbench/detect/batch';
import {
  limitMessage,
  REGEX_TIME_LIMIT_MS,
  type LimitName,
  type PdfLimits,
  type PdfTask,
  type TaskOutcome,
} from '@workbench/pdf/calls';
import type {
  EngineFiles,
  EngineMessage,
  EngineWorker,
  PageMessage,
  WireDetectRequest,
  WorkerEvent,
} from '../protocol';

/** Starts one engine worker (the bundled engine.worker.ts, or a test's stand-in). */
export type StartWorker = () => EngineWorker;

type Work =
  | { kind: 'task'; task: PdfTask; transfer: ArrayBuffer[] }
  | { kind: 'detect'; request: WireDetectRequest };

interface Job {
  id: number;
  work: Work;
  settle: (result: TaskOutcome<unknown> | { spans: Span[] } | Error) => void;
  signal: AbortSignal | undefined;
}

interface Slot {
  worker: EngineWorker;
  isReady: boolean;
  job: Job | null;
  page: number | undefined;
  stepTimer: ReturnType<typeof setTimeout> | undefined;
  fileTimer: ReturnType<typeof setTimeout> | undefined;
  regexTimer: ReturnType<typeof setTimeout> | undefined;
}

export interface EngineThreadsOptions {
  startWorker: StartWorker;
  files: EngineFiles;
  limits: PdfLimits;
  threads: number;
  /** How long a worker may take to load MuPDF before the start counts as failed. */
  startMs?: number;
}

const DEFAULT_START_MS = 60_000;

/** Why the engine could not start in this browser (its files missing, wasm refused). */
export class EngineStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineStartError';
  }
}

/**
 * The engine's Web Workers, one task each at a time: what the server's WorkerPool does for its
 * threads, in a page. A task that runs past its page or file time, a regular expression past
 * REGEX_TIME_LIMIT_MS, a worker that fails or reports its engine damaged: the worker is ended
 * and replaced, and the task gets the per-file error the server would give. Aborting a call ends
 * its worker. Nothing is sent anywhere: the workers are this page's.
 */
export class EngineThreads {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private isClosed = false;
  private started: Promise<void> | null = null;
  private startFailure: EngineStartError | null = null;

  constructor(private readonly options: EngineThreadsOptions) {}

  get threads(): number {
    return this.options.threads;
  }

  /** Starts the workers and waits until one has loaded the engine (the mode's cold start). */
  start(): Promise<void> {
    this.started ??= new Promise<void>((resolve, reject) => {
      for (let count = 0; count < this.options.threads; count++) this.addWorker();
      const timer = setTimeout(
        () => this.failStart(new EngineStartError('The engine did not start in time')),
        this.options.startMs ?? DEFAULT_START_MS,
      );
      this.onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      this.onStartFailed = (error) => {
        clearTimeout(timer);
        reject(error);
      };
    });
    return this.started;
  }

  run<T>(task: PdfTask, signal?: AbortSignal, transfer: ArrayBuffer[] = []) {
    return this.enqueue({ kind: 'task', task, transfer }, signal) as Promise<TaskOutcome<T>>;
  }

  async detect(request: WireDetectRequest, signal?: AbortSignal): Promise<Span[]> {
    const result = await this.enqueue({ kind: 'detect', request }, signal);
    return (result as { spans: Span[] }).spans;
  }

  close(): void {
    this.isClosed = true;
    for (const job of this.queue.splice(0)) job.settle(abortError());
    for (const slot of [...this.slots]) {
      this.finish(slot, abortError());
      this.end(slot);
    }
  }

  private onReady: () => void = () => undefined;
  private onStartFailed: (error: EngineStartError) => void = () => undefined;

  private enqueue(work: Work, signal: AbortSignal | undefined) {
    return new Promise<TaskOutcome<unknown> | { spans: Span[] }>((resolve, reject) => {
      if (this.isClosed) return reject(new Error('The on-device engine is closed'));
      if (this.startFailure) return reject(this.startFailure);
      if (signal?.aborted) return reject(abortError());
      const job: Job = {
        id: this.nextId++,
        work,
        signal,
        settle: (result) => {
          signal?.removeEventListener('abort', onAbort);
          if (result instanceof Error) reject(result);
          else resolve(result);
        },
      };
      const onAbort = () => this.abort(job);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      void this.start().catch(() => undefined);
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.isReady || slot.job !== null) continue;
      const next = this.queue.shift();
      if (!next) break;
      this.begin(slot, next);
    }
  }

  private begin(slot: Slot, job: Job): void {
    slot.job = job;
    slot.page = undefined;
    const { limits } = this.options;
    slot.fileTimer = setTimeout(() => this.stop(slot, 'file-time'), limits.fileSeconds * 1000);
    this.restartStepTimer(slot);
    const message: PageMessage =
      job.work.kind === 'task'
        ? { type: 'task', id: job.id, task: job.work.task }
        : { type: 'detect', id: job.id, request: job.work.request };
    try {
      slot.worker.postMessage(message, job.work.kind === 'task' ? job.work.transfer : []);
    } catch (error) {
      this.finish(slot, { ok: false, error: processingFailed(error) });
      this.pump();
    }
  }

  private restartStepTimer(slot: Slot): void {
    clearTimeout(slot.stepTimer);
    const ms = this.options.limits.pageSeconds * 1000;
    slot.stepTimer = setTimeout(() => this.stop(slot, 'page-time'), ms);
  }

  private onMessage(slot: Slot, message: EngineMessage): void {
    if (!this.slots.has(slot)) return;
    if (message.type === 'ready') {
      slot.isReady = true;
      this.onReady();
      this.pump();
      return;
    }
    if (message.type === 'start-failed') {
      this.failStart(new EngineStartError(message.message));
      return;
    }
    if (!slot.job || message.id !== slot.job.id) return;
    if (message.type === 'step') {
      slot.page = message.page;
      this.restartStepTimer(slot);
    } else if (message.type === 'regex') {
      clearTimeout(slot.regexTimer);
      if (message.isRunning)
        slot.regexTimer = setTimeout(() => this.stopRegex(slot), REGEX_TIME_LIMIT_MS);
    } else if (message.type === 'detected') {
      this.finish(slot, { spans: message.spans });
      this.pump();
    } else if (message.type === 'detect-failed') {
      this.finish(slot, new Error(message.message));
      this.pump();
    } else if (message.type === 'done') {
      this.finish(slot, message.outcome);
      if (message.recycle) this.replace(slot);
      else this.pump();
    }
  }

  /** Ends a running task from outside: its worker is stopped, whatever it was doing. */
  private stop(slot: Slot, limit: LimitName): void {
    if (!slot.job) return;
    const message = limitMessage(limit, this.options.limits, slot.page);
    this.finish(slot, { ok: false, error: { code: 'LIMIT_EXCEEDED', message, detail: limit } });
    this.replace(slot);
  }

  /** A pattern still running at the limit: the worker's thread cannot be interrupted, only ended. */
  private stopRegex(slot: Slot): void {
    if (!slot.job) return;
    const message = 'The regular expression took too long and was stopped';
    this.finish(slot, { ok: false, error: { code: 'RegexTimeoutError', message } });
    this.replace(slot);
  }

  private abort(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.settle(abortError());
      return;
    }
    const slot = [...this.slots].find((one) => one.job === job);
    if (!slot) return;
    this.finish(slot, abortError());
    this.replace(slot);
  }

  private finish(slot: Slot, result: TaskOutcome<unknown> | { spans: Span[] } | Error): void {
    const job = slot.job;
    clearTimeout(slot.stepTimer);
    clearTimeout(slot.fileTimer);
    clearTimeout(slot.regexTimer);
    slot.job = null;
    job?.settle(result);
  }

  private replace(slot: Slot): void {
    this.end(slot);
    if (this.isClosed) return;
    this.addWorker();
  }

  private end(slot: Slot): void {
    if (!this.slots.delete(slot)) return;
    slot.worker.terminate();
  }

  private addWorker(): void {
    const worker = this.options.startWorker();
    const slot: Slot = {
      worker,
      isReady: false,
      job: null,
      page: undefined,
      stepTimer: undefined,
      fileTimer: undefined,
      regexTimer: undefined,
    };
    this.slots.add(slot);
    worker.addEventListener('message', (event) =>
      this.onMessage(slot, event.data as EngineMessage),
    );
    worker.addEventListener('error', (event) => this.onError(slot, event));
    worker.addEventListener('messageerror', () => this.onError(slot, undefined));
    const init: PageMessage = {
      type: 'init',
      files: this.options.files,
      limits: this.options.limits,
    };
    worker.postMessage(init, []);
  }

  /** A worker that failed outside the engine's own checks: its task fails, it is replaced. */
  private onError(slot: Slot, event: WorkerEvent | undefined): void {
    if (!this.slots.has(slot)) return;
    event?.preventDefault?.();
    const detail = event?.message || 'The engine worker stopped';
    if (!slot.isReady && !slot.job) {
      this.failStart(new EngineStartError(detail));
      return;
    }
    if (slot.job) this.finish(slot, { ok: false, error: processingFailed(new Error(detail)) });
    this.replace(slot);
  }

  /** The engine cannot start here: every call waiting and every later call says why. */
  private failStart(error: EngineStartError): void {
    if (this.startFailure) return;
    this.startFailure = error;
    this.onStartFailed(error);
    for (const job of this.queue.splice(0)) job.settle(error);
    for (const slot of [...this.slots]) {
      this.finish(slot, error);
      this.end(slot);
    }
  }
}

function processingFailed(error: unknown) {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    code: 'PROCESSING_FAILED',
    message: PDF_FILE_ERRORS.PROCESSING_FAILED,
    detail,
  };
}

function abortError(): Error {
  return new DOMException('The operation was aborted', 'AbortError');
}
