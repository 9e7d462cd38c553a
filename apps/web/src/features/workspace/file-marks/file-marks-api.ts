import {
  PDF_PATHS,
  successEnvelope,
  ZExistingMarksResponse,
  type TExistingMark,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { fileErrorAsApiError, taskFileError } from '../../on-device/device-errors';
import { resolveProcessingLocation } from '../../on-device/processing-location';

const ZMarksAnswer = successEnvelope(ZExistingMarksResponse);

/**
 * The unapplied redaction marks a file arrived with, made in another program, with the text
 * under each (decision 0043). Nothing is charged for this, on the server or on this device.
 */
export async function fetchFileMarks(file: File, signal?: AbortSignal): Promise<TExistingMark[]> {
  if ((await resolveProcessingLocation()) === 'device') return fileMarksOnDevice(file, signal);
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

function fileMarksOnDevice(file: File, signal?: AbortSignal): Promise<TExistingMark[]> {
  return runOnDevice(async (engine) => {
    const outcome = await engine.existingMarks(await bytesOf(file), signal ? { signal } : {});
    if (!outcome.ok) throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
    return outcome.value.marks.map(({ mark }) => mark);
  });
}
