import {
  PDF_PATHS,
  successEnvelope,
  ZExistingMarksResponse,
  type TExistingMark,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

const ZMarksAnswer = successEnvelope(ZExistingMarksResponse);

/**
 * The unapplied redaction marks a file arrived with, made in another program, with the text
 * under each (decision 0043). The server charges nothing for this.
 */
export async function fetchFileMarks(file: File, signal?: AbortSignal): Promise<TExistingMark[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiRequest(PDF_PATHS.marks, ZMarksAnswer, {
    method: 'POST',
    body: form,
    encrypt: true,
    ...(signal && { signal }),
  });
  return data.existing_marks;
}
