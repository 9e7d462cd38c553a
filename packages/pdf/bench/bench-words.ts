import { openPdf } from '../src/engine/open-pdf';
import { readPageWords } from '../src/engine/read-words';
import { median, perSecond, timeSync } from './measure';
import { mutoolStextMs, pdftotextMs } from './native';
import { formatMs, formatRate, formatRatio, verdict, type Report } from './report';

export interface WordsInput {
  /** Short name used in the JSON keys. */
  key: string;
  title: string;
  file: string;
  bytes: Uint8Array;
}

export interface NativeAvailability {
  mutool: boolean;
  pdftotext: boolean;
}

/** Opens the document and reads the words of every page, as the server does for a file. */
export function readAllWords(bytes: Uint8Array): { pages: number; words: number } {
  const document = openPdf(bytes);
  try {
    const pages = document.countPages();
    let words = 0;
    for (let index = 0; index < pages; index++) {
      const page = document.loadPage(index);
      try {
        words += readPageWords(page, index + 1).words.length;
      } finally {
        page.destroy();
      }
    }
    return { pages, words };
  } finally {
    document.destroy();
  }
}

const RATIO_TARGET = 1.5;
const RUNS = 3;

/**
 * Figure 1: words with boxes per second, ours (cold, then warm) against the native tools. The
 * warm runs alternate with the native runs so that load from elsewhere on the machine hits both.
 */
export function benchWords(report: Report, input: WordsInput, native: NativeAvailability): void {
  const { key } = input;
  report.section(`1${key === 'corpus' ? 'a' : 'b'}. Words extraction — ${input.title}`);
  const cold = timeSync(() => readAllWords(input.bytes));
  const { pages, words } = cold.value;
  const times = { ours: [] as number[], mutool: [] as number[], pdftotext: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    times.ours.push(timeSync(() => readAllWords(input.bytes)).ms);
    if (native.mutool) times.mutool.push(mutoolStextMs(input.file));
    if (native.pdftotext) times.pdftotext.push(pdftotextMs(input.file));
  }
  const warmMs = median(times.ours);
  const mutoolMs = native.mutool ? median(times.mutool) : null;
  const pdftotext = native.pdftotext ? median(times.pdftotext) : null;
  const prefix = `words.${key}`;
  report.row('pages / words', `${pages} / ${words}`, '', `${prefix}.pages`, pages);
  const coldRate = formatRate(perSecond(pages, cold.ms));
  report.row(
    'ours cold (open + words, first run)',
    formatMs(cold.ms),
    coldRate,
    `${prefix}.cold_ms`,
    cold.ms,
  );
  const warmRate = formatRate(perSecond(pages, warmMs));
  report.row(
    `ours warm (median of ${RUNS})`,
    formatMs(warmMs),
    warmRate,
    `${prefix}.warm_ms`,
    warmMs,
  );
  report.record(`${prefix}.warm_pages_per_s`, perSecond(pages, warmMs));
  nativeRow(
    report,
    `mutool draw -F stext (median of ${RUNS})`,
    mutoolMs,
    pages,
    `${prefix}.mutool_ms`,
  );
  nativeRow(report, `pdftotext (median of ${RUNS})`, pdftotext, pages, `${prefix}.pdftotext_ms`);
  if (mutoolMs !== null) {
    const ratio = warmMs / mutoolMs;
    const note = verdict(ratio, RATIO_TARGET, '×');
    report.row(
      'ratio ours warm / mutool',
      formatRatio(ratio),
      note,
      `${prefix}.ratio_warm_vs_mutool`,
      ratio,
    );
    const coldRatio = cold.ms / mutoolMs;
    report.row(
      'ratio ours cold / mutool',
      formatRatio(coldRatio),
      '',
      `${prefix}.ratio_cold_vs_mutool`,
      coldRatio,
    );
  }
  if (pdftotext !== null) {
    const ratio = warmMs / pdftotext;
    report.row(
      'ratio ours warm / pdftotext',
      formatRatio(ratio),
      '',
      `${prefix}.ratio_warm_vs_pdftotext`,
      ratio,
    );
  }
}

function nativeRow(report: Report, label: string, ms: number | null, pages: number, key: string) {
  if (ms === null) report.row(label, 'not installed', '', key, null);
  else report.row(label, formatMs(ms), formatRate(perSecond(pages, ms)), key, ms);
}
