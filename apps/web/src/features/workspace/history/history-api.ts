import {
  DOCUMENT_PATHS,
  ZDocumentListResponse,
  ZDocumentResponse,
  ZEmptyResponse,
  type TDocumentHistoryItem,
  type TDocumentSummary,
  type TRedactionSchema,
  type TSaveDocumentRequest,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { HISTORY_PAGE_SIZE } from '../workspace-constants';
import { hashFileName } from './history-record';
import { forgetRecordAreas, rememberAreas, type KeptArea } from './kept-areas';
import { rememberName } from './known-names';

export const HISTORY_UPDATED_EVENT = 'history-updated';

const documentPath = (id: number) => DOCUMENT_PATHS.document.replace(':id', String(id));

/**
 * Saves what a redaction did to one file; the name travels only as its hash, and the areas'
 * texts (`kept`, in the schema's area order) stay in this browser.
 */
export async function saveHistoryRecord(
  fileName: string,
  schema: TRedactionSchema,
  kept: readonly KeptArea[] = [],
): Promise<TDocumentHistoryItem> {
  const request = { filename: await hashFileName(fileName), redaction_schema: schema };
  return postHistoryRecord(request, { name: fileName, kept });
}

/**
 * Sends a record as it is to be saved; what stays in this browser (the name and the areas'
 * texts) is kept beside it when it is known.
 */
export async function postHistoryRecord(
  request: TSaveDocumentRequest,
  local?: { name: string; kept: readonly KeptArea[] },
): Promise<TDocumentHistoryItem> {
  const response = await apiRequest(DOCUMENT_PATHS.documents, ZDocumentResponse, {
    method: 'POST',
    body: request,
  });
  if (local) {
    rememberName(request.filename, local.name);
    rememberAreas(response.data.id, local.kept);
  }
  window.dispatchEvent(new CustomEvent(HISTORY_UPDATED_EVENT));
  return response.data;
}

/** The newest saved records; the panel shows one page of the largest size the server allows. */
export async function fetchHistory(signal?: AbortSignal): Promise<TDocumentSummary[]> {
  const path = `${DOCUMENT_PATHS.documents}?page=1&pageSize=${HISTORY_PAGE_SIZE}`;
  return (await apiRequest(path, ZDocumentListResponse, { signal })).data;
}

/** One record with its redaction schema, which the list leaves out. */
export async function fetchHistoryRecord(id: number): Promise<TDocumentHistoryItem> {
  return (await apiRequest(documentPath(id), ZDocumentResponse)).data;
}

export async function deleteHistoryRecord(id: number): Promise<void> {
  await apiRequest(documentPath(id), ZEmptyResponse, { method: 'DELETE' });
  forgetRecordAreas(id);
}
