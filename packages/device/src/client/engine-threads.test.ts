import { DEFAULT_PDF_LIMITS } from '@workbench/pdf/calls';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineMessage, PageMessage } from '../protocol';
import { EngineStartError, EngineThreads } from './engine-threads';

/** A worker whose answers the test scripts: it says what it was sent and replies on demand. */
class ScriptedWorker extends EventTarget {
  static started: ScriptedWorker[] = [];
  readonly received: PageMessage[] = [];
  isTerminated = false;
  constructor(private readonly onInit: (worker: ScriptedWorker) => void) {
    super();
    ScriptedWorker.started.push(this);
  }
  postMessage(message: PageMessage) {
    this.received.push(message);
    if (message.type === 'init') this.onInit(this);
  }
  reply(message: EngineMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  terminate() {
    this.isTerminated = true;
  }
  lastTaskId(): number {
    const last = this.received.at(-1);
    return last && last.type !== 'init' ? last.id : 0;
  }
}

const limits = { ...DEFAULT_PDF_LIMITS, pageSeconds: 30, fileSeconds: 180 };
const task = { type: 'count-pages' as const, bytes: new Uint8Array([1]) };

function threads(onInit = (worker: ScriptedWorker) => worker.reply({ type: 'ready' })) {
  return new EngineThreads({
    startWorker: () => new ScriptedWorker(onInit),
    files: { nerModel: '/n', wordClusters: '/w' },
    limits,
    threads: 1,
  });
}

describe('EngineThreads (the on-device engine’s workers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ScriptedWorker.started = [];
  });
  afterEach(() => vi.useRealTimers());

  it('sends the files and limits first, then the task, and answers its outcome', async () => {
    const engine = threads();
    const answer = engine.run<number>(task);
    await vi.advanceTimersByTimeAsync(0);
    const worker = ScriptedWorker.started[0]!;
    expect(worker.received.map((one) => one.type)).toEqual(['init', 'task']);
    worker.reply({
      type: 'done',
      id: worker.lastTaskId(),
      outcome: { ok: true, value: 3 },
      recycle: false,
      memoryBytes: 0,
    });
    await expect(answer).resolves.toEqual({ ok: true, value: 3 });
    expect(worker.isTerminated).toBe(false);
  });

  it('ends a worker whose page runs past the page time, with the server’s limit error', async () => {
    const engine = threads();
    const answer = engine.run(task);
    await vi.advanceTimersByTimeAsync(0);
    const first = ScriptedWorker.started[0]!;
    first.reply({ type: 'step', id: first.lastTaskId(), page: 4 });
    await vi.advanceTimersByTimeAsync(29_000);
    first.reply({ type: 'step', id: first.lastTaskId(), page: 5 });
    await vi.advanceTimersByTimeAsync(30_001);
    const outcome = await answer;
    expect(outcome).toMatchObject({ ok: false, error: { code: 'LIMIT_EXCEEDED' } });
    expect(!outcome.ok && outcome.error.message).toMatch(/^Page 5 took longer than 30 seconds/);
    expect(first.isTerminated).toBe(true);
    expect(ScriptedWorker.started).toHaveLength(2);
  });

  it('ends a worker whose regular expression runs past two seconds', async () => {
    const engine = threads();
    const answer = engine.run(task);
    await vi.advanceTimersByTimeAsync(0);
    const worker = ScriptedWorker.started[0]!;
    worker.reply({ type: 'regex', id: worker.lastTaskId(), isRunning: true });
    await vi.advanceTimersByTimeAsync(2_001);
    await expect(answer).resolves.toMatchObject({
      ok: false,
      error: { code: 'RegexTimeoutError' },
    });
    expect(worker.isTerminated).toBe(true);
  });

  it('lets a quick regular expression finish', async () => {
    const engine = threads();
    const answer = engine.run(task);
    await vi.advanceTimersByTimeAsync(0);
    const worker = ScriptedWorker.started[0]!;
    const id = worker.lastTaskId();
    worker.reply({ type: 'regex', id, isRunning: true });
    await vi.advanceTimersByTimeAsync(500);
    worker.reply({ type: 'regex', id, isRunning: false });
    await vi.advanceTimersByTimeAsync(5_000);
    worker.reply({
      type: 'done',
      id,
      outcome: { ok: true, value: 1 },
      recycle: false,
      memoryBytes: 0,
    });
    await expect(answer).resolves.toEqual({ ok: true, value: 1 });
  });

  it('replaces a worker that asks for it after its task', async () => {
    const engine = threads();
    const answer = engine.run(task);
    await vi.advanceTimersByTimeAsync(0);
    const worker = ScriptedWorker.started[0]!;
    worker.reply({
      type: 'done',
      id: worker.lastTaskId(),
      outcome: { ok: false, error: { code: 'PROCESSING_FAILED', message: 'x' } },
      recycle: true,
      memoryBytes: 0,
    });
    await answer;
    expect(worker.isTerminated).toBe(true);
    expect(ScriptedWorker.started).toHaveLength(2);
  });

  it('ends the worker of an aborted call and rejects it', async () => {
    const engine = threads();
    const controller = new AbortController();
    const answer = engine.run(task, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(ScriptedWorker.started[0]!.isTerminated).toBe(true);
  });

  it('fails every call with the reason when the engine cannot start here', async () => {
    const engine = threads((worker) =>
      worker.reply({ type: 'start-failed', message: 'WebAssembly is disabled' }),
    );
    const answer = engine.run(task);
    await expect(answer).rejects.toThrow(EngineStartError);
    await expect(engine.run(task)).rejects.toThrow('WebAssembly is disabled');
  });

  it('fails a task whose worker fails outside the engine, and starts another', async () => {
    const engine = threads();
    const answer = engine.run(task);
    await vi.advanceTimersByTimeAsync(0);
    const worker = ScriptedWorker.started[0]!;
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'Out of memory' }));
    await expect(answer).resolves.toMatchObject({
      ok: false,
      error: { code: 'PROCESSING_FAILED', detail: 'Out of memory' },
    });
    expect(ScriptedWorker.started).toHaveLength(2);
  });
});
