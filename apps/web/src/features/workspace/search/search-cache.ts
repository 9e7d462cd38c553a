import type { TBatchSearchResponse } from '@workbench/contracts';
import type { OpenFile } from '../files/files-store';
import { batchSearch, type SearchRequest } from './search-api';

/** Answers kept; the oldest goes first once there are more. */
const MAX_ENTRIES = 50;

const cache = new Map<string, TBatchSearchResponse>();

/**
 * Spec §4: search results are cached by the file keys plus the parameters. A file key names the
 * file's content (name, size, last change), so the same files searched for the same terms with
 * the same flags get the same answer. Only successful answers are kept.
 */
export async function cachedSearch(
  files: readonly OpenFile[],
  request: SearchRequest,
): Promise<TBatchSearchResponse> {
  const key = JSON.stringify([files.map((file) => file.key), request]);
  const kept = cache.get(key);
  if (kept) return kept;
  const sent = files.map(({ file, name }) => ({ file, name }));
  const response = await batchSearch(sent, request);
  cache.set(key, response);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return response;
}

/** Forgets every kept answer (logout: they hold what the documents say). */
export function clearSearchCache() {
  cache.clear();
}
