import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker as ThreadWorker } from 'node:worker_threads';
import type { EngineFiles, PageMessage } from '../protocol';

/**
 * The engine worker's own file (engine.worker.ts, as browsers run it) in a Node worker thread,
 * behind the Web Worker interface the page's EngineThreads uses: the hostile suite runs
 * on-device mode's code paths in Node, and a file that holds a thread past its time is ended as
 * a browser's worker would be. The thread's script heap is capped as the server's threads are.
 */
export class NodeThreadWorker extends EventTarget {
  private readonly thread: ThreadWorker;

  constructor(scriptMemoryMb = 512) {
    super();
    this.thread = new ThreadWorker(new URL('./thread-bootstrap.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: scriptMemoryMb },
    });
    this.thread.on('message', (data: unknown) =>
      this.dispatchEvent(new MessageEvent('message', { data })),
    );
    this.thread.on('error', (error: Error) =>
      this.dispatchEvent(Object.assign(new Event('error'), { message: error.message })),
    );
  }

  postMessage(message: PageMessage, transfer: ArrayBuffer[] = []): void {
    this.thread.postMessage(message, transfer);
  }

  terminate(): void {
    void this.thread.terminate();
  }
}

const MODELS = path.resolve(import.meta.dirname, '../../../detect/models');

/** The model files beside the detect package, as file: URLs the thread's fetch reads. */
export function nodeEngineFiles(): EngineFiles {
  return {
    nerModel: pathToFileURL(path.join(MODELS, 'ner.json.gz')).href,
    wordClusters: pathToFileURL(path.join(MODELS, 'word-clusters.txt.gz')).href,
  };
}
