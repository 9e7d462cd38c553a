import { DEV_SALES_EMAIL } from '../config';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openTestPglite } from './test-databases';

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

/** On-device mode's files as the web build lays them out (packages/device/build). */
export const TEST_DEVICE_FILES: Record<string, string | Uint8Array> = {
  'device/manifest.json': '{"build":"test","files":[]}',
  'device/engine.worker-1a2b.js': 'self.onmessage = () => {};',
  'device/engine-host-3c4d.js': 'export {};',
  'device/ocr/tesseract.js-7.0.0/worker.min.js': 'self.onmessage = () => {};',
  'device/ocr/core-7.0.0/tesseract-core-lstm.wasm.js': 'var TesseractCore;',
  'device/mupdf-wasm-5e6f.wasm': new Uint8Array([0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0]),
  // The start of a gzip member: the page must get these bytes, not what they unpack to.
  'device/ocr/lang-eng-1.0.0/eng.traineddata.gz': new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]),
};

/** A built-looking web app in a temporary folder, so SPA serving is tested without Vite. */
function createWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wb-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'pdf.worker.min.mjs'), 'export {};');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Redaction Workbench"}');
  for (const [file, content] of Object.entries(TEST_DEVICE_FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/**
 * The real app on an in-memory PGlite. `extend` may add routes before the app is ready, for
 * failures no real route produces yet; `logStream` receives the log lines (with a `logLevel`).
 */
export async function buildTestApp(
  extend?: (app: FastifyInstance) => void,
  database?: DatabaseHandle,
  config: Partial<AppOptions['config']> = {},
  engines?: AppOptions['engines'],
  logStream?: AppOptions['logStream'],
): Promise<TestApp> {
  const handle = database ?? (await openTestPglite());
  const webDistDir = createWebDist();
  const app = await buildApp({
    config: {
      nodeEnv: 'test',
      logLevel: 'silent',
      trustProxy: false,
      webDistDir,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      redisUrl: undefined,
      mailFrom: 'Redaction Workbench <no-reply@localhost>',
      salesEmail: DEV_SALES_EMAIL,
      ocrEngine: 'auto',
      tesseractPath: undefined,
      pdfWorkers: 2,
      pdfWorkersPerUser: undefined,
      bodyTimeoutMs: 30_000,
      pdfLimits: {},
      billing: { provider: 'test', webhookSecret: undefined },
      glinerModelDir: undefined,
      llm: { baseUrl: undefined, model: undefined, apiKey: undefined },
      dnsServers: undefined,
      cspReportUrl: undefined,
      requirePayloadEncryption: false,
      ...config,
    },
    database: handle,
    version: '0.0.0-test',
    ...(engines && { engines }),
    ...(logStream && { logStream }),
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(webDistDir, { recursive: true, force: true });
    },
  };
}
