import { relaxedSimd, simd } from 'wasm-feature-detect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cancelEngineDownload,
  ensureEngineFiles,
  useEngineFiles,
  type EngineFilesState,
} from './engine-files-store';
import type { EngineFilesError } from './engine-files';
import {
  bytesOf,
  FAKE_WORKER_POLICY,
  fakeManifest,
  gate,
  installFakeCaches,
  installFakeServer,
  type FakeCache,
} from './fake-engine-server';

vi.mock('wasm-feature-detect', () => ({ relaxedSimd: vi.fn(), simd: vi.fn() }));

const CORES = [
  '/device/ocr/core-7.0.0/tesseract-core-relaxedsimd-lstm.wasm.js',
  '/device/ocr/core-7.0.0/tesseract-core-simd-lstm.wasm.js',
  '/device/ocr/core-7.0.0/tesseract-core-lstm.wasm.js',
];
const SHARED = fakeManifest().files.filter(({ role }) => !role.startsWith('ocr-core'));
const sharedPaths = SHARED.map(({ url }) => url);

function browserSupports({ relaxed, plain }: { relaxed: boolean; plain: boolean }) {
  vi.mocked(relaxedSimd).mockResolvedValue(relaxed);
  vi.mocked(simd).mockResolvedValue(plain);
}

function failureOf(promise: Promise<unknown>): Promise<EngineFilesError> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: EngineFilesError) => error,
  );
}

function heldFile(cache: FakeCache, url: string): Uint8Array | undefined {
  return cache.entries.get(new URL(url, window.location.origin).href)?.body;
}

const state = (): EngineFilesState => useEngineFiles.getState();

beforeEach(() => {
  useEngineFiles.setState({ status: 'idle' }, true);
  browserSupports({ relaxed: false, plain: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ensureEngineFiles', () => {
  it('downloads the missing files with their progress and keeps them, with the list', async () => {
    const cache = installFakeCaches();
    const server = installFakeServer();
    const paused = gate();
    server.answers.set('/device/mupdf-wasm-cccc.wasm', { pauseAfterFirst: paused.promise });

    const ready = ensureEngineFiles();
    await vi.waitFor(() => {
      const now = state();
      expect(now.status).toBe('downloading');
      // Everything but the paused file's last 39 chunks has arrived.
      if (now.status === 'downloading') expect(now.done).toBe(now.total - 39_000);
    });
    const during = state();
    const used = [...SHARED, fakeManifest().files.find(({ role }) => role === 'ocr-core-simd')!];
    expect(during).toEqual({
      status: 'downloading',
      done: expect.any(Number),
      total: 91_000,
    });
    expect(used.reduce((sum, { bytes }) => sum + bytes, 0)).toBe(91_000);
    expect(heldFile(cache, '/device/mupdf-wasm-cccc.wasm')).toBeUndefined();
    paused.open();

    const manifest = await ready;
    expect(manifest).toEqual(fakeManifest());
    expect(state()).toEqual({ status: 'ready', total: 91_000 });
    for (const file of used) expect(heldFile(cache, file.url)).toEqual(bytesOf(file));
    // A worker started from a kept script runs under the policy that came with it.
    const worker = await cache.match('/device/engine.worker-aaaa.js');
    expect(worker!.headers.get('content-security-policy')).toBe(FAKE_WORKER_POLICY);
    expect(worker!.headers.get('content-type')).toBe('text/javascript');
    const wasmType = (await cache.match('/device/mupdf-wasm-cccc.wasm'))!.headers.get(
      'content-type',
    );
    expect(wasmType).toBe('application/wasm');
    expect(cache.paths()).toEqual([...sharedPaths, CORES[1]!, '/device/manifest.json'].sort());
  });

  it.each([
    [{ relaxed: true, plain: true }, CORES[0]],
    [{ relaxed: false, plain: true }, CORES[1]],
    [{ relaxed: false, plain: false }, CORES[2]],
  ])('fetches only the OCR core tesseract.js will pick (%o)', async (support, core) => {
    browserSupports(support);
    const cache = installFakeCaches();
    const server = installFakeServer();
    await ensureEngineFiles();
    expect(server.requested.filter((path) => CORES.includes(path))).toEqual([core]);
    expect(cache.paths().filter((path) => CORES.includes(path))).toEqual([core]);
  });

  it('stores nothing of a file cut off by the network, keeps the whole ones, and goes on from there', async () => {
    const cache = installFakeCaches();
    const server = installFakeServer();
    server.answers.set('/device/mupdf-wasm-cccc.wasm', { failAfter: 20_000 });

    const error = await failureOf(ensureEngineFiles());
    expect(error.reason).toBe('network');
    expect(state()).toMatchObject({ status: 'failed', reason: 'network' });
    expect(heldFile(cache, '/device/mupdf-wasm-cccc.wasm')).toBeUndefined();
    const held = cache.paths().filter((path) => path !== '/device/manifest.json');
    expect(held).toContain('/device/engine.worker-aaaa.js');
    for (const path of held) {
      const file = fakeManifest().files.find(({ url }) => url === path)!;
      expect(heldFile(cache, path)).toEqual(bytesOf(file));
    }

    server.answers.clear();
    server.requested.length = 0;
    await ensureEngineFiles();
    expect(state()).toEqual({ status: 'ready', total: 91_000 });
    const fetched = server.requested.filter((path) => path !== '/device/manifest.json');
    expect(fetched.sort()).toEqual(
      [...sharedPaths, CORES[1]!].filter((path) => !held.includes(path)).sort(),
    );
    const wasm = fakeManifest().files.find(({ role }) => role === 'mupdf-wasm')!;
    expect(heldFile(cache, wasm.url)).toEqual(bytesOf(wasm));
  });

  it.each([
    ['a body that ends early', { endAfter: 5_000 }, /ner-dddd.*after 5000 bytes/],
    ['an error answer', { status: 503 }, /503 for \/device\/ner-dddd/],
  ])('stores nothing of %s', async (_name, answer, message) => {
    const cache = installFakeCaches();
    const server = installFakeServer();
    server.answers.set('/device/ner-dddd.json.gz', answer);
    const error = await failureOf(ensureEngineFiles());
    expect(error.reason).toBe('network');
    expect(error.message).toMatch(message);
    expect(heldFile(cache, '/device/ner-dddd.json.gz')).toBeUndefined();
  });

  it('keeps a .gz a proxy sent with Content-Encoding as the browser unpacked it, counting its size', async () => {
    const cache = installFakeCaches();
    const server = installFakeServer();
    server.answers.set('/device/ner-dddd.json.gz', { isUnpacked: true });
    const seen: number[] = [];
    const unsubscribe = useEngineFiles.subscribe((now) => {
      if (now.status === 'downloading') seen.push(now.done);
    });
    await ensureEngineFiles();
    unsubscribe();
    expect(Math.max(...seen)).toBe(91_000);
    expect(heldFile(cache, '/device/ner-dddd.json.gz')).toHaveLength(24_000);
    const kept = await cache.match('/device/ner-dddd.json.gz');
    expect(kept!.headers.get('content-encoding')).toBeNull();
  });

  it("deletes an earlier build's files and keeps this build's", async () => {
    const cache = installFakeCaches();
    const old = fakeManifest('old');
    await cache.put('/device/manifest.json', new Response(JSON.stringify(old)));
    await cache.put('/device/mupdf-wasm-0000.wasm', new Response('old engine'));
    await cache.put('/device/ocr/core-6.0.0/tesseract-core-simd-lstm.wasm.js', new Response('old'));
    await cache.put('/device/engine.worker-aaaa.js', new Response('kept'));
    // Another build's core this browser does not use, still named by the list: kept.
    await cache.put(CORES[2]!, new Response('kept'));
    const server = installFakeServer();

    await ensureEngineFiles();
    expect(cache.paths()).toEqual(
      [...sharedPaths, CORES[1]!, CORES[2]!, '/device/manifest.json'].sort(),
    );
    expect(server.requested).not.toContain('/device/engine.worker-aaaa.js');
    const kept = await cache.match('/device/manifest.json');
    expect(((await kept!.json()) as { build: string }).build).toBe('test');
  });

  it('refuses clearly offline when files are missing, and fetches nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const cache = installFakeCaches();
    const server = installFakeServer();
    expect((await failureOf(ensureEngineFiles())).reason).toBe('offline');
    expect(state()).toMatchObject({ status: 'failed', reason: 'offline' });
    expect(server.fetch).not.toHaveBeenCalled();

    // The list of this build was kept, but not every file.
    await cache.put('/device/manifest.json', new Response(JSON.stringify(fakeManifest())));
    expect((await failureOf(ensureEngineFiles())).reason).toBe('offline');
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('is ready offline once every file of this build is kept', async () => {
    const cache = installFakeCaches();
    installFakeServer();
    await ensureEngineFiles();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = installFakeServer();
    await expect(ensureEngineFiles()).resolves.toEqual(fakeManifest());
    expect(state()).toEqual({ status: 'ready', total: 91_000 });
    expect(offline.fetch).not.toHaveBeenCalled();
    expect(cache.paths()).toContain('/device/manifest.json');
  });

  it('refuses where the browser has no Cache Storage, with the list for fetching at use', async () => {
    vi.stubGlobal('caches', undefined);
    installFakeServer();
    const error = await failureOf(ensureEngineFiles());
    expect(error.reason).toBe('no-cache-storage');
    expect(error.manifest).toEqual(fakeManifest());
    expect(state()).toMatchObject({ status: 'failed', reason: 'no-cache-storage' });

    vi.stubGlobal('caches', {
      open: () => Promise.reject(new DOMException('no', 'SecurityError')),
    });
    expect((await failureOf(ensureEngineFiles())).reason).toBe('no-cache-storage');
  });

  it("refuses a newer build's files and deletes nothing of this one's", async () => {
    const cache = installFakeCaches();
    await cache.put('/device/engine.worker-aaaa.js', new Response('kept'));
    const server = installFakeServer(fakeManifest('newer'));
    expect((await failureOf(ensureEngineFiles())).reason).toBe('new-version');
    expect(cache.paths()).toEqual(['/device/engine.worker-aaaa.js']);
    expect(server.requested).toEqual(['/device/manifest.json']);
  });

  it('stops on cancel: back to idle, and the file under way is not kept', async () => {
    const cache = installFakeCaches();
    const server = installFakeServer();
    const paused = gate();
    server.answers.set('/device/mupdf-wasm-cccc.wasm', { pauseAfterFirst: paused.promise });
    const run = failureOf(ensureEngineFiles());
    await vi.waitFor(() => expect(state().status).toBe('downloading'));
    cancelEngineDownload();
    paused.open();
    expect((await run).reason).toBe('cancelled');
    expect(state()).toEqual({ status: 'idle' });
    expect(heldFile(cache, '/device/mupdf-wasm-cccc.wasm')).toBeUndefined();
  });

  it('says when the browser has no room left', async () => {
    installFakeCaches(20_000);
    installFakeServer();
    expect((await failureOf(ensureEngineFiles())).reason).toBe('storage-full');
    expect(state()).toMatchObject({ status: 'failed', reason: 'storage-full' });
  });

  it('shares one run between calls made while it runs', async () => {
    installFakeCaches();
    const server = installFakeServer();
    const [first, second] = await Promise.all([ensureEngineFiles(), ensureEngineFiles()]);
    expect(first).toBe(second);
    expect(server.requested.filter((path) => path === '/device/manifest.json')).toHaveLength(1);
  });
});
