import type { InferenceSession } from 'onnxruntime-node';

import {
  EngineError,
  type DetectRequest,
  type Engine,
  type EngineStatus,
  type Span,
} from '../span';
import { GlinerThread } from './gliner-thread';
import { groupLabelPrompts } from './label-prompts';
import { inspectModelFolder } from './model-folder';
import { splitWords } from './words';

export type GlinerEngineOptions = {
  /** The model folder; the server passes `process.env.GLINER_MODEL_DIR`. */
  modelDir: string | undefined;
  /** An ONNX file inside the folder, when the folder holds several variants. */
  modelFile?: string;
  /** Spans scoring at or below this are dropped here; the user's threshold is applied later. */
  minScore?: number;
  /** Words shared by neighbouring windows of a long text. */
  overlapWords?: number;
  sessionOptions?: InferenceSession.SessionOptions;
  /**
   * The worker thread's module: the built server passes its bundled `gliner-worker.js`; the
   * default, `GLINER_WORKER_SOURCE`, runs the TypeScript source through tsx.
   */
  workerFile?: string | URL;
};

/**
 * Spans scoring at or below this are not reported. Low so that a user's threshold down to 0.1
 * still has an effect (the caller applies the threshold); see the README for the decoding cost.
 */
export const DEFAULT_MIN_SCORE = 0.1;
export const DEFAULT_OVERLAP_WORDS = 64;

/** The worker module when running from TypeScript source (tests, development). */
export const GLINER_WORKER_SOURCE = new URL('./source-worker.js', import.meta.url);

/**
 * The standard engine: GLiNER zero-shot NER on onnxruntime-node. The model loads and runs in a
 * worker thread of its own, so the caller's event loop stays free.
 */
export class GlinerEngine implements Engine {
  readonly name = 'standard' as const;
  private readonly thread: GlinerThread;

  constructor(private readonly options: GlinerEngineOptions) {
    this.thread = new GlinerThread(options.workerFile ?? GLINER_WORKER_SOURCE);
  }

  /** Whether the model folder is complete; loads nothing and starts no thread. */
  status(): EngineStatus {
    const check = inspectModelFolder(this.options.modelDir, this.options.modelFile);
    return check.ok ? { state: 'ready' } : { state: 'not_installed', detail: check.detail };
  }

  /** Finds spans of the requested standard types; the first call starts the worker thread. */
  async detect({ text, entities, signal }: DetectRequest): Promise<Span[]> {
    signal?.throwIfAborted();
    const check = inspectModelFolder(this.options.modelDir, this.options.modelFile);
    if (!check.ok) throw new EngineError('standard', check.detail);
    const groups = groupLabelPrompts(entities, check.files.settings.maxTypes);
    if (splitWords(text).length === 0 || groups.length === 0) return [];
    const job = {
      text,
      entities,
      files: check.files,
      minScore: this.options.minScore ?? DEFAULT_MIN_SCORE,
      overlapWords: this.options.overlapWords ?? DEFAULT_OVERLAP_WORDS,
      sessionOptions: this.options.sessionOptions,
    };
    return this.thread.run(job, signal);
  }

  /** Ends the worker thread (server shutdown); a later `detect` starts a new one. */
  close(): Promise<void> {
    return this.thread.close();
  }
}
