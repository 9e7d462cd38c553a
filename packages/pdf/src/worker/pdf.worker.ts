// First: caps MuPDF's heap before MuPDF is loaded by the imports below.
import { engineMemory, isHeapLarge, resetRefusal } from './memory-cap';
import '../node-host';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData, type Transferable } from 'node:worker_threads';
import { TaskBudget } from '../budget/task-budget';
import { isEngineFault } from '../engine/pdf-file-error';
import { createOcrEngine, type OcrEngine } from '../ocr';
import { CLEAN_FAILURES, runTask, taskFailure, type TaskHost } from './run-task';
import type { TaskOutcome, WorkerConfig, WorkerMessage, WorkerRequest } from './tasks';

const config = workerData as WorkerConfig;
const port = parentPort!;
let ocr: Promise<OcrEngine> | null = null;

const ocrChoice = config.ocrEngine === 'off' ? null : config.ocrEngine;
const host: TaskHost = {
  ocrEngine:
    ocrChoice === null
      ? null
      : () => (ocr ??= createOcrEngine({ engine: ocrChoice, tesseractPath: config.tesseractPath })),
  pageSeconds: config.limits.pageSeconds,
};

port.on('message', (request: WorkerRequest) => void answer(request));
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

/**
 * Runs one task on one file and reports a per-file error as a value, with the memory the worker
 * holds afterwards (the pool replaces a worker that grew past its budget once it is idle). A
 * worker whose engine faulted, was refused memory or grew past half its cap asks to be replaced
 * at once; redacted bytes are moved to the main thread, not copied.
 */
async function answer({ id, task }: WorkerRequest): Promise<void> {
  resetRefusal();
  const budget = new TaskBudget(config.limits, (page) =>
    port.postMessage({ type: 'step', id, page } satisfies WorkerMessage),
  );
  let isFaulted = false;
  let outcome: TaskOutcome<unknown>;
  try {
    outcome = { ok: true, value: await runTask(task, budget, host) };
  } catch (error) {
    isFaulted = isEngineFault(error);
    outcome = taskFailure(error, budget, engineMemory().wasRefused);
  }
  const transfer: Transferable[] = [];
  const value = outcome.ok ? (outcome.value as { bytes?: unknown }) : null;
  if (value?.bytes instanceof Uint8Array) transfer.push(value.bytes.buffer as ArrayBuffer);
  const recycle =
    isFaulted ||
    engineMemory().wasRefused ||
    isHeapLarge() ||
    (!outcome.ok && !CLEAN_FAILURES.has(outcome.error.code));
  // WebAssembly memory never shrinks, and V8 keeps a grown heap committed for a while.
  const memoryBytes = engineMemory().bytes + getHeapStatistics().total_heap_size;
  port.postMessage(
    { type: 'done', id, outcome, recycle, memoryBytes } satisfies WorkerMessage,
    transfer,
  );
}
