import os from 'node:os';
import { FairQueue } from '@workbench/contracts';
import type { OfficeAnswer, OfficeRequest } from './office-worker';

/** What the pool needs of a LibreOffice worker: a start ahead of work, one file at a time, an end. */
export interface OfficeProcess {
  warm(): void;
  convert(request: OfficeRequest): Promise<OfficeAnswer>;
  close(): Promise<void>;
}

type Job = {
  request: OfficeRequest;
  signal: AbortSignal | undefined;
  resolve: (answer: OfficeAnswer) => void;
  reject: (error: unknown) => void;
};

/** The work a conversion belongs to: whose it is, and a signal that drops it while it waits. */
export interface OfficeCall {
  owner: string;
  signal?: AbortSignal;
}

const GIB = 1024 ** 3;

/** The signal's reason when it is an error, else the standard AbortError. */
function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('This operation was aborted', 'AbortError');
}

/**
 * LibreOffice processes for a machine of this size: one per core, at least two (so one user's
 * long file always leaves one for others), at most four, and no more than one per 2 GB of memory
 * (a LibreOffice converting a large sheet holds up to its address-space cap).
 */
export function defaultOfficeWorkers(
  cores = os.availableParallelism(),
  memoryBytes = os.totalmem(),
): number {
  const byMemory = Math.max(1, Math.floor(memoryBytes / (2 * GIB)));
  return Math.min(4, byMemory, Math.max(2, cores));
}

/**
 * A few LibreOffice processes shared fairly between users (issue 63): the next waiting file goes
 * to the user with the fewest files converting, then to the one served least recently (the
 * PDF pool's FairQueue), and one user never holds every process. So another user's small file
 * waits for no one's large spreadsheet; a user's own files are converted in the order sent.
 * Processes start when first needed and are kept; while every started one is busy, one more is
 * started ahead of need (LibreOffice takes seconds to start), up to the pool's size.
 */
export class OfficePool {
  private readonly idle: OfficeProcess[] = [];
  private readonly all: OfficeProcess[] = [];
  private readonly queue: FairQueue<Job>;
  private isClosed = false;

  constructor(
    private readonly start: () => OfficeProcess,
    readonly size: number,
    perOwner = Math.max(1, size - 1),
  ) {
    this.queue = new FairQueue(perOwner);
  }

  convert(request: OfficeRequest, call: OfficeCall): Promise<OfficeAnswer> {
    return new Promise<OfficeAnswer>((resolve, reject) => {
      if (this.isClosed) return reject(new Error('The Office converter is closed'));
      if (call.signal?.aborted) return reject(abortError(call.signal));
      const job: Job = { request, signal: call.signal, resolve, reject };
      call.signal?.addEventListener(
        'abort',
        () => {
          // A file still waiting leaves the queue; one converting finishes (LibreOffice has no
          // safe way to stop one file) and its answer is dropped by the caller.
          if (this.queue.remove(call.owner, job)) reject(abortError(call.signal!));
        },
        { once: true },
      );
      this.queue.push(call.owner, job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const job of this.queue.clear()) job.reject(new Error('The Office converter is closed'));
    await Promise.all(this.all.map((worker) => worker.close()));
  }

  private pump(): void {
    while (!this.isClosed) {
      const worker = this.idle.pop() ?? this.newWorker();
      if (!worker) return;
      const next = this.queue.take();
      if (!next) {
        this.idle.push(worker);
        return;
      }
      const { owner, item: job } = next;
      worker
        .convert(job.request)
        .then(job.resolve, job.reject)
        .finally(() => {
          this.queue.finished(owner);
          this.idle.push(worker);
          this.pump();
        });
      if (this.idle.length === 0 && this.all.length < this.size) this.warmOneMore();
    }
  }

  private newWorker(): OfficeProcess | undefined {
    if (this.all.length >= this.size || this.queue.runnable === 0) return undefined;
    const worker = this.start();
    this.all.push(worker);
    return worker;
  }

  private warmOneMore(): void {
    const worker = this.start();
    this.all.push(worker);
    this.idle.push(worker);
    worker.warm();
  }
}
