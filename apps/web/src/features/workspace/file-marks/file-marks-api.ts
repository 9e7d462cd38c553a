import {
  existingMarksAnswerOf,
  PDF_PATHS,
  successEnvelope,
  ZExistingMarksResponse,
  type TExistingMarksResponse,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { fileErrorAsApiError, taskFileError } from '../../on-device/device-errors';
import { resolveProcessingLocation } from '../../on-device/processing-location';

const ZMarksAnswer = successEnvelope(ZExistingMarksResponse);

/**
 * What is read of a file on opening: the unapplied redaction marks it arrived with, made in
 * another program, with the text under each (decision 0043), and its signatures with who signed
 * (decision 0062). Nothing is charged for this, on the server or on this device.
 */
export async function fetchFileMarks(
  file: File,
  signal?: AbortSignal,
): Promise<TExistingMarksResponse> {
  if ((await resolveProcessingLocation()) === 'device') return fileMarksOnDevice(file, signal);
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiRequest(PDF_PATHS.marks, ZMarksAnswer, {
    method: 'POST',
    body: form,
    encrypt: true,
    ...(signal && { signal }),
  });
  return data;
}

function fileMarksOnDevice(file: File, signal?: AbortSignal): Promise<TExistingMarksResponse> {
  return runOnDevice(async (engine) => {
    const outcome = await engine.existingMarks(await bytesOf(file), signal ? { signal } : {});
    if (!outcome.ok) throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
    return existingMarksAnswerOf(file.name, outcome.value);
  });
}
