import { parentPort } from 'node:worker_threads';

import { detectWithModel, DetectionStopped } from './gliner-detection';
import type { FromGlinerWorker, GlinerJob, ToGlinerWorker } from './gliner-messages';
import { loadGlinerModel, type GlinerModel } from './gliner-model';

/*
 * The worker thread of the standard engine: it loads the GLiNER model once and runs one detect
 * job at a time for GlinerEngine. onnxruntime-node's session creation and runs are synchronous
 * native calls, so they must never run on the server's main thread.
 */

let loaded: { key: string; model: Promise<GlinerModel> } | null = null;

function modelFor(job: GlinerJob): Promise<GlinerModel> {
  const key = JSON.stringify([job.files, job.sessionOptions ?? {}]);
  if (loaded?.key !== key) {
    const model = loadGlinerModel(job.files, job.sessionOptions);
    // Forget a failure so a repaired folder is picked up by the next job.
    model.catch(() => {
      if (loaded?.model === model) loaded = null;
    });
    loaded = { key, model };
  }
  return loaded.model;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function runJob({ id, job, stop }: ToGlinerWorker): Promise<FromGlinerWorker> {
  const flag = new Int32Array(stop);
  const isStopped = () => Atomics.load(flag, 0) !== 0;
  let model: GlinerModel;
  try {
    model = await modelFor(job);
  } catch (error) {
    return { type: 'failed', id, stage: 'load', message: reasonOf(error) };
  }
  try {
    const settings = { minScore: job.minScore, overlapWords: job.overlapWords };
    return { type: 'done', id, spans: await detectWithModel(model, job, settings, isStopped) };
  } catch (error) {
    if (error instanceof DetectionStopped) return { type: 'stopped', id };
    return { type: 'failed', id, stage: 'run', message: reasonOf(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('gliner.worker.ts runs only as a worker thread');
port.on('message', (message: ToGlinerWorker) => {
  void runJob(message).then((reply) => port.postMessage(reply));
});
