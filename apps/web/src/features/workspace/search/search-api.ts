import {
  PDF_PATHS,
  successEnvelope,
  ZBatchSearchResponse,
  type TBatchSearchResponse,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

const ZSearchAnswer = successEnvelope(ZBatchSearchResponse);

/** Terms searched together: one request carries terms that share their flags. */
export interface SearchRequest {
  terms: readonly string[];
  caseSensitive: boolean;
  isAiSearch: boolean;
  isRegex: boolean;
  isWholeWord?: boolean;
}

/** A file to search, with the name the server reports it under. */
export interface SearchFile {
  file: Blob;
  name: string;
}

const flag = (value: boolean) => (value ? 'true' : 'false');

/**
 * The batch search call (spec §7): every file, the terms as a JSON list and the flags as text.
 * An AI search also says so in the query string, where the server reads it before the files.
 */
export async function batchSearch(
  files: readonly SearchFile[],
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<TBatchSearchResponse> {
  const form = new FormData();
  for (const { file, name } of files) form.append('files', file, name);
  form.append('search_terms', JSON.stringify(request.terms));
  form.append('case_sensitive', flag(request.caseSensitive));
  form.append('regex', flag(request.isRegex));
  form.append('whole_word', flag(request.isWholeWord === true));
  form.append('ai_search', flag(request.isAiSearch));
  const path = request.isAiSearch ? `${PDF_PATHS.search}?ai_search=true` : PDF_PATHS.search;
  const { data } = await apiRequest(path, ZSearchAnswer, {
    method: 'POST',
    body: form,
    encrypt: true,
    ...(signal && { signal }),
  });
  return data;
}
