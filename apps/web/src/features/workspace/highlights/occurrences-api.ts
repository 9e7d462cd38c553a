import type { OpenFile } from '../files/files-store';
import { batchSearch } from '../search/search-api';
import { fromBBox, type Rect } from './highlight';

/** A place where a text occurs: its file, page and box in page units, and the text found there. */
export interface Occurrence extends Rect {
  fileKey: string;
  page: number;
  text: string;
}

/**
 * Every place the files contain `text`, ignoring case, by one batch search. A file the server
 * could not read rejects like a failed call, so the caller shows one error for both.
 */
export async function searchOccurrences(
  files: readonly OpenFile[],
  text: string,
  signal?: AbortSignal,
): Promise<Occurrence[]> {
  const request = { terms: [text], caseSensitive: false, isAiSearch: false, isRegex: false };
  const searched = files.map(({ file, name }) => ({ file, name }));
  const data = await batchSearch(searched, request, signal);
  return files.flatMap(({ key }, index) => {
    const result = data.file_results[index];
    if (!result || result.status !== 'success' || !result.results) {
      throw new Error(result?.error?.message ?? 'The file could not be searched');
    }
    return result.results.match_details.pages.flatMap(({ page, matches }) =>
      matches.map((match) => ({ fileKey: key, page, text: match.text, ...fromBBox(match.bbox) })),
    );
  });
}
