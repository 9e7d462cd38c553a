import type { InferenceSession } from 'onnxruntime-node';

import type { Span } from '../span';
import type { ModelFiles } from './model-folder';

/** One detect call as the worker thread runs it: the text, the types and the model to use. */
export type GlinerJob = {
  text: string;
  entities: readonly string[];
  files: ModelFiles;
  minScore: number;
  overlapWords: number;
  sessionOptions?: InferenceSession.SessionOptions;
};

/**
 * Main thread → worker. `stop` is an Int32Array(1) over shared memory: the main thread stores 1
 * when the caller's AbortSignal fires, and the worker reads it before each model call, so a stop
 * is seen even while the worker's event loop is busy.
 */
export type ToGlinerWorker = {
  type: 'detect';
  id: number;
  job: GlinerJob;
  stop: SharedArrayBuffer;
};

/** Worker → main thread: exactly one reply per job. */
export type FromGlinerWorker =
  | { type: 'done'; id: number; spans: Span[] }
  | { type: 'stopped'; id: number }
  | { type: 'failed'; id: number; stage: 'load' | 'run'; message: string };
