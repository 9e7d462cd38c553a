import { PDF_PATHS, successEnvelope, ZExtractResponse, type TPdfPage } from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

const ZExtractAnswer = successEnvelope(ZExtractResponse);

/** The words of every page with their boxes, read (or recognised) by the server's engine. */
export async function extractWords(file: File, signal?: AbortSignal): Promise<TPdfPage[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiRequest(PDF_PATHS.extract, ZExtractAnswer, {
    method: 'POST',
    body: form,
    encrypt: true,
    ...(signal && { signal }),
  });
  return data.pages;
}
