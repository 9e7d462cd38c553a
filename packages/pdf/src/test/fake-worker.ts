// A stand-in for the PDF worker that speaks the pool's protocol and misbehaves on request, so the
// pool's handling of hangs, crashes, memory and fairness is tested without MuPDF.
import { parentPort, threadId } from 'node:worker_threads';
import type { WorkerMessage, WorkerRequest } from '../worker/tasks';

/** `memoryMb`: what the worker says it holds after the task. */
type FakeTask = { kind: string; value?: unknown; ms?: number; pages?: number; memoryMb?: number };

const port = parentPort!;
const hold: unknown[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

port.on('message', ({ id, task }: WorkerRequest) => void answer(id, task as unknown as FakeTask));
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

async function answer(id: number, task: FakeTask) {
  const done = (value: unknown, recycle = false) =>
    port.postMessage({
      type: 'done',
      id,
      outcome: { ok: true, value },
      recycle,
      memoryBytes: (task.memoryMb ?? 0) * 1024 * 1024,
    } satisfies WorkerMessage);
  switch (task.kind) {
    case 'echo':
      await sleep(task.ms ?? 0);
      return done(task.value);
    case 'steps':
      for (let page = 1; page <= (task.pages ?? 1); page++) {
        port.postMessage({ type: 'step', id, page } satisfies WorkerMessage);
        await sleep(task.ms ?? 0);
      }
      return done('stepped');
    case 'hang':
      port.postMessage({ type: 'step', id, page: 3 } satisfies WorkerMessage);
      for (;;);
    case 'exit':
      return process.exit(7);
    case 'throw':
      setImmediate(() => {
        throw new Error('boom outside the task');
      });
      return done('thrown later');
    case 'allocate':
      for (;;) hold.push(new Array(1e6).fill({ page: hold.length }));
    case 'recycle':
      return done('used', true);
    case 'thread':
      return done(threadId);
  }
}
