import { searchAnswer, type TBatchSearchResponse } from '@workbench/contracts';
import type { PdfPool } from '@workbench/pdf';
import { boxesForRange, EngineError } from '@workbench/detect';
import { AppError } from '../errors/app-error';
import type { DetectionEngines } from '../detect/engines';
import { fileErrorOf } from '../pdf/pdf-file-status';
import { releaseBytes, uploadRefusal, type UploadedFile } from '../pdf/read-upload';
import type { ProcessingRun } from './processing-meter';

type FileResult = TBatchSearchResponse['file_results'][number];
type MatchPage = {
  page: number;
  matches: {
    bbox: { x0: number; y0: number; x1: number; y1: number };
    text: string;
    term: string;
  }[];
};

/**
 * AI search (`ai_search=true`): the advanced engine's LLM reads each page and returns the exact
 * strings that answer each query; they become boxes the same way plain search matches do.
 */
export function createAiSearchService(pool: PdfPool, engines: DetectionEngines) {
  async function searchFile(
    file: UploadedFile,
    queries: readonly string[],
    run: ProcessingRun,
  ): Promise<FileResult> {
    const { signal } = run;
    const refusal = uploadRefusal(file);
    if (refusal) return { file: file.name, status: 'error', error: refusal };
    const outcome = await pool.extract(file.bytes, { signal, owner: run.owner });
    releaseBytes(file);
    if (!outcome.ok) {
      run.fileFailed(file);
      return { file: file.name, status: 'error', error: fileErrorOf(outcome.error) };
    }
    const pages: MatchPage[] = [];
    for (const page of outcome.value.pages) {
      const matches: MatchPage['matches'] = [];
      for (const query of queries) {
        const spans = await engines.advanced.aiSearch({ text: page.text, query, signal });
        for (const span of spans) {
          for (const bbox of boxesForRange(page.words, span.start, span.end))
            matches.push({ bbox, text: span.text, term: query });
        }
      }
      if (matches.length > 0) pages.push({ page: page.page_number, matches });
    }
    const total_matches = pages.reduce((sum, page) => sum + page.matches.length, 0);
    return {
      file: file.name,
      status: 'success',
      results: { total_matches, match_details: { pages } },
    };
  }

  return {
    isReady: () => engines.advanced.status().state === 'ready',

    async search(
      files: readonly UploadedFile[],
      queries: readonly string[],
      run: ProcessingRun,
    ): Promise<TBatchSearchResponse> {
      const started = performance.now();
      const file_results: FileResult[] = [];
      try {
        for (const file of files) file_results.push(await searchFile(file, queries, run));
      } catch (error) {
        if (error instanceof EngineError)
          throw new AppError('SERVICE_UNAVAILABLE', `AI search failed: ${error.message}`);
        throw error;
      }
      return searchAnswer(file_results, started);
    },
  };
}

export type AiSearchService = ReturnType<typeof createAiSearchService>;
