import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from './ocr';
import { renderNorwegianPage, renderScannedPage, wordTexts } from './ocr-test-pages';
import { findTesseract } from './tesseract-cli';

const TIMEOUT = 120_000;
const cliAvailable = (await findTesseract()) !== null;
const scanned = renderScannedPage();
const norwegian = renderNorwegianPage();

/** Tesseract processes this test process started and that are still alive (Linux only). */
function runningTesseractChildren(): number {
  if (process.platform !== 'linux') return 0;
  return readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      // stat: "pid (comm) state ppid ..."
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const afterComm = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return stat.includes('(tesseract)') && Number(afterComm[1]) === process.pid;
    } catch {
      return false;
    }
  }).length;
}

/** Resolves with how long `promise` took to reject after `abort()` was called, in ms. */
async function abortAfter(promise: Promise<unknown>, abort: () => void, delayMs: number) {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  const abortedAt = performance.now();
  abort();
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  return { error, elapsed: performance.now() - abortedAt };
}

describe.each([
  { backend: 'cli' as const, skip: !cliAvailable },
  { backend: 'js' as const, skip: false },
])('$backend engine', ({ backend, skip }) => {
  const engines: OcrEngine[] = [];
  afterAll(() => Promise.all(engines.map((engine) => engine.close())));

  it.skipIf(skip)(
    'rejects promptly with an AbortError mid-page and keeps working afterwards',
    async () => {
      const engine = await createOcrEngine({ engine: backend });
      engines.push(engine);
      // Start the engine (and, for tesseract.js, its worker) before timing the abort.
      await engine.recognize(norwegian.png, { dpi: 300 });

      const controller = new AbortController();
      const running = engine.recognize(scanned.png, { dpi: 300, signal: controller.signal });
      const queued = engine.recognize(scanned.png, { dpi: 300, signal: controller.signal });
      const { error, elapsed } = await abortAfter(running, () => controller.abort(), 300);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe('AbortError');
      expect(elapsed).toBeLessThan(200);
      await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
      // The aborted page must not keep burning a core in the background.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(runningTesseractChildren()).toBe(0);

      const lines = await engine.recognize(norwegian.png, { dpi: 300 });
      expect(wordTexts(lines)).toContain('kontantstøtte');
    },
    TIMEOUT,
  );

  it.skipIf(skip)(
    'rejects at once when the signal is already aborted',
    async () => {
      const engine = await createOcrEngine({ engine: backend });
      engines.push(engine);
      const started = performance.now();
      await expect(
        engine.recognize(scanned.png, { dpi: 300, signal: AbortSignal.abort() }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(performance.now() - started).toBeLessThan(100);
    },
    TIMEOUT,
  );

  it.skipIf(skip)('rejects a bad dpi and a closed engine', async () => {
    const engine = await createOcrEngine({ engine: backend });
    await expect(engine.recognize(norwegian.png, { dpi: 0 })).rejects.toThrow(RangeError);
    await engine.close();
    await expect(engine.recognize(norwegian.png, { dpi: 300 })).rejects.toThrow(/closed/);
  });
});

describe('createOcrEngine', () => {
  it("'cli' throws a clear error when the binary is missing", async () => {
    await expect(
      createOcrEngine({ engine: 'cli', tesseractPath: '/nonexistent/tesseract' }),
    ).rejects.toThrow(/Tesseract OCR is not usable at "\/nonexistent\/tesseract"/);
  });

  it("'auto' falls back to tesseract.js when the binary is missing", async () => {
    const engine = await createOcrEngine({ tesseractPath: '/nonexistent/tesseract' });
    expect(engine.backend).toBe('js');
    await engine.close();
  });

  it.skipIf(!cliAvailable)("'auto' prefers the Tesseract binary", async () => {
    const engine = await createOcrEngine({ engine: 'auto' });
    expect(engine.backend).toBe('cli');
    await engine.close();
  });
});
