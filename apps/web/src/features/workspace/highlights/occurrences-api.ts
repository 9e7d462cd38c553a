import { PDF_PATHS, successEnvelope, ZBatchSearchResponse } from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { OpenFile } from '../files/files-store';
import { fromBBox, type Rect } from './highlight';

const ZSearchAnswer = successEnvelope(ZBatchSearchResponse);

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
  const form = new FormData();
  form.append('files', file.file, file.name);
  form.append('search_terms', JSON.stringify([text]));
  form.append('case_sensitive', 'false');
  const { data } = await apiRequest(PDF_PATHS.search, ZSearchAnswer, {
    method: 'POST',
    body: form,
    ...(signal && { signal }),
  });
  const result = data.file_results[0];
  if (!result || result.status !== 'success' || !result.results) {
    throw new Error(result?.error?.message ?? 'The file could not be searched');
  }
  return result.results.match_details.pages.flatMap(({ page, matches }) =>
    matches.map((match) => ({ page, text: match.text, ...fromBBox(match.bbox) })),
  );
}
