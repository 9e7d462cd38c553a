import type { TBatchSearchResponse } from './pdf';

type FileResult = TBatchSearchResponse['file_results'][number];

/**
 * The batch search answer around its per-file results: counts and the time since `started`
 * (`performance.now()`). The server's search and AI search and on-device mode's search give it.
 */
export function searchAnswer(file_results: FileResult[], started: number): TBatchSearchResponse {
  const successful = file_results.filter((result) => result.status === 'success').length;
  return {
    batch_summary: {
      total_files: file_results.length,
      successful,
      failed: file_results.length - successful,
      total_matches: file_results.reduce(
        (sum, result) => sum + (result.results?.total_matches ?? 0),
        0,
      ),
      search_time: Math.round(performance.now() - started) / 1000,
    },
    file_results,
  };
}
