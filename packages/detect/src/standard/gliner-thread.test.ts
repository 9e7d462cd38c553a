import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EngineError } from '../span';
import { GLINER_WORKER_SOURCE, GlinerEngine } from './gliner-engine';
import { writeTinyGliner } from './tiny-gliner.fixture';
import { planWindows } from './windows';

const root = mkdtempSync(join(tmpdir(), 'gliner-thread-'));
const fastModel = join(root, 'fast');
const slowModel = join(root, 'slow');
const engines: GlinerEngine[] = [];

beforeAll(() => {
  writeTinyGliner(fastModel);
  // Each model call multiplies 32 matrices of 512×512: some 100 ms on one core.
  writeTinyGliner(slowModel, { maxLen: 8, slowMatMuls: 32 });
});
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
  rmSync(root, { recursive: true, force: true });
});

function glinerEngine(options: ConstructorParameters<typeof GlinerEngine>[0]): GlinerEngine {
  const engine = new GlinerEngine(options);
  engines.push(engine);
  return engine;
}

const bobs = (count: number) => Array.from({ length: count }, () => 'Bob').join(' ');
const names = (spans: { text: string }[]) => spans.map((span) => span.text);

/**
 * A worker module that notes each start in `log`, dies when a job's text contains "CRASH", and
 * otherwise is the real worker.
 */
function crashingWorker(log: string): string {
  const file = join(root, 'crashing-worker.mjs');
  writeFileSync(
    file,
    [
      "import { appendFileSync } from 'node:fs';",
      "import { parentPort } from 'node:worker_threads';",
      `appendFileSync(${JSON.stringify(log)}, 'started\\n');`,
      // The real worker's listener first: messages go to the listeners present when they arrive.
      `await import(${JSON.stringify(GLINER_WORKER_SOURCE.href)});`,
      "parentPort.on('message', (message) => {",
      "  if (message.job.text.includes('CRASH')) process.exit(3);",
      '});',
    ].join('\n'),
  );
  return file;
}

// Model calls take a while on a loaded machine, and one test starts a Node process.
describe('GlinerEngine worker thread', { timeout: 60_000 }, () => {
  const sessionOptions = { intraOpNumThreads: 1 };
  const slow = glinerEngine({ modelDir: slowModel, overlapWords: 3, sessionOptions });

  beforeAll(async () => {
    // Load the model first, so the tests below time model calls only.
    expect(names(await slow.detect({ text: 'Bob', entities: ['PERSON'] }))).toEqual(['Bob']);
  }, 60_000);

  it('keeps the main thread free while the model runs', async () => {
    const text = bobs(30);
    const windows = planWindows(new Array<number>(30).fill(1), {
      maxWords: 8,
      maxTokens: 500,
      overlap: 3,
      minOverlap: 5,
    }).length;
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      const spans = await slow.detect({ text, entities: ['PERSON'] });
      expect(spans).toHaveLength(30);
    } finally {
      clearInterval(timer);
    }
    // Were the model calls on this thread, the timer could fire at most once between two calls.
    expect(windows).toBe(9);
    expect(ticks).toBeGreaterThan(3 * windows);
  });

  it('rejects at once when aborted and skips the remaining model calls', async () => {
    const text = bobs(60);
    let started = performance.now();
    await slow.detect({ text, entities: ['PERSON'] });
    const whole = performance.now() - started;

    const controller = new AbortController();
    const aborted = slow.detect({ text, entities: ['PERSON'], signal: controller.signal });
    setTimeout(() => controller.abort(), 150);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    // The next job waits only for the model call in progress, not for the rest of the text.
    started = performance.now();
    expect(names(await slow.detect({ text: 'Bob', entities: ['PERSON'] }))).toEqual(['Bob']);
    expect(performance.now() - started).toBeLessThan(whole / 2);
  });

  it('drops a queued request whose signal aborts before its turn', async () => {
    const first = slow.detect({ text: bobs(20), entities: ['PERSON'] });
    const controller = new AbortController();
    const queued = slow.detect({ text: 'Bob', entities: ['PERSON'], signal: controller.signal });
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    expect(await first).toHaveLength(20);
  });

  it('starts one worker on first use, reuses it, and starts a fresh one after a crash', async () => {
    const log = join(root, 'starts.log');
    writeFileSync(log, '');
    const starts = () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
    const engine = glinerEngine({ modelDir: fastModel, workerFile: crashingWorker(log) });
    expect(engine.status()).toEqual({ state: 'ready' });
    expect(await engine.detect({ text: ' ', entities: ['PERSON'] })).toEqual([]);
    expect(starts()).toBe(0);

    expect(names(await engine.detect({ text: 'Bob', entities: ['PERSON'] }))).toEqual(['Bob']);
    expect(names(await engine.detect({ text: 'Alice', entities: ['PERSON'] }))).toEqual(['Alice']);
    expect(starts()).toBe(1);

    const crashed = engine.detect({ text: 'Bob CRASH', entities: ['PERSON'] });
    const waiting = engine.detect({ text: 'Bob', entities: ['PERSON'] });
    const error: unknown = await crashed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      engine: 'standard',
      message: /^Standard AI stopped unexpectedly \(it exited with code 3\)/,
    });
    expect(names(await waiting)).toEqual(['Bob']);
    expect(starts()).toBe(2);
  });

  it('reports a worker module that cannot start as an EngineError', async () => {
    const engine = glinerEngine({ modelDir: fastModel, workerFile: join(root, 'missing.mjs') });
    const error: unknown = await engine
      .detect({ text: 'Bob', entities: ['PERSON'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ message: /^Standard AI stopped unexpectedly/ });
  });

  it('does not keep the process alive once idle', () => {
    // A script that detects once and neither closes the engine nor exits.
    const script = join(root, 'idle.mts');
    const engineModule = new URL('./gliner-engine.ts', import.meta.url).href;
    writeFileSync(
      script,
      [
        `const { GlinerEngine } = await import(${JSON.stringify(engineModule)});`,
        `const engine = new GlinerEngine({ modelDir: ${JSON.stringify(fastModel)} });`,
        "const spans = await engine.detect({ text: 'Bob', entities: ['PERSON'] });",
        'console.log(spans.map((span) => span.text).join());',
      ].join('\n'),
    );
    const repo = fileURLToPath(new URL('../../../..', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 40_000,
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: 'Bob' });
  });
});
