import { Worker, type Transferable } from 'node:worker_threads';
import { FairQueue, PDF_FILE_ERRORS } from '@workbench/contracts';
import { limitMessage, type LimitName, type PdfLimits } from '../budget/pdf-limits';
import type { PdfTask, TaskOutcome, WorkerMessage, WorkerRequest } from '../worker/tasks';

export interface WorkerPoolOptions {
  file: string | URL;
  threads: number;
  workerData: unknown;
  limits: PdfLimits;
  /**
   * Tasks one owner may have running at once; one thread fewer than `threads` when unset (at
   * least one), so one user's long tasks always leave a thread for everyone else.
   */
  ownerThreads?: number;
  /**
   * A worker whose memory (engine heap and script heap) grew past this is replaced once it has
   * no task to take, so memory one large file needed is given back; unset: never.
   */
  recycleAboveMb?: number;
  /** An idle worker beyond the first is ended after this long. */
  idleMs?: number;
  /** A worker fault no task was waiting on (one dying while idle). */
  onWorkerError?: (error: unknown) => void;
}

export interface RunOptions {
  /** Whose work this is: waiting work is handed out fairly between owners. */
  owner: string;
  signal?: AbortSignal;
  transfer?: Transferable[];
}

interface Job {
  id: number;
  task: PdfTask;
  owner: string;
  transfer: Transferable[];
  signal: AbortSignal | undefined;
  settle: (outcome: TaskOutcome<unknown> | Error) => void;
}

interface Slot {
  worker: Worker;
  isReady: boolean;
  job: Job | null;
  page: number | undefined;
  stepTimer: NodeJS.Timeout | undefined;
  fileTimer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
  fault: unknown;
  /** Its last task left it with more memory than `recycleAboveMb`. */
  isOverBudget: boolean;
}

const DEFAULT_IDLE_MS = 60_000;
const MB = 1024 * 1024;

/** One thread fewer than the pool has, at least one: a thread is always left for others. */
export function defaultOwnerThreads(threads: number): number {
  return Math.max(1, threads - 1);
}

/**
 * Worker threads that run one task each at a time (decision 0022). A task that runs past its
 * time, a worker that runs out of memory or dies, and a worker that reports its engine damaged
 * are all ended here and replaced; the task gets a per-file error and the server goes on.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: FairQueue<Job>;
  private nextId = 1;
  private isClosed = false;
  /** Workers being ended: they count against the threads until their memory is given back. */
  private ending = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    this.queue = new FairQueue(this.ownerThreads);
    this.addWorker();
  }

  get threads(): number {
    return this.options.threads;
  }

  /** Tasks one owner may have running at once. */
  get ownerThreads(): number {
    return Math.min(
      this.threads,
      this.options.ownerThreads ?? defaultOwnerThreads(this.options.threads),
    );
  }

  /** Threads running a task now, for supervision (a test ends one to stand for a crash). */
  busyThreads(): Worker[] {
    return [...this.slots].filter((slot) => slot.job !== null).map((slot) => slot.worker);
  }

  /** Runs a task; resolves with its outcome, rejects with an `AbortError` when the signal aborts. */
  run<T>(task: PdfTask, options: RunOptions): Promise<TaskOutcome<T>> {
    return new Promise<TaskOutcome<T>>((resolve, reject) => {
      if (this.isClosed) return reject(new Error('The PDF pool is closed'));
      if (options.signal?.aborted) return reject(abortError());
      const job: Job = {
        id: this.nextId++,
        task,
        owner: options.owner,
        transfer: options.transfer ?? [],
        signal: options.signal,
        settle: (outcome) => {
          options.signal?.removeEventListener('abort', onAbort);
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome as TaskOutcome<T>);
        },
      };
      const onAbort = () => this.abort(job);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job.owner, job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const job of this.queue.clear()) job.settle(abortError());
    for (const slot of this.slots) this.finish(slot, abortError());
    await Promise.all([...this.slots].map((slot) => this.end(slot)));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!slot.isReady || slot.job !== null) continue;
      const next = this.queue.take();
      if (!next) break;
      this.start(slot, next.item);
    }
    const starting = [...this.slots].filter((slot) => !slot.isReady).length;
    const room = this.options.threads - this.slots.size - this.ending;
    // Work of an owner at its cap waits for that owner's own tasks, not for a new thread.
    const wanted = Math.min(this.queue.runnable - starting, room);
    for (let count = 0; count < wanted; count++) this.addWorker();
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.page = undefined;
    slot.worker.ref();
    const { limits } = this.options;
    slot.fileTimer = setTimeout(() => this.stop(slot, 'file-time'), limits.fileSeconds * 1000);
    this.restartStepTimer(slot);
    const request: WorkerRequest = { id: job.id, task: job.task };
    try {
      slot.worker.postMessage(request, job.transfer);
    } catch (error) {
      this.finish(slot, failure(error));
      this.idle(slot);
    }
  }

  private restartStepTimer(slot: Slot): void {
    clearTimeout(slot.stepTimer);
    const ms = this.options.limits.pageSeconds * 1000;
    slot.stepTimer = setTimeout(() => this.stop(slot, 'page-time'), ms);
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    // A worker being ended may still deliver what it sent before: its late "ready" must not
    // unreference it (the process could exit before it ends) nor offer it for work.
    if (!this.slots.has(slot)) return;
    if (message.type === 'ready') {
      slot.isReady = true;
      this.pump();
      // A starting worker keeps the process alive (a task may be waiting for it); an idle one not.
      if (slot.job === null) slot.worker.unref();
      return;
    }
    if (!slot.job || message.id !== slot.job.id) return;
    if (message.type === 'step') {
      slot.page = message.page;
      this.restartStepTimer(slot);
      return;
    }
    this.finish(slot, message.outcome);
    const budget = this.options.recycleAboveMb;
    slot.isOverBudget = budget !== undefined && message.memoryBytes > budget * MB;
    if (message.recycle) this.replace(slot);
    else this.idle(slot);
  }

  /** Ends a running task from outside: its worker is stopped, whatever it was doing. */
  private stop(slot: Slot, limit: LimitName): void {
    if (!slot.job) return;
    const message = limitMessage(limit, this.options.limits, slot.page);
    this.finish(slot, { ok: false, error: { code: 'LIMIT_EXCEEDED', message, detail: limit } });
    this.replace(slot);
  }

  private abort(job: Job): void {
    if (this.queue.remove(job.owner, job)) {
      job.settle(abortError());
      return;
    }
    const slot = [...this.slots].find((one) => one.job === job);
    if (!slot) return;
    this.finish(slot, abortError());
    this.replace(slot);
  }

  private finish(slot: Slot, outcome: TaskOutcome<unknown> | Error): void {
    const job = slot.job;
    clearTimeout(slot.stepTimer);
    clearTimeout(slot.fileTimer);
    slot.job = null;
    if (!job) return;
    this.queue.finished(job.owner);
    job.settle(outcome);
  }

  private idle(slot: Slot): void {
    slot.worker.unref();
    if (this.slots.size > 1) {
      slot.idleTimer = setTimeout(() => {
        if (slot.job === null && this.slots.size > 1) void this.end(slot);
      }, this.options.idleMs ?? DEFAULT_IDLE_MS);
    }
    this.pump();
    // A worker that grew large serves the work already waiting (its memory is taken anyway) and
    // is replaced once there is none, so the memory goes back while the server is quiet.
    if (slot.job === null && slot.isOverBudget) this.replace(slot);
  }

  /**
   * Ends a worker and starts another in its place once the first is gone, so a file that drove
   * one worker to its memory limit cannot stack up dying workers' memory with a new one's.
   */
  private replace(slot: Slot): void {
    void this.end(slot).then(() => {
      if (this.isClosed) return;
      if (this.slots.size === 0) this.addWorker();
      this.pump();
    });
  }

  private async end(slot: Slot): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    this.ending++;
    // Referenced while it ends, so whoever awaits this is not left behind by an emptied loop.
    slot.worker.ref();
    try {
      await slot.worker.terminate();
    } finally {
      this.ending--;
    }
  }

  private addWorker(): void {
    const { limits } = this.options;
    const worker = new Worker(this.options.file, {
      workerData: this.options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: limits.scriptMemoryMb },
    });
    const slot: Slot = {
      worker,
      isReady: false,
      job: null,
      page: undefined,
      stepTimer: undefined,
      fileTimer: undefined,
      idleTimer: undefined,
      fault: undefined,
      isOverBudget: false,
    };
    this.slots.add(slot);
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => (slot.fault = error));
    worker.on('exit', () => this.onExit(slot));
  }

  /** A worker that ended without being asked to: out of memory, or a fault outside a task. */
  private onExit(slot: Slot): void {
    if (!this.slots.has(slot)) return;
    if (slot.job) this.finish(slot, this.faultOutcome(slot.fault));
    else if (slot.fault) this.options.onWorkerError?.(slot.fault);
    this.replace(slot);
  }

  private faultOutcome(fault: unknown): TaskOutcome<unknown> {
    if ((fault as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      const message = limitMessage('memory', this.options.limits);
      return { ok: false, error: { code: 'LIMIT_EXCEEDED', message, detail: 'memory' } };
    }
    return failure(fault ?? new Error('The PDF worker stopped'));
  }
}

function failure(error: unknown): TaskOutcome<unknown> {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    ok: false,
    error: { code: 'PROCESSING_FAILED', message: PDF_FILE_ERRORS.PROCESSING_FAILED, detail },
  };
}

function abortError(): Error {
  return new DOMException('The operation was aborted', 'AbortError');
}
