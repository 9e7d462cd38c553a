import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LIMITS } from '@workbench/contracts';
import { openPdf } from '../src/engine/open-pdf';
import { readPageWords } from '../src/engine/read-words';
import { makeLargePdf, makeTextPdf } from './make-text-pdf';
import { perSecond } from './measure';
import type { BatchRequest, BatchResult } from './pool-batch';
import { formatMs, formatRate, verdict, type Report } from './report';

const FILES = 20;
const THREADS = 2;
const TARGET_BYTES = 9_500_000;
const PEAK_TARGET_MB = 700;

/** The first word of page 1: the one area every file of the batch redacts. */
function firstWord(bytes: Uint8Array): { area: BatchRequest['area']; text: string } {
  const document = openPdf(bytes);
  try {
    const page = document.loadPage(0);
    const [word] = readPageWords(page, 1).words;
    page.destroy();
    if (!word) throw new Error('The generated PDF has no words on page 1');
    return { area: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 }, text: word.text };
  } finally {
    document.destroy();
  }
}

/** Runs pool-batch.ts under tsx in a fresh Node process and parses its JSON line. */
async function runChild(request: BatchRequest): Promise<BatchResult> {
  const script = fileURLToPath(new URL('./pool-batch.ts', import.meta.url));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), script, JSON.stringify(request)],
    { maxBuffer: 16 * 1024 * 1024, timeout: 170_000 },
  );
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as BatchResult;
}

/** Figure 5: peak RSS and time of 20 × ~9.5 MB redactions through PdfPool with 2 threads. */
export async function benchPool(report: Report, workDir: string): Promise<void> {
  report.section(`5. Batch memory — ${FILES} files × ~9.5 MB through PdfPool (${THREADS} threads)`);
  const bytes = makeLargePdf(200, TARGET_BYTES);
  if (bytes.length > LIMITS.files.maxBytes) throw new Error('The large PDF exceeds the file limit');
  const file = path.join(workDir, 'large.pdf');
  writeFileSync(file, bytes);
  const { area, text } = firstWord(bytes);
  const warmupFile = path.join(workDir, 'warmup.pdf');
  writeFileSync(warmupFile, makeTextPdf({ pages: 1 }));
  const result = await runChild({ file, warmupFile, files: FILES, threads: THREADS, area, text });
  const size = `${(bytes.length / 1e6).toFixed(2)} MB`;
  report.row('file size', size, '200 pages, 12 noise images', 'pool.file_bytes', bytes.length);
  const failure = result.errors[0] ?? '';
  report.row(
    'succeeded',
    `${result.succeeded} / ${FILES}`,
    failure,
    'pool.succeeded',
    result.succeeded,
  );
  const rows: [string, number, string, string][] = [
    ['RSS after loading the engine', result.startMb, 'fresh process', 'start'],
    [`RSS with ${FILES} files in memory`, result.filesMb, 'before the pool starts', 'files'],
    [`RSS with ${THREADS} idle workers`, result.warmMb, 'built dist worker when present', 'warm'],
  ];
  for (const [label, value, note, key] of rows)
    report.row(label, `${value.toFixed(0)} MB`, note, `pool.${key}_rss_mb`, value);
  const peakNote = verdict(result.peakMb, PEAK_TARGET_MB, ' MB');
  report.row(
    'peak RSS during the batch',
    `${result.peakMb.toFixed(0)} MB`,
    peakNote,
    'pool.peak_rss_mb',
    result.peakMb,
  );
  report.row(
    'worker start (warm-up)',
    formatMs(result.warmupMs),
    'not in the batch time',
    'pool.warmup_ms',
    result.warmupMs,
  );
  report.row(
    'batch time',
    formatMs(result.ms),
    `${result.samples} RSS samples, 20 ms apart`,
    'pool.batch_ms',
    result.ms,
  );
  const rate = perSecond(FILES, result.ms);
  report.row('throughput', formatRate(rate, 'files/s'), '', 'pool.files_per_s', rate);
}
