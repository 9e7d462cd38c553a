import { normalizeAppearance, type TRedactionMapping } from '@workbench/contracts';
import { openPdf } from '../src/engine/open-pdf';
import { readPageWords } from '../src/engine/read-words';
import { PdfFileError } from '../src/engine/pdf-file-error';
import { redactPdf } from '../src/redact/redact-pdf';
import { shardMapping } from '../src/redact/shard-plan';
import { PdfPool } from '../src/index';
import { workerFile } from './worker-file';
import { perSecond } from './measure';
import { formatMs, formatRate, verdict, type Report } from './report';

export const APPEARANCE = normalizeAppearance({ mode: 'fill', font_size: 11, align: 1 });

const TARGET_MS = 5000;

/**
 * A mapping that redacts `perPage` words of every page (spread over the page), each word's box
 * as the area and the word as its original text — what a detector's findings look like.
 */
export function wordMapping(bytes: Uint8Array, perPage: number): TRedactionMapping {
  const document = openPdf(bytes);
  try {
    const pages: TRedactionMapping['pages'] = [];
    for (let index = 0; index < document.countPages(); index++) {
      const page = document.loadPage(index);
      const { words } = readPageWords(page, index + 1);
      page.destroy();
      const step = Math.max(1, Math.floor(words.length / perPage));
      const chosen = words.filter((_, at) => at % step === 0).slice(0, perPage);
      if (chosen.length === 0) continue;
      pages.push({
        page: index + 1,
        sensitive: chosen.map((word) => ({
          bbox: { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 },
          entity_type: 'BENCH',
          original_text: word.text,
        })),
      });
    }
    return { pages };
  } finally {
    document.destroy();
  }
}

/** Runs the redaction; a file that fails verification is timed too (the work was all done). */
function timeRedaction(bytes: Uint8Array, mapping: TRedactionMapping) {
  const start = performance.now();
  try {
    const result = redactPdf(bytes, { mapping, removeImages: false, appearance: APPEARANCE });
    return { ms: performance.now() - start, result, error: null };
  } catch (error) {
    if (!(error instanceof PdfFileError)) throw error;
    return { ms: performance.now() - start, result: null, error };
  }
}

/** The same redaction through the pool, as the server runs it: split over the threads. */
async function timePoolRedaction(bytes: Uint8Array, mapping: TRedactionMapping, threads: number) {
  // Every thread for the one caller: a server whose PDF_WORKERS_PER_USER is PDF_WORKERS.
  const pool = new PdfPool({
    workerFile: workerFile(),
    threads,
    ownerThreads: threads,
    ocrEngine: 'off',
  });
  try {
    const fields = { mapping, removeImages: false, appearance: APPEARANCE };
    // Start the workers first: their start-up is not part of a request.
    const tiny = wordMapping(bytes, 1);
    await Promise.all(
      Array.from({ length: threads }, () => pool.redact(bytes, { ...fields, mapping: tiny })),
    );
    const start = performance.now();
    const outcome = await pool.redact(bytes, fields);
    return { ms: performance.now() - start, outcome };
  } finally {
    await pool.close();
  }
}

/**
 * Figure 3: redact + sanitise + save + verify with `perPage` word areas on every page, in this
 * thread (one worker's work) and, for the generated file, through a pool of `threads` workers.
 */
export async function benchRedact(
  report: Report,
  input: { key: string; title: string; bytes: Uint8Array },
  perPage = 50,
  threads = 2,
): Promise<void> {
  report.section(`3${input.key === 'generated' ? 'a' : 'b'}. Redaction — ${input.title}`);
  const mapping = wordMapping(input.bytes, perPage);
  const areas = mapping.pages.reduce((sum, page) => sum + page.sensitive.length, 0);
  const pageCount = mapping.pages.length;
  const { ms, result, error } = timeRedaction(input.bytes, mapping);
  const key = `redact.${input.key}`;
  report.row('pages with areas / areas', `${pageCount} / ${areas}`, '', `${key}.areas`, areas);
  if (result) {
    const { verification } = result.report;
    report.row('words removed', result.report.words_removed.toString());
    const note =
      `${verification.strings_checked} strings scanned, ` +
      `${verification.still_visible_elsewhere.length} still visible elsewhere`;
    report.row('verification', 'passed', note, `${key}.verified`, true);
  } else {
    report.row(
      'verification',
      'FAILED',
      `${error?.code}: ${error?.message}`,
      `${key}.verified`,
      false,
    );
  }
  report.row('one worker (in this thread)', formatMs(ms), '', `${key}.ms`, ms);
  const rate = perSecond(pageCount, ms);
  report.row('throughput, one worker', formatRate(rate), '', `${key}.pages_per_s`, rate);
  if (result) report.row('size in → out', `${kb(input.bytes.length)} → ${kb(result.bytes.length)}`);
  if (input.key !== 'generated') return;
  const pooled = await timePoolRedaction(input.bytes, mapping, threads);
  const parts = shardMapping(mapping, threads).length;
  report.row(
    `through PdfPool (${threads} threads)`,
    formatMs(pooled.ms),
    `${parts} shards, ${pooled.outcome.ok ? 'verified' : `FAILED ${pooled.outcome.error.code}`}; ${verdict(pooled.ms, TARGET_MS, ' ms')}`,
    `${key}.pool_ms`,
    pooled.ms,
  );
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`;
}
