import { Worker } from 'node:worker_threads';

import { EngineError, type Span } from '../span';
import type { FromGlinerWorker, GlinerJob, ToGlinerWorker } from './gliner-messages';

type Pending = {
  id: number;
  job: GlinerJob;
  /** Shared with the worker: set to 1 to make it skip the job's remaining model calls. */
  stop: Int32Array;
  signal: AbortSignal | undefined;
  onAbort: () => void;
  resolve: (spans: Span[]) => void;
  reject: (error: unknown) => void;
  isSettled: boolean;
};

type Outcome = { spans: Span[] } | { error: unknown };

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function failure(reply: Extract<FromGlinerWorker, { type: 'failed' }>): EngineError {
  const what = reply.stage === 'load' ? 'could not load its model' : 'failed on the text';
  return new EngineError('standard', `Standard AI ${what}: ${reply.message}`);
}

/**
 * The worker thread behind the standard engine. It starts on the first job and is reused; jobs run
 * one at a time in arrival order. An idle worker is unref'd so it never keeps the process alive;
 * a worker that dies fails its job and the next job starts a fresh one.
 */
export class GlinerThread {
  private worker: Worker | null = null;
  private current: Pending | null = null;
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(private readonly workerFile: string | URL) {}

  /** Runs one job. Aborting `signal` rejects at once with its reason and stops the job's work. */
  run(job: GlinerJob, signal: AbortSignal | undefined): Promise<Span[]> {
    return new Promise<Span[]>((resolve, reject) => {
      signal?.throwIfAborted();
      const pending: Pending = {
        id: this.nextId++,
        job,
        stop: new Int32Array(new SharedArrayBuffer(4)),
        signal,
        onAbort: () => this.abort(pending),
        resolve,
        reject,
        isSettled: false,
      };
      signal?.addEventListener('abort', pending.onAbort, { once: true });
      this.queue.push(pending);
      this.pump();
    });
  }

  /** Ends the worker thread; waiting jobs reject. A later `run` starts a new worker. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    const error = new EngineError('standard', 'Standard AI was shut down');
    for (const pending of [this.current, ...this.queue.splice(0)]) {
      if (pending) this.settle(pending, { error });
    }
    this.current = null;
    await worker?.terminate();
  }

  private abort(pending: Pending): void {
    this.settle(pending, { error: pending.signal?.reason });
    const at = this.queue.indexOf(pending);
    if (at >= 0) this.queue.splice(at, 1);
    // The worker stays busy until its model call in progress returns, then replies "stopped";
    // the next job waits for that reply.
    else if (pending === this.current) Atomics.store(pending.stop, 0, 1);
  }

  private settle(pending: Pending, outcome: Outcome): void {
    if (pending.isSettled) return;
    pending.isSettled = true;
    pending.signal?.removeEventListener('abort', pending.onAbort);
    if ('spans' in outcome) pending.resolve(outcome.spans);
    else pending.reject(outcome.error);
  }

  private pump(): void {
    while (!this.current && this.queue.length > 0) {
      const pending = this.queue.shift()!;
      let worker: Worker;
      try {
        worker = this.started();
      } catch (error) {
        const message = `Standard AI could not start its worker thread: ${reasonOf(error)}`;
        this.settle(pending, { error: new EngineError('standard', message, { cause: error }) });
        continue;
      }
      const message: ToGlinerWorker = {
        type: 'detect',
        id: pending.id,
        job: pending.job,
        stop: pending.stop.buffer as SharedArrayBuffer,
      };
      try {
        worker.postMessage(message);
      } catch (error) {
        // Options that cannot be copied to the thread (e.g. a function in sessionOptions).
        const reason = `Standard AI could not pass the request to its worker thread: ${reasonOf(error)}`;
        this.settle(pending, { error: new EngineError('standard', reason, { cause: error }) });
        continue;
      }
      this.current = pending;
      worker.ref();
    }
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerFile);
    worker.on('message', (reply: FromGlinerWorker) => this.handleReply(worker, reply));
    worker.on('error', (error) => this.handleLoss(worker, reasonOf(error)));
    worker.on('messageerror', (error) => this.handleLoss(worker, reasonOf(error)));
    worker.on('exit', (code) => this.handleLoss(worker, `it exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private handleReply(worker: Worker, reply: FromGlinerWorker): void {
    const pending = this.current;
    if (worker !== this.worker || !pending || reply.id !== pending.id) return;
    this.current = null;
    if (reply.type === 'done') this.settle(pending, { spans: reply.spans });
    else if (reply.type === 'failed') this.settle(pending, { error: failure(reply) });
    // "stopped" answers an abort, whose caller has been told already.
    if (this.queue.length === 0) worker.unref();
    this.pump();
  }

  private handleLoss(worker: Worker, reason: string): void {
    if (worker !== this.worker) return;
    this.worker = null;
    void worker.terminate();
    const pending = this.current;
    this.current = null;
    if (pending) {
      const message = `Standard AI stopped unexpectedly (${reason}); the next request restarts it`;
      this.settle(pending, { error: new EngineError('standard', message) });
    }
    this.pump();
  }
}
