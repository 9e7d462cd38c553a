import { createFastEngine, provideFetchedModels } from '@workbench/detect/fast';
import {
  CLEAN_FAILURES,
  createQueuedEngine,
  engineMemory,
  isEngineFault,
  isHeapLarge,
  resetRefusal,
  runTask,
  TaskBudget,
  taskFailure,
  TesseractJsRecognizer,
  type OcrEngine,
  type PdfLimits,
  type TaskHost,
  type TaskOutcome,
} from '@workbench/pdf/engine';
import type { ImageLike } from 'tesseract.js';
import type { EngineFiles, EngineMessage, PageMessage } from '../protocol';

type Post = (message: EngineMessage, transfer?: ArrayBuffer[]) => void;

export interface EngineWorkerHost {
  /** Runs one task or one page of detection and posts what it came to. */
  handle(message: PageMessage, post: Post, setCurrent: (id: number) => void): Promise<void>;
}

/** The worker's engine, once MuPDF is loaded: tasks as the server's threads run them. */
export async function createEngineWorkerHost({
  files,
  limits,
}: {
  files: EngineFiles;
  limits: PdfLimits;
}): Promise<EngineWorkerHost> {
  provideFetchedModels({
    'ner.json.gz': files.nerModel,
    'word-clusters.txt.gz': files.wordClusters,
  });
  const fast = createFastEngine();
  let ocr: Promise<OcrEngine> | null = null;
  const paths = files.ocr;
  const taskHost: TaskHost = {
    ocrEngine: paths ? () => (ocr ??= Promise.resolve(browserOcr(paths))) : null,
    pageSeconds: limits.pageSeconds,
  };
  return {
    async handle(message, post, setCurrent) {
      if (message.type === 'task') {
        setCurrent(message.id);
        await runOne(message.id, message.task, limits, taskHost, post);
      } else if (message.type === 'detect') {
        try {
          const spans = await fast.detect(message.request);
          post({ type: 'detected', id: message.id, spans });
        } catch (error) {
          post({ type: 'detect-failed', id: message.id, message: messageOf(error) });
        }
      }
    },
  };
}

/**
 * One task, reported as the server's worker thread reports it: a per-file error as a value, the
 * memory held afterwards, and whether the worker should be replaced (its engine faulted, was
 * refused memory or grew past half its cap). Redacted bytes are moved to the page, not copied.
 */
async function runOne(
  id: number,
  task: Parameters<typeof runTask>[0],
  limits: PdfLimits,
  host: TaskHost,
  post: Post,
): Promise<void> {
  resetRefusal();
  const budget = new TaskBudget(limits, (page) => post({ type: 'step', id, page }));
  let isFaulted = false;
  let outcome: TaskOutcome<unknown>;
  try {
    outcome = { ok: true, value: await runTask(task, budget, host) };
  } catch (error) {
    isFaulted = isEngineFault(error);
    outcome = taskFailure(error, budget, engineMemory().wasRefused);
  }
  const transfer: ArrayBuffer[] = [];
  const value = outcome.ok ? (outcome.value as { bytes?: unknown }) : null;
  if (value?.bytes instanceof Uint8Array) transfer.push(value.bytes.buffer as ArrayBuffer);
  const recycle =
    isFaulted ||
    engineMemory().wasRefused ||
    isHeapLarge() ||
    (!outcome.ok && !CLEAN_FAILURES.has(outcome.error.code));
  post({ type: 'done', id, outcome, recycle, memoryBytes: engineMemory().bytes }, transfer);
}

/** tesseract.js in this worker (its own worker beside it), with the build's files, offline. */
function browserOcr(paths: NonNullable<EngineFiles['ocr']>): OcrEngine {
  const { location } = globalThis as unknown as { location: { href: string } };
  const absolute = (path: string) => new URL(path, location.href).href;
  const recognizer = new TesseractJsRecognizer(
    async () => ({
      workerPath: absolute(paths.workerPath),
      corePath: absolute(paths.corePath),
      langPath: absolute(paths.langPath),
      // A blob: worker would run under the page's policy, which does not let it compile wasm.
      workerBlobURL: false,
      cacheMethod: 'none',
      gzip: true,
    }),
    // The browser build of tesseract.js reads a Uint8Array as the image's bytes (loadImage.js);
    // its types name Node's Buffer only.
    (png) => png as unknown as ImageLike,
  );
  return createQueuedEngine(
    'browser',
    (png, options) => recognizer.recognize(png, options),
    () => recognizer.close(),
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
