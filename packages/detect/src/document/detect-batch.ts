import type {
  TDetectedPage,
  TDetectEvent,
  TDetectResponse,
  TEngineFailure,
  TFileResults,
  TPageResults,
  TPdfFileError,
  TPdfPage,
} from '@workbench/contracts';
import { DocumentValues, filterSpans, runEngines, type EnginePlan } from '../hybrid';
import { runningWords, withoutCommonWords } from '../hybrid/common-words';
import type { Engine, EngineName, Span } from '../span';
import { yieldToHost } from '../yield-to-host';
import { enginePage } from './engine-page';
import { FileTally } from './file-tally';
import { pageAreas } from './page-areas';

export type DetectEmit = (event: TDetectEvent) => void;

/** What one detection run asks for (workspace §7): engines with their types, threshold, ignore list. */
export type DetectOptions = {
  plan: EnginePlan;
  threshold: number;
  ignoreWords: string[];
};

/** A file's pages as the engine read them, or the file's own error. */
export type ReadPages = (
  index: number,
) => Promise<{ pages: TPdfPage[]; seconds: number } | TPdfFileError>;

export interface DetectBatch {
  fileNames: readonly string[];
  options: DetectOptions;
  /** Seconds the upload took to arrive, reported as each file's read time. */
  readSeconds: number;
  batchId: string;
  engines: ReadonlyMap<EngineName, Engine>;
  signal: AbortSignal;
  /** A file that failed with an error of its own (the server gives its pages back). */
  fileFailed?: (index: number) => void;
}

/**
 * Entity detection over a batch of files, wherever the engines run (the server, or a browser in
 * on-device mode): each file's pages come from `readPages`, each page's text goes through the
 * requested engines, and spans become boxes through the words' character offsets. Progress is
 * reported as the stream events of workspace §7; a failing file or engine is an `error` event and
 * the batch goes on. Engines that failed once are not asked again in the batch.
 */
export async function detectBatch(
  batch: DetectBatch,
  readPages: ReadPages,
  emit: DetectEmit,
): Promise<TDetectResponse> {
  const started = performance.now();
  const { batchId: batch_id, fileNames, signal } = batch;
  const failed = new Map<EngineName, string>();
  emit({ type: 'files_read', batch_id, total_files: fileNames.length, file_names: [...fileNames] });
  const file_results: TDetectResponse['file_results'] = [];
  let totalPages = 0;
  for (const [index, name] of fileNames.entries()) {
    signal.throwIfAborted();
    const outcome = await detectFile(index, batch, failed, readPages, emit);
    if ('code' in outcome) {
      batch.fileFailed?.(index);
      emit({ type: 'error', file_name: name, code: outcome.code, error_message: outcome.message });
      file_results.push({ file: name, status: 'error', error: outcome });
      continue;
    }
    totalPages += outcome.performance.pages_count;
    file_results.push({ file: name, status: 'success', results: outcome });
  }
  const successful = file_results.filter((result) => result.status === 'success').length;
  const total_time = seconds(performance.now() - started);
  emit({
    type: 'batch_completed',
    batch_id,
    total_files: fileNames.length,
    successful_files: successful,
    total_pages: totalPages,
    total_processing_time: total_time,
  });
  return {
    batch_summary: {
      batch_id,
      total_files: fileNames.length,
      successful,
      failed: fileNames.length - successful,
      total_entities: file_results.reduce(
        (sum, one) => sum + (one.results?.entities_detected.total ?? 0),
        0,
      ),
      total_time,
    },
    file_results,
  };
}

async function detectFile(
  index: number,
  batch: DetectBatch,
  failed: Map<EngineName, string>,
  readPages: ReadPages,
  emit: DetectEmit,
): Promise<TFileResults | TPdfFileError> {
  const started = performance.now();
  const file_name = batch.fileNames[index]!;
  const read = await readPages(index);
  if ('code' in read) return read;
  const { pages } = read;
  const tally = new FileTally(pages, batch.readSeconds, read.seconds);
  const total_pages = pages.length;
  emit({ type: 'file_started', file_name, file_index: index, total_pages });
  const reported = new Set<EngineName>();
  // Values found anywhere in the file are marked wherever else they stand: on the page being
  // read and later ones at once, on earlier pages when the file is done.
  const values = new DocumentValues();
  const marked = new Map<number, Span[]>();
  // The words the file writes in lower case: a tagger's name made of them is no one's.
  const words = runningWords(pages.map((page) => page.text));
  for (const page of pages) {
    batch.signal.throwIfAborted();
    emit({ type: 'page_started', file_name, page_number: page.page_number, total_pages });
    const { results, spans } = await detectPage(page, batch, failed, values, words);
    marked.set(page.page_number, spans);
    tally.addPage(page.page_number, results);
    // An engine that failed once is not asked again in this batch, so the other engines do not
    // wait for its time-outs page after page; every later page and file says it did not run.
    for (const failure of results.engine_errors) {
      if (!failed.has(failure.engine)) failed.set(failure.engine, failure.message);
      if (reported.has(failure.engine)) continue;
      reported.add(failure.engine);
      emit({ type: 'error', file_name, engine: failure.engine, error_message: failure.message });
    }
    emit({
      type: 'page_completed',
      file_name,
      page_number: page.page_number,
      total_pages,
      results,
    });
    // Let other work in between pages: the fast engine runs on this thread.
    await yieldToHost();
  }
  for (const page of pages) {
    const earlier = values.occurrences(page.text, marked.get(page.page_number) ?? []);
    if (earlier.length > 0) tally.addResults(page.page_number, pageResults(page, earlier, 0, []));
  }
  const results = tally.results(read.seconds + (performance.now() - started) / 1000);
  emit({
    type: 'file_completed',
    file_name,
    total_pages,
    successful_pages: tally.pagesDone,
    processing_time: results.performance.total_time,
    results,
  });
  return results;
}

async function detectPage(
  page: TPdfPage,
  batch: DetectBatch,
  failed: Map<EngineName, string>,
  values: DocumentValues,
  words: ReadonlySet<string>,
) {
  const { options } = batch;
  const started = performance.now();
  const plan = Object.fromEntries(
    Object.entries(options.plan).filter(([name]) => !failed.has(name as EngineName)),
  );
  const found = await runEngines(enginePage(page), plan, batch.engines, batch.signal);
  const skipped: TEngineFailure[] = [...failed]
    .filter(([name]) => name in options.plan)
    .map(([engine, message]) => ({
      engine,
      message: `Not run: it failed earlier in this batch (${message})`,
    }));
  const own = withoutCommonWords(
    filterSpans(found.spans, { threshold: options.threshold, ignoreWords: options.ignoreWords }),
    words,
  );
  values.add(own);
  const spans = [...own, ...values.occurrences(page.text, own)];
  const time = seconds(performance.now() - started);
  return { results: pageResults(page, spans, time, [...found.failures, ...skipped]), spans };
}

/** One page's findings as the results of workspace §7: areas, counts by type, engine errors. */
function pageResults(
  page: TPdfPage,
  spans: readonly Span[],
  detectionSeconds: number,
  engineErrors: TEngineFailure[],
): TPageResults {
  const sensitive = pageAreas(page, spans);
  const by_type: Record<string, number> = {};
  for (const span of spans) by_type[span.entity_type] = (by_type[span.entity_type] ?? 0) + 1;
  const mappingPages: TDetectedPage[] =
    sensitive.length > 0 ? [{ page: page.page_number, sensitive }] : [];
  return {
    performance: { words_count: page.words.length, detection_time: detectionSeconds },
    entities_detected: { total: spans.length, by_type },
    redaction_mapping: { pages: mappingPages },
    engine_errors: engineErrors,
  };
}

function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}
