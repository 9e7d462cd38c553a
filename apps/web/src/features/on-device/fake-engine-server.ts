import type { DeviceAsset, DeviceManifest } from '@workbench/device/assets';
import { vi } from 'vitest';

/** Test doubles of the server's /device/ files and of the browser's Cache Storage. */

const origin = () => window.location.origin;
const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), origin()).href;

/** One cache as the browser's: whole bodies, kept by absolute URL; `room` bytes at most. */
export class FakeCache {
  readonly entries = new Map<string, { body: Uint8Array; headers: [string, string][] }>();
  constructor(private readonly room = Infinity) {}

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const entry = this.entries.get(keyOf(request));
    return entry && new Response(entry.body.slice(), { headers: entry.headers });
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = new Uint8Array(await response.arrayBuffer());
    const used = [...this.entries.values()].reduce((sum, entry) => sum + entry.body.length, 0);
    if (used + body.length > this.room) throw new DOMException('No room', 'QuotaExceededError');
    this.entries.set(keyOf(request), { body, headers: [...response.headers] });
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  /** The root-relative URLs held. */
  paths(): string[] {
    return [...this.entries.keys()].map((url) => new URL(url).pathname).sort();
  }
}

/** Cache Storage with the named caches (only the engine's is used). */
export function installFakeCaches(room?: number): FakeCache {
  const cache = new FakeCache(room);
  vi.stubGlobal('caches', { open: vi.fn(async () => cache) });
  return cache;
}

/** How the fake server answers one file. */
export interface FileAnswer {
  status?: number;
  /** The connection fails after this many bytes. */
  failAfter?: number;
  /** The body ends early, cleanly, after this many bytes. */
  endAfter?: number;
  /** The body waits for this after its first chunk. */
  pauseAfterFirst?: Promise<void>;
  /** Sent with Content-Encoding, so the browser hands over the unpacked bytes (3 times as many). */
  isUnpacked?: boolean;
}

/** A build's files of the given sizes, the manifest listing them (cores and languages too). */
export function fakeManifest(build = 'test'): DeviceManifest {
  const file = (role: DeviceAsset['role'], url: string, bytes: number): DeviceAsset => ({
    role,
    url,
    bytes,
  });
  return {
    build,
    files: [
      file('engine-worker', '/device/engine.worker-aaaa.js', 3_000),
      file('engine-chunk', '/device/engine-host-bbbb.js', 5_000),
      file('mupdf-wasm', '/device/mupdf-wasm-cccc.wasm', 40_000),
      file('ner-model', '/device/ner-dddd.json.gz', 8_000),
      file('word-clusters', '/device/word-clusters-eeee.txt.gz', 6_000),
      file('ocr-worker', '/device/ocr/tesseract.js-7.0.0/worker.min.js', 2_000),
      file(
        'ocr-core-relaxedsimd',
        '/device/ocr/core-7.0.0/tesseract-core-relaxedsimd-lstm.wasm.js',
        10_000,
      ),
      file('ocr-core-simd', '/device/ocr/core-7.0.0/tesseract-core-simd-lstm.wasm.js', 11_000),
      file('ocr-core', '/device/ocr/core-7.0.0/tesseract-core-lstm.wasm.js', 12_000),
      file(
        'ocr-lang-eng',
        '/device/ocr/lang-eng-1.0.0_nor-1.0.0-best_int/eng.traineddata.gz',
        9_000,
      ),
      file(
        'ocr-lang-nor',
        '/device/ocr/lang-eng-1.0.0_nor-1.0.0-best_int/nor.traineddata.gz',
        7_000,
      ),
    ],
    ocrCorePath: '/device/ocr/core-7.0.0',
    ocrLangPath: '/device/ocr/lang-eng-1.0.0_nor-1.0.0-best_int',
  };
}

/** The bytes of a file: its size, with a pattern so a mixed-up file shows. */
export function bytesOf({ url, bytes }: DeviceAsset): Uint8Array {
  const seed = [...url].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return Uint8Array.from({ length: bytes }, (_, index) => (seed + index) % 251);
}

const CHUNK = 1_000;
/** What the server sends with every /device/ script (apps/server's workerPolicy). */
export const FAKE_WORKER_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

function streamOf(bytes: Uint8Array, answer: FileAnswer, signal?: AbortSignal | null) {
  let offset = 0;
  const end = Math.min(bytes.length, answer.endAfter ?? Infinity);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset > 0 && answer.pauseAfterFirst) await answer.pauseAfterFirst;
      if (signal?.aborted) return controller.error(new DOMException('Aborted', 'AbortError'));
      if (answer.failAfter !== undefined && offset >= answer.failAfter) {
        return controller.error(new TypeError('network error'));
      }
      if (offset >= end) return controller.close();
      controller.enqueue(bytes.slice(offset, Math.min(offset + CHUNK, end)));
      offset += CHUNK;
    },
  });
}

/**
 * The server's /device/: the manifest and each file, in 1,000-byte chunks, with any answer
 * overridden by URL. Records every URL asked for and whether the download header came with it.
 */
export function installFakeServer(manifest: DeviceManifest = fakeManifest()) {
  const answers = new Map<string, FileAnswer>();
  const requested: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(keyOf(input)).pathname;
    requested.push(path);
    const headers = new Headers(init?.headers);
    if (headers.get('x-device-download') !== '1') throw new Error(`${path} without the header`);
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (path === '/device/manifest.json') {
      return new Response(JSON.stringify(manifest), {
        headers: { 'content-type': 'application/json' },
      });
    }
    const file = manifest.files.find(({ url }) => url === path);
    const answer = answers.get(path) ?? {};
    if (!file || (answer.status ?? 200) !== 200)
      return new Response('missing', { status: answer.status ?? 404 });
    const bytes = bytesOf(answer.isUnpacked ? { ...file, bytes: 3 * file.bytes } : file);
    return new Response(streamOf(bytes, answer, init?.signal), {
      headers: {
        'content-type': path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
        'content-length': String(file.bytes),
        'content-security-policy': FAKE_WORKER_POLICY,
        ...(answer.isUnpacked ? { 'content-encoding': 'gzip' } : {}),
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { manifest, answers, requested, fetch };
}

/** A promise and the function that settles it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
