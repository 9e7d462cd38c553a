import { readDocumentText } from '../src/engine/document-text';
import { openPdf } from '../src/engine/open-pdf';
import type { PageText } from '../src/engine/page-text';
import { searchPages } from '../src/search/search-pages';
import { median, timeAsync, timeSync } from './measure';
import { formatMs, verdict, type Report } from './report';
import { SEARCH_TERMS } from './sample-text';

const TARGET_MS = 2000;
const RUNS = 3;

interface SearchRun {
  /** Opening the file only to count its pages, as usage metering does before the work. */
  countMs: number;
  extractMs: number;
  searchMs: number;
  matches: number;
  pagesWithMatches: number;
}

/** The text of every page (OCR off: the file has a text layer), then the search over it. */
async function extractAndSearch(bytes: Uint8Array): Promise<SearchRun> {
  const count = timeSync(() => {
    const document = openPdf(bytes);
    try {
      return document.countPages();
    } finally {
      document.destroy();
    }
  });
  const extract = await timeAsync(async () => {
    const document = openPdf(bytes);
    try {
      return readDocumentText(document, { ocrPages: null }).pages;
    } finally {
      document.destroy();
    }
  });
  const pages: PageText[] = extract.value;
  const search = timeSync(() =>
    searchPages(pages, SEARCH_TERMS, { caseSensitive: false, regex: false }),
  );
  return {
    countMs: count.ms,
    extractMs: extract.ms,
    searchMs: search.ms,
    matches: search.value.reduce((sum, page) => sum + page.matches.length, 0),
    pagesWithMatches: search.value.length,
  };
}

/** Figure 2: extract + search 10 terms on the generated 200-page PDF (median of 3 runs). */
export async function benchSearch(report: Report, bytes: Uint8Array): Promise<void> {
  report.section(`2. Search — generated 200-page PDF, ${SEARCH_TERMS.length} terms`);
  const runs: SearchRun[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await extractAndSearch(bytes));
  const extractMs = median(runs.map((run) => run.extractMs));
  const searchMs = median(runs.map((run) => run.searchMs));
  const totalMs = median(runs.map((run) => run.extractMs + run.searchMs));
  const countMs = median(runs.map((run) => run.countMs));
  const first = runs[0]!;
  report.row('terms', SEARCH_TERMS.length.toString());
  report.row(
    'match boxes / pages with matches',
    `${first.matches} / ${first.pagesWithMatches}`,
    '',
    'search.matches',
    first.matches,
  );
  report.row(
    'extraction (readDocumentText)',
    formatMs(extractMs),
    `median of ${RUNS}`,
    'search.extract_ms',
    extractMs,
  );
  report.row(
    'page count for metering (open + countPages)',
    formatMs(countMs),
    `${((countMs / extractMs) * 100).toFixed(1)} % of the extraction`,
    'search.count_pages_ms',
    countMs,
  );
  report.row(
    'search (searchPages)',
    formatMs(searchMs),
    `median of ${RUNS}`,
    'search.search_ms',
    searchMs,
  );
  report.row(
    'total',
    formatMs(totalMs),
    verdict(totalMs, TARGET_MS, ' ms'),
    'search.total_ms',
    totalMs,
  );
  report.row(
    'total, first run',
    formatMs(first.extractMs + first.searchMs),
    '',
    'search.first_total_ms',
    first.extractMs + first.searchMs,
  );
}
