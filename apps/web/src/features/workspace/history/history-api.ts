import {
  DOCUMENT_PATHS,
  ZDocumentResponse,
  type TDocumentHistoryItem,
  type TRedactionSchema,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { hashFileName } from './history-record';

export const HISTORY_UPDATED_EVENT = 'history-updated';

/** Saves what a redaction did to one file; the name travels only as its hash. */
export async function saveHistoryRecord(
  fileName: string,
  schema: TRedactionSchema,
): Promise<TDocumentHistoryItem> {
  const response = await apiRequest(DOCUMENT_PATHS.documents, ZDocumentResponse, {
    method: 'POST',
    body: { filename: await hashFileName(fileName), redaction_schema: schema },
  });
  window.dispatchEvent(new CustomEvent(HISTORY_UPDATED_EVENT));
  return response.data;
}
