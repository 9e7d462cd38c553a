import {
  PDF_PATHS,
  successEnvelope,
  ZBatchSearchResponse,
  type TBatchSearchResponse,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { resolveProcessingLocation } from '../../on-device/processing-location';
import { searchOnDevice } from './search-on-device';
import type { SearchFile, SearchRequest } from './search-request';

const ZSearchAnswer = successEnvelope(ZBatchSearchResponse);

export type { SearchFile, SearchRequest } from './search-request';

const flag = (value: boolean) => (value ? 'true' : 'false');

/**
 * The batch search call (spec §7): every file, the terms as a JSON list and the flags as text.
 * An AI search also says so in the query string, where the server reads it before the files.
 * In on-device mode the files are searched in this browser and never sent.
 */
export async function batchSearch(
  files: readonly SearchFile[],
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<TBatchSearchResponse> {
  if ((await resolveProcessingLocation()) === 'device')
    return searchOnDevice(files, request, signal);
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
