import type { OpenFile } from '../files/files-store';
import { batchSearch } from '../search/search-api';
import { fromBBox, type Rect } from './highlight';

/** A place where a text occurs: its page and box in page units, and the text as found there. */
export interface Occurrence extends Rect {
  page: number;
  text: string;
}

/**
 * Every place one file contains `text`, ignoring case, by the batch search. A file the server
 * could not read rejects like a failed call, so the caller shows one error for both.
 */
export async function searchOccurrences(
  file: OpenFile,
  text: string,
  signal?: AbortSignal,
): Promise<Occurrence[]> {
  const request = { terms: [text], caseSensitive: false, isAiSearch: false, isRegex: false };
  const data = await batchSearch([{ file: file.file, name: file.name }], request, signal);
  const result = data.file_results[0];
  if (!result || result.status !== 'success' || !result.results) {
    throw new Error(result?.error?.message ?? 'The file could not be searched');
  }
  return result.results.match_details.pages.flatMap(({ page, matches }) =>
    matches.map((match) => ({ page, text: match.text, ...fromBBox(match.bbox) })),
  );
}
