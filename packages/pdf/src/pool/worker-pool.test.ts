import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PDF_LIMITS, type PdfLimits } from '../budget/pdf-limits';
import type { PdfTask } from '../worker/tasks';
import { WorkerPool } from './worker-pool';

const FAKE_WORKER = new URL('../test/fake-worker.mjs', import.meta.url);
const pools: WorkerPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

function makePool(
  limits: Partial<PdfLimits> = {},
  threads = 1,
  extra: { recycleAboveMb?: number } = {},
) {
  const faults: unknown[] = [];
  const pool = new WorkerPool({
    file: FAKE_WORKER,
    threads,
    workerData: {},
    limits: { ...DEFAULT_PDF_LIMITS, ...limits },
    onWorkerError: (error) => faults.push(error),
    ...extra,
  });
  pools.push(pool);
  return { pool, faults };
}

// The fake worker reads its own task shapes; the pool passes tasks through untouched.
const task = (fields: Record<string, unknown>) => fields as unknown as PdfTask;
const run = (pool: WorkerPool, fields: Record<string, unknown>, owner = 'anna') =>
  pool.run(task(fields), { owner });

describe('WorkerPool', () => {
  it('ends a page that runs past its time, names the page, and serves the next task', async () => {
    const { pool } = makePool({ pageSeconds: 0.3 });
    const hung = await run(pool, { kind: 'hang' });
    expect(hung).toMatchObject({
      ok: false,
      error: {
        code: 'LIMIT_EXCEEDED',
        detail: 'page-time',
        message: expect.stringMatching(/^Page 3 took longer than 0.3 seconds/),
      },
    });
    expect(await run(pool, { kind: 'echo', value: 'alive' })).toEqual({ ok: true, value: 'alive' });
  });

  it('lets a task of many pages run as long as each page reports in time', async () => {
    const { pool } = makePool({ pageSeconds: 0.2, fileSeconds: 5 });
    expect(await run(pool, { kind: 'steps', pages: 8, ms: 100 })).toEqual({
      ok: true,
      value: 'stepped',
    });
  });

  it('ends a task that runs past the time of a whole file', async () => {
    const { pool } = makePool({ pageSeconds: 5, fileSeconds: 0.4 });
    const slow = await run(pool, { kind: 'steps', pages: 20, ms: 50 });
    expect(slow).toMatchObject({
      ok: false,
      error: { code: 'LIMIT_EXCEEDED', detail: 'file-time' },
    });
  });

  it('reports a worker that runs out of JavaScript memory as the memory limit', async () => {
    const { pool } = makePool({ scriptMemoryMb: 32 });
    const outcome = await run(pool, { kind: 'allocate' });
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'LIMIT_EXCEEDED', detail: 'memory' },
    });
    expect(await run(pool, { kind: 'echo', value: 'again' })).toEqual({ ok: true, value: 'again' });
  }, 20_000);

  it('answers a task whose worker exits with a processing error and replaces the worker', async () => {
    const { pool } = makePool();
    const first = await run(pool, { kind: 'thread' });
    expect(await run(pool, { kind: 'exit' })).toMatchObject({
      ok: false,
      error: { code: 'PROCESSING_FAILED' },
    });
    const second = await run(pool, { kind: 'thread' });
    expect(second.ok && first.ok && second.value).not.toBe(first.ok && first.value);
  });

  it('replaces a worker that asks for it after its task, and reports faults outside tasks', async () => {
    const { pool, faults } = makePool();
    const first = await run(pool, { kind: 'thread' });
    expect(await run(pool, { kind: 'recycle' })).toEqual({ ok: true, value: 'used' });
    const second = await run(pool, { kind: 'thread' });
    expect(second.ok && first.ok && second.value).not.toBe(first.ok && first.value);
    expect(await run(pool, { kind: 'throw' })).toEqual({ ok: true, value: 'thrown later' });
    await expect.poll(() => faults.length).toBe(1);
    expect(await run(pool, { kind: 'echo', value: 'fine' })).toEqual({ ok: true, value: 'fine' });
  });

  it('gives the next free thread to the owner who has waited, not the one with the most work', async () => {
    const { pool } = makePool();
    await run(pool, { kind: 'echo', value: 'started' });
    const finished: string[] = [];
    const anna = Array.from({ length: 4 }, (_, page) =>
      run(pool, { kind: 'echo', value: `anna-${page}`, ms: 50 }).then((outcome) => {
        finished.push(String(outcome.ok && outcome.value));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const bo = run(pool, { kind: 'echo', value: 'bo', ms: 1 }, 'bo').then((outcome) => {
      finished.push(String(outcome.ok && outcome.value));
    });
    await Promise.all([...anna, bo]);
    expect(finished).toEqual(['anna-0', 'bo', 'anna-1', 'anna-2', 'anna-3']);
  });

  it("keeps a thread for others while one owner's long tasks fill the queue", async () => {
    const { pool } = makePool({}, 2);
    // Both threads started, so the figure below is the wait for a thread, not a thread's start.
    await Promise.all([run(pool, { kind: 'echo', ms: 100 }), run(pool, { kind: 'echo' }, 'bo')]);
    const anna = Array.from({ length: 3 }, () => run(pool, { kind: 'echo', ms: 1_000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await run(pool, { kind: 'echo', value: 'bo' }, 'bo')).toEqual({ ok: true, value: 'bo' });
    // Without a thread kept for him, Bo would wait for one of Anna's tasks (~950 ms).
    expect(performance.now() - started).toBeLessThan(500);
    await Promise.all(anna);
  }, 20_000);

  it('replaces a worker that grew past its memory budget once no work waits for it', async () => {
    const { pool } = makePool({}, 1, { recycleAboveMb: 100 });
    const threadOf = async (memoryMb: number) => {
      const outcome = await run(pool, { kind: 'thread', memoryMb });
      return outcome.ok ? outcome.value : undefined;
    };
    const small = await threadOf(40);
    expect(await threadOf(40)).toBe(small);
    // Two large tasks at once: the grown worker takes the waiting one before it goes.
    const [large, waiting] = await Promise.all([threadOf(500), threadOf(500)]);
    expect(large).toBe(small);
    expect(waiting).toBe(small);
    const fresh = await threadOf(40);
    expect(fresh).not.toBe(small);
    expect(await threadOf(40)).toBe(fresh);
  });

  it('ends the running and the waiting tasks when it closes', async () => {
    const { pool } = makePool();
    const running = run(pool, { kind: 'hang' });
    const waiting = run(pool, { kind: 'echo', value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Both settle while close() runs, so their outcomes are captured before it.
    const outcomes = Promise.allSettled([running, waiting]);
    await pool.close();
    const [ranTask, waitedTask] = await outcomes;
    expect(ranTask).toMatchObject({ status: 'rejected', reason: { name: 'AbortError' } });
    expect(waitedTask).toMatchObject({ status: 'rejected', reason: { name: 'AbortError' } });
  });

  it('rejects a queued or running task whose signal aborts, and keeps serving', async () => {
    const { pool } = makePool();
    const controller = new AbortController();
    const running = pool.run(task({ kind: 'hang' }), { owner: 'anna', signal: controller.signal });
    const queued = pool.run(task({ kind: 'echo', value: 1 }), {
      owner: 'anna',
      signal: controller.signal,
    });
    const outcomes = Promise.allSettled([running, queued]);
    controller.abort();
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { name: 'AbortError' } });
    }
    expect(await run(pool, { kind: 'echo', value: 'next' })).toEqual({ ok: true, value: 'next' });
  });

  it('keeps a script alive while its task waits for a worker to start, and until it closes', () => {
    const result = runScript(`
      const pool = makePool();
      const answers = await Promise.all([1, 2, 3].map((value) => pool.run({ kind: 'echo', value }, { owner: 'a' })));
      console.log(JSON.stringify(answers.map((answer) => answer.value)));
      await pool.close();
      console.log('closed');
    `);
    // A failure says why: the script's own error output, or the signal that ended it.
    expect(result.status, `${result.signal ?? ''} ${result.stderr}`).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(['[1,2,3]', 'closed']);
  }, 30_000);

  it('keeps a script alive until it closes, when its workers become ready while being ended', () => {
    // The main thread is held while both workers start, so their "ready" arrives after close()
    // began ending them (it unreferenced them, and the script exited with 13 before they ended).
    const result = runScript(`
      for (let round = 1; round <= 3; round++) {
        const pool = makePool();
        const tasks = Promise.allSettled([1, 2].map((value) => pool.run({ kind: 'echo', value }, { owner: 'a' })));
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
        await pool.close();
        console.log((await tasks).map((task) => task.status).join());
      }
    `);
    expect(result.status, `${result.signal ?? ''} ${result.stderr}`).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(Array(3).fill('rejected,rejected'));
  }, 30_000);
});

/** Runs a script with a two-thread pool of fake workers in its own process, as a CLI would. */
function runScript(body: string): SpawnSyncReturns<string> {
  const script = `
    import { WorkerPool } from ${JSON.stringify(new URL('./worker-pool.ts', import.meta.url).href)};
    import { DEFAULT_PDF_LIMITS } from ${JSON.stringify(new URL('../budget/pdf-limits.ts', import.meta.url).href)};
    const makePool = () => new WorkerPool({
      file: new URL(${JSON.stringify(FAKE_WORKER.href)}),
      threads: 2,
      workerData: {},
      limits: DEFAULT_PDF_LIMITS,
    });
    ${body}
  `;
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-pool-'));
  const file = path.join(dir, 'script.mts');
  writeFileSync(file, script);
  try {
    return spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
