import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceManifest } from '../src/assets';
import { deviceAssets } from './device-assets';

const FIXTURE = fileURLToPath(new URL('./fixture/', import.meta.url));
const requireHere = createRequire(import.meta.url);

function versionOf(name: string): string {
  return (requireHere(`${name}/package.json`) as { version: string }).version;
}

function bytesOf(output: Rolldown.OutputChunk | Rolldown.OutputAsset): Uint8Array {
  if (output.type === 'chunk') return Buffer.from(output.code);
  return typeof output.source === 'string' ? Buffer.from(output.source) : output.source;
}

/** The fixture page (one engine worker, one other worker) built as the web app is. */
async function buildFixture(): Promise<Map<string, Uint8Array>> {
  const device = deviceAssets({ buildId: 'build-42', engineSource: path.join(FIXTURE, 'engine') });
  const result = await build({
    root: FIXTURE,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, sourcemap: true },
    plugins: [device.plugin],
    worker: { format: 'es', plugins: () => [device.workerPlugin()] },
  });
  const [output] = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
  return new Map(output!.output.map((file) => [file.fileName, bytesOf(file)]));
}

describe('the engine files in a build', () => {
  let files: Map<string, Uint8Array>;
  let manifest: DeviceManifest;
  beforeAll(async () => {
    files = await buildFixture();
    manifest = JSON.parse(Buffer.from(files.get('device/manifest.json')!).toString('utf8'));
  }, 120_000);

  it('lists every file under /device/ with its size as built, under the build id', () => {
    expect(manifest.build).toBe('build-42');
    for (const { url, bytes } of manifest.files) {
      expect(url.startsWith('/device/')).toBe(true);
      expect(files.get(url.slice(1))?.length, url).toBe(bytes);
    }
    const listed = new Set(manifest.files.map(({ url }) => url.slice(1)));
    const unlisted = [...files.keys()].filter(
      (name) => name.startsWith('device/') && !name.endsWith('.map') && !listed.has(name),
    );
    expect(unlisted).toEqual(['device/manifest.json']);
  });

  it("puts the engine worker's script and chunks under /device/ and other workers in assets/", () => {
    const engine = manifest.files.filter(({ role }) => role === 'engine-worker');
    expect(engine.map(({ url }) => url)).toEqual([
      expect.stringMatching(/^\/device\/fixture\.worker-[\w-]+\.js$/),
    ]);
    const chunks = manifest.files.filter(({ role }) => role === 'engine-chunk');
    expect(chunks.map(({ url }) => url)).toContainEqual(
      expect.stringMatching(/^\/device\/fixture-host-[\w-]+\.js$/),
    );
    const page = [...files.keys()].find((name) => /^assets\/index-.*\.js$/.test(name))!;
    expect(Buffer.from(files.get(page)!).toString()).toContain(engine[0]!.url);
    expect([...files.keys()]).toContainEqual(expect.stringMatching(/^assets\/other\.worker-/));
    expect([...files.keys()].filter((name) => name.includes('other.worker'))).not.toContainEqual(
      expect.stringMatching(/^device\//),
    );
  });

  it('names the models by their content and keeps one copy of MuPDF', () => {
    const models = path.join(path.dirname(requireHere.resolve('@workbench/detect')), '../models');
    for (const [role, name, ext] of [
      ['ner-model', 'ner', '.json.gz'],
      ['word-clusters', 'word-clusters', '.txt.gz'],
    ] as const) {
      const source = readFileSync(path.join(models, `${name}${ext}`));
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const file = manifest.files.find((entry) => entry.role === role)!;
      expect(file.url).toBe(`/device/${name}-${hash}${ext}`);
      expect(Buffer.from(files.get(file.url.slice(1))!).equals(source)).toBe(true);
    }
    const wasm = manifest.files.find(({ role }) => role === 'mupdf-wasm')!;
    expect(wasm.url).toMatch(/^\/device\/mupdf-wasm-[\w-]+\.wasm$/);
    expect(wasm.bytes).toBeGreaterThan(5_000_000);
    const copies = [...files.keys()].filter((name) => name.endsWith('.wasm'));
    expect(copies).toEqual([wasm.url.slice(1)]);
  });

  it("keeps tesseract.js's names in folders named after the packages' versions", () => {
    const ocr = `/device/ocr`;
    const core = `${ocr}/core-${versionOf('tesseract.js-core')}`;
    const langs = `${ocr}/lang-eng-${versionOf('@tesseract.js-data/eng')}_nor-${versionOf('@tesseract.js-data/nor')}-best_int`;
    expect(manifest.ocrCorePath).toBe(core);
    expect(manifest.ocrLangPath).toBe(langs);
    const byRole = Object.fromEntries(manifest.files.map(({ role, url }) => [role, url]));
    expect(byRole).toMatchObject({
      'ocr-worker': `${ocr}/tesseract.js-${versionOf('tesseract.js')}/worker.min.js`,
      'ocr-core-relaxedsimd': `${core}/tesseract-core-relaxedsimd-lstm.wasm.js`,
      'ocr-core-simd': `${core}/tesseract-core-simd-lstm.wasm.js`,
      'ocr-core': `${core}/tesseract-core-lstm.wasm.js`,
      'ocr-lang-eng': `${langs}/eng.traineddata.gz`,
      'ocr-lang-nor': `${langs}/nor.traineddata.gz`,
    });
    // Stored gzipped, as tesseract.js's `gzip: true` asks for them.
    const eng = files.get(byRole['ocr-lang-eng']!.slice(1))!;
    expect([eng[0], eng[1]]).toEqual([0x1f, 0x8b]);
  });
});

describe('the engine files in development', () => {
  let server: Awaited<ReturnType<typeof createServer>>;
  let origin: string;
  beforeAll(async () => {
    server = await createServer({
      root: FIXTURE,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      plugins: [deviceAssets({ buildId: 'dev' }).plugin],
    });
    await server.listen();
    origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });
  afterAll(() => server.close());

  it('serves the same URLs from node_modules, with a manifest made on the fly', async () => {
    const response = await fetch(`${origin}/device/manifest.json`);
    const manifest = (await response.json()) as DeviceManifest;
    expect(manifest.build).toBe('dev');
    expect(manifest.files.map(({ role }) => role)).not.toContain('engine-worker');
    const wasm = manifest.files.find(({ role }) => role === 'mupdf-wasm')!;
    const served = await fetch(`${origin}${wasm.url}`);
    expect(served.headers.get('content-type')).toBe('application/wasm');
    expect((await served.arrayBuffer()).byteLength).toBe(wasm.bytes);
    const lang = await fetch(`${origin}${manifest.ocrLangPath}/nor.traineddata.gz`);
    expect(lang.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await lang.arrayBuffer()).subarray(0, 2)).toEqual(
      new Uint8Array([0x1f, 0x8b]),
    );
  });
});
