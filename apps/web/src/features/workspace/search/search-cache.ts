import type { TBatchSearchResponse } from '@workbench/contracts';
import type { OpenFile } from '../files/files-store';
import { batchSearch, type SearchRequest } from './search-api';

/** Answers kept; the oldest goes first once there are more. */
const MAX_ENTRIES = 50;

const cache = new Map<string, TBatchSearchResponse>();

/** Counts clears: an answer that arrives after a clear (a logout) is not kept. */
let generation = 0;

/**
 * Spec §4: search results are cached by the file keys plus the parameters. A file key names the
 * file's content (name, size, last change), so the same files searched for the same terms with
 * the same flags get the same answer. Only answers where every file was searched are kept: a
 * file that failed once (the server was busy) is searched again next time.
 */
export async function cachedSearch(
  files: readonly OpenFile[],
  request: SearchRequest,
): Promise<TBatchSearchResponse> {
  const key = JSON.stringify([files.map((file) => file.key), request]);
  const kept = cache.get(key);
  if (kept) return kept;
  const started = generation;
  const sent = files.map(({ file, name }) => ({ file, name }));
  const response = await batchSearch(sent, request);
  const isWhole = response.file_results.every((result) => result.status === 'success');
  if (isWhole && started === generation) {
    cache.set(key, response);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return response;
}

/** Forgets every kept answer, and any still on its way (logout: they hold what the documents say). */
export function clearSearchCache() {
  generation += 1;
  cache.clear();
}
