/**
 * `npm run bench:device` (issue 54): on-device mode's engine in Chromium's Web Worker against the
 * server's pool in Node, in one run on one machine.
 *
 * - Redaction of the 134-page manual of the corpus with 50 areas a page (its words, spread over
 *   each page), sanitised, saved and verified: median of three after a warm-up on each side;
 *   target device ÷ server ≤ 1.3. Both outputs are read by pdftotext and must be the same text.
 * - The mode's cold start (manifest, worker script and chunks, MuPDF's wasm compiled and loaded)
 *   the first time in a fresh browser, and again with the files in its cache.
 * - The tab's peak memory: the high-water mark of the renderer process's resident set (the page
 *   and its dedicated workers live in it) over the whole run.
 *
 * The page is built by Vite with the web app's device-assets plugin, so it bundles and loads the
 * engine exactly as the workspace does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import {
  normalizeAppearance,
  ZRedactionMappings,
  type TPdfPage,
  type TRedactionMapping,
} from '@workbench/contracts';
import { PdfPool } from '@workbench/pdf';
import { build } from 'vite';
import { deviceAssets } from '../../packages/device/build/device-assets';
import { median } from '../../packages/pdf/bench/measure';
import { formatMs, formatRatio, Report, verdict } from '../../packages/pdf/bench/report';
import { workerFile } from '../../packages/pdf/bench/worker-file';
import { launch } from './viewer-session';

const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/pdfs');
const MANUAL = path.join(CORPUS, 'text-report_134-pages_reportlab-userguide.pdf');
const AREAS_PER_PAGE = 50;
const RUNS = 3;
const RATIO_TARGET = 1.3;
const MB = 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.gz': 'application/gzip',
  '.pdf': 'application/pdf',
};

type Redacted = { ms: number; passed?: boolean; base64?: string; error?: string };

/** The bench page and the engine's files, built as the web app builds them. */
async function buildPage(outDir: string): Promise<void> {
  const device = deviceAssets({ buildId: 'device-bench' });
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(import.meta.dirname, 'device-page'),
    plugins: [device.plugin],
    worker: { format: 'es', plugins: () => [device.workerPlugin()] },
    build: { outDir, emptyOutDir: true, target: 'es2023' },
  });
}

/** Serves the built page and the manual; every answer may be kept by the browser's cache. */
async function serve(outDir: string, manual: Uint8Array): Promise<Server> {
  const server = createServer((request, response) => {
    const url = (request.url ?? '/').split('?')[0]!;
    if (url === '/manual.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(manual);
    }
    const file = path.join(outDir, url === '/' ? 'index.html' : url);
    if (!file.startsWith(outDir)) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': url === '/' ? 'no-cache' : 'max-age=31536000, immutable',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Fifty of each page's words as areas (all of a page with fewer), spread over the page. */
function mappingOf(pages: readonly TPdfPage[]): TRedactionMapping {
  return ZRedactionMappings.parse([
    {
      pages: pages.map((page) => {
        const step = Math.max(1, Math.floor(page.words.length / AREAS_PER_PAGE));
        const words = page.words.filter((_, index) => index % step === 0).slice(0, AREAS_PER_PAGE);
        return {
          page: page.page_number,
          sensitive: words.map((word) => ({
            bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
            entity_type: 'MANUAL',
            original_text: word.text,
          })),
        };
      }),
    },
  ])[0]!;
}

/** The high-water mark of the renderer processes' resident sets (VmHWM). */
async function peakRendererBytes(session: CDPSession): Promise<number> {
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  return processInfo
    .filter((info) => info.type === 'renderer')
    .reduce((peak, info) => {
      try {
        const status = readFileSync(`/proc/${info.id}/status`, 'utf8');
        return Math.max(peak, Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
      } catch {
        return peak;
      }
    }, 0);
}

function pdftotext(bytes: Uint8Array, dir: string, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

async function startEngine(page: Page, base: string): Promise<number> {
  await page.goto(base);
  return page.evaluate(() =>
    (window as unknown as { deviceBench: { start(): Promise<number> } }).deviceBench.start(),
  );
}

async function redactOnDevice(page: Page, mapping: TRedactionMapping): Promise<Redacted> {
  const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
  return page.evaluate(
    ([areas, look]) =>
      (
        window as unknown as {
          deviceBench: { redact(url: string, m: unknown, a: unknown): Promise<Redacted> };
        }
      ).deviceBench.redact('/manual.pdf', areas, look),
    [mapping, appearance] as const,
  );
}

const report = new Report();
const work = mkdtempSync(path.join(tmpdir(), 'device-bench-'));
const outDir = path.join(work, 'page');
const manual = new Uint8Array(readFileSync(MANUAL));
await buildPage(outDir);
const server = await serve(outDir, manual);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const pool = new PdfPool({ workerFile: workerFile(), ocrEngine: 'off' });
let browser: Browser | null = null;
try {
  const read = await pool.extract(manual);
  if (!read.ok) throw new Error(read.error.message);
  const mapping = mappingOf(read.value.pages);
  const areas = mapping.pages.reduce((sum, page) => sum + page.sensitive.length, 0);
  const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });

  browser = await launch();
  const context = await browser.newContext();
  const cdp = await browser.newBrowserCDPSession();
  const first = await context.newPage();
  const coldMs = await startEngine(first, base);
  await first.close();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(message.text());
  });
  const cachedMs = await startEngine(page, base);

  const serverRuns: number[] = [];
  const deviceRuns: number[] = [];
  let serverBytes: Uint8Array | null = null;
  let deviceBytes: Uint8Array | null = null;
  let devicePassed = true;
  // A warm-up on each side, then the runs in turn, so both see the same machine.
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const onServer = await pool.redact(manual, { mapping, removeImages: false, appearance });
    const serverMs = performance.now() - started;
    if (!onServer.ok) throw new Error(`server: ${onServer.error.message}`);
    const onDevice = await redactOnDevice(page, mapping);
    if (onDevice.error || !onDevice.base64) throw new Error(`device: ${onDevice.error}`);
    devicePassed &&= onDevice.passed === true;
    if (run === 0) continue;
    serverRuns.push(serverMs);
    deviceRuns.push(onDevice.ms);
    serverBytes = onServer.value.bytes;
    deviceBytes = Buffer.from(onDevice.base64, 'base64');
  }
  const peakBytes = await peakRendererBytes(cdp);
  const serverMs = median(serverRuns);
  const deviceMs = median(deviceRuns);
  const ratio = deviceMs / serverMs;
  const sameText =
    pdftotext(serverBytes!, work, 'server.pdf') === pdftotext(deviceBytes!, work, 'device.pdf');

  report.section(
    `On-device mode: the ${read.value.pages.length}-page manual, ${areas} areas (${AREAS_PER_PAGE} a page), Chromium ${browser.version()}`,
  );
  report.row(
    'redaction on the server (Node pool)',
    formatMs(serverMs),
    `median of ${RUNS}`,
    'device.server_ms',
    Math.round(serverMs),
  );
  report.row(
    'redaction on the device (Chromium worker)',
    formatMs(deviceMs),
    `median of ${RUNS}`,
    'device.device_ms',
    Math.round(deviceMs),
  );
  report.row(
    'device ÷ server',
    formatRatio(ratio),
    verdict(ratio, RATIO_TARGET, '×'),
    'device.ratio',
    Math.round(ratio * 100) / 100,
  );
  report.row(
    'verification passed on the device',
    String(devicePassed),
    '',
    'device.verified',
    devicePassed,
  );
  report.row(
    'pdftotext of both outputs identical',
    String(sameText),
    '',
    'device.same_text',
    sameText,
  );
  report.row(
    'cold start, files fetched',
    formatMs(coldMs),
    'manifest, worker, wasm compiled',
    'device.cold_start_ms',
    Math.round(coldMs),
  );
  report.row(
    'cold start, files in the cache',
    formatMs(cachedMs),
    'a new tab, same browser',
    'device.cached_start_ms',
    Math.round(cachedMs),
  );
  report.row(
    'peak tab memory (renderer VmHWM)',
    `${(peakBytes / MB).toFixed(0)} MB`,
    '',
    'device.peak_tab_mb',
    Math.round(peakBytes / MB),
  );
  console.log(`\n${report.json()}`);
} finally {
  await browser?.close();
  await pool.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
