/**
 * Runs one batch of redactions through `PdfPool` in a process of its own, so the peak RSS is the
 * batch's and not what the earlier figures left in the benchmark's own MuPDF heap. Started by
 * bench-pool.ts; prints one JSON line ({@link BatchResult}) on stdout.
 */
import { readFileSync } from 'node:fs';
import { normalizeAppearance, type TBBox, type TRedactionMapping } from '@workbench/contracts';
import { PdfPool, shared } from '../src/index';
import { MB, RssSampler, timeAsync } from './measure';
import { workerFile } from './worker-file';

export interface BatchRequest {
  file: string;
  /** A small PDF redacted on every thread first, so the batch runs on started workers. */
  warmupFile: string;
  files: number;
  threads: number;
  area: TBBox;
  text: string;
}

export interface BatchResult {
  /** After loading the engine in this thread, before anything else. */
  startMb: number;
  /** With the batch's files in memory. */
  filesMb: number;
  /** With the pool's threads started and idle. */
  warmMb: number;
  warmupMs: number;
  peakMb: number;
  samples: number;
  ms: number;
  succeeded: number;
  errors: string[];
}

const rssMb = () => process.memoryUsage.rss() / MB;

function oneAreaMapping(area: TBBox, text: string): TRedactionMapping {
  return {
    pages: [{ page: 1, sensitive: [{ bbox: area, entity_type: 'BENCH', original_text: text }] }],
  };
}

async function runBatch(request: BatchRequest): Promise<BatchResult> {
  const startMb = rssMb();
  const source = readFileSync(request.file);
  // One buffer per file, as a server holds a 20-file upload.
  const files = Array.from({ length: request.files }, () => shared(source));
  const filesMb = rssMb();
  const appearance = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });
  const pool = new PdfPool({
    workerFile: workerFile(),
    threads: request.threads,
    // One owner's batch on every thread: the engine's throughput, not the per-user share.
    ownerThreads: request.threads,
    ocrEngine: 'off',
  });
  const sampler = new RssSampler();
  try {
    const tiny = new Uint8Array(readFileSync(request.warmupFile));
    const tinyMapping = oneAreaMapping({ x0: 0, y0: 0, x1: 20, y1: 20 }, '');
    const warmup = await timeAsync(() =>
      Promise.all(
        Array.from({ length: request.threads * 2 }, () =>
          pool.redact(tiny, { mapping: tinyMapping, removeImages: false, appearance }),
        ),
      ),
    );
    const warmMb = rssMb();
    sampler.start(20);
    const mapping = oneAreaMapping(request.area, request.text);
    const { ms, value: outcomes } = await timeAsync(() =>
      Promise.all(
        // As the server does: each upload is in shared memory the workers read without a copy,
        // and is let go as soon as its redaction is done.
        files.map(async (bytes, index) => {
          const outcome = await pool.redact(bytes, { mapping, removeImages: false, appearance });
          files[index] = new Uint8Array(0);
          return outcome;
        }),
      ),
    );
    const { peakMb, samples } = sampler.stop();
    const errors = outcomes.flatMap((outcome) =>
      outcome.ok ? [] : [`${outcome.error.code}: ${outcome.error.detail ?? outcome.error.message}`],
    );
    const succeeded = outcomes.length - errors.length;
    return {
      startMb,
      filesMb,
      warmMb,
      warmupMs: warmup.ms,
      peakMb,
      samples,
      ms,
      succeeded,
      errors,
    };
  } finally {
    sampler.stop();
    await pool.close();
  }
}

const request = JSON.parse(process.argv[2] ?? '{}') as BatchRequest;
console.log(JSON.stringify(await runBatch(request)));
