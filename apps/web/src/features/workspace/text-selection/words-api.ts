import { PDF_PATHS, successEnvelope, ZExtractResponse, type TPdfPage } from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chargedFileWork } from '../../on-device/charge-files';
import { bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { resolveProcessingLocation } from '../../on-device/processing-location';

const ZExtractAnswer = successEnvelope(ZExtractResponse);

/**
 * The words of every page with their boxes, read (or recognised) by the server's engine, or in
 * on-device mode by the same engine in this browser, charged alike.
 */
export async function extractWords(file: File, signal?: AbortSignal): Promise<TPdfPage[]> {
  if ((await resolveProcessingLocation()) === 'device') return extractOnDevice(file, signal);
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

function extractOnDevice(file: File, signal?: AbortSignal): Promise<TPdfPage[]> {
  return runOnDevice(async (engine) => {
    const bytes = await bytesOf(file);
    const work = () => engine.extract(bytes, signal ? { signal } : {});
    const { pages } = await chargedFileWork(
      engine,
      'extract',
      { name: file.name, bytes },
      signal,
      work,
    );
    return pages;
  });
}
