import {
  type TDetectedPage,
  type TDetectEvent,
  type TDetectResponse,
  type TEngineFailure,
  type TFileResults,
  type TPdfFileError,
  type TPageResults,
  type TPdfPage,
} from '@workbench/contracts';
import {
  DocumentValues,
  filterSpans,
  runEngines,
  type EngineName,
  type Span,
} from '@workbench/detect';
import type { PdfPool } from '@workbench/pdf';
import type { DetectOptions } from '../detect/detect-form';
import type { DetectionEngines } from '../detect/engines';
import { enginePage } from '../detect/engine-page';
import { pageAreas } from '../detect/page-areas';
import { FileTally } from '../detect/file-tally';
import { fileErrorOf } from '../pdf/pdf-file-status';
import { releaseBytes, uploadRefusal, type UploadedFile } from '../pdf/read-upload';
import type { ProcessingRun } from './processing-meter';

export type DetectEmit = (event: TDetectEvent) => void;

type Batch = {
  files: readonly UploadedFile[];
  options: DetectOptions;
  /** Seconds the upload took to arrive, reported as each file's read time. */
  readSeconds: number;
  batchId: string;
  /** Engines that failed earlier in the batch, with their first error. */
  failed: Map<EngineName, string>;
};

/**
 * Entity detection over PDFs: words come from the PDF pool, each page's text goes through the
 * requested engines, and spans become boxes through the words' character offsets. Progress is
 * reported as the stream events of workspace §7; a failing file or engine is an `error` event and
 * the batch goes on.
 */
export function createDetectionService(pool: PdfPool, engines: DetectionEngines) {
  async function detectFile(
    file: UploadedFile,
    index: number,
    batch: Batch,
    emit: DetectEmit,
    { signal, owner }: ProcessingRun,
  ): Promise<TFileResults | TPdfFileError> {
    const started = performance.now();
    const outcome = await pool.extract(file.bytes, { signal, owner });
    releaseBytes(file);
    if (!outcome.ok) return fileErrorOf(outcome.error);
    const pages = outcome.value.pages;
    const tally = new FileTally(pages, batch.readSeconds, (performance.now() - started) / 1000);
    emit({
      type: 'file_started',
      file_name: file.name,
      file_index: index,
      total_pages: pages.length,
    });
    const reported = new Set<EngineName>();
    // Values found anywhere in the file are marked wherever else they stand: on the page being
    // read and later ones at once, on earlier pages when the file is done.
    const values = new DocumentValues();
    const marked = new Map<number, Span[]>();
    for (const page of pages) {
      signal.throwIfAborted();
      emit({
        type: 'page_started',
        file_name: file.name,
        page_number: page.page_number,
        total_pages: pages.length,
      });
      const { results, spans } = await detectPage(page, batch, signal, values);
      marked.set(page.page_number, spans);
      tally.addPage(page.page_number, results);
      // An engine that failed once is not asked again in this batch, so the other engines do not
      // wait for its time-outs page after page; every later page and file says it did not run.
      for (const failure of results.engine_errors) {
        if (!batch.failed.has(failure.engine)) batch.failed.set(failure.engine, failure.message);
        if (reported.has(failure.engine)) continue;
        reported.add(failure.engine);
        emit({
          type: 'error',
          file_name: file.name,
          engine: failure.engine,
          error_message: failure.message,
        });
      }
      emit({
        type: 'page_completed',
        file_name: file.name,
        page_number: page.page_number,
        total_pages: pages.length,
        results,
      });
      // Let other requests in between pages: the fast engine runs on this thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const page of pages) {
      const earlier = values.occurrences(page.text, marked.get(page.page_number) ?? []);
      if (earlier.length > 0) tally.addResults(page.page_number, pageResults(page, earlier, 0, []));
    }
    const results = tally.results((performance.now() - started) / 1000);
    emit({
      type: 'file_completed',
      file_name: file.name,
      total_pages: pages.length,
      successful_pages: tally.pagesDone,
      processing_time: results.performance.total_time,
      results,
    });
    return results;
  }

  async function detectPage(
    page: TPdfPage,
    batch: Batch,
    signal: AbortSignal,
    values: DocumentValues,
  ) {
    const { options } = batch;
    const started = performance.now();
    const plan = Object.fromEntries(
      Object.entries(options.plan).filter(([name]) => !batch.failed.has(name as EngineName)),
    );
    const found = await runEngines(enginePage(page), plan, engines.byName, signal);
    const skipped: TEngineFailure[] = [...batch.failed]
      .filter(([name]) => name in options.plan)
      .map(([engine, message]) => ({
        engine,
        message: `Not run: it failed earlier in this batch (${message})`,
      }));
    const own = filterSpans(found.spans, {
      threshold: options.threshold,
      ignoreWords: options.ignoreWords,
    });
    values.add(own);
    const spans = [...own, ...values.occurrences(page.text, own)];
    const time = seconds(performance.now() - started);
    return { results: pageResults(page, spans, time, [...found.failures, ...skipped]), spans };
  }

  return {
    /** Runs a batch file by file; emits every event and answers with all results at the end. */
    async detect(batch: Batch, emit: DetectEmit, run: ProcessingRun): Promise<TDetectResponse> {
      const started = performance.now();
      const batch_id = batch.batchId;
      emit({
        type: 'files_read',
        batch_id,
        total_files: batch.files.length,
        file_names: batch.files.map((file) => file.name),
      });
      const file_results: TDetectResponse['file_results'] = [];
      let totalPages = 0;
      for (const [index, file] of batch.files.entries()) {
        run.signal.throwIfAborted();
        const refusal = uploadRefusal(file);
        const outcome = refusal ?? (await detectFile(file, index, batch, emit, run));
        if ('code' in outcome) {
          run.fileFailed(file);
          emit({
            type: 'error',
            file_name: file.name,
            code: outcome.code,
            error_message: outcome.message,
          });
          file_results.push({ file: file.name, status: 'error', error: outcome });
          continue;
        }
        totalPages += outcome.performance.pages_count;
        file_results.push({ file: file.name, status: 'success', results: outcome });
      }
      const successful = file_results.filter((result) => result.status === 'success').length;
      const total_time = seconds(performance.now() - started);
      emit({
        type: 'batch_completed',
        batch_id,
        total_files: batch.files.length,
        successful_files: successful,
        total_pages: totalPages,
        total_processing_time: total_time,
      });
      return {
        batch_summary: {
          batch_id,
          total_files: batch.files.length,
          successful,
          failed: batch.files.length - successful,
          total_entities: file_results.reduce(
            (sum, one) => sum + (one.results?.entities_detected.total ?? 0),
            0,
          ),
          total_time,
        },
        file_results,
      };
    },
  };
}

export type DetectionService = ReturnType<typeof createDetectionService>;

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
