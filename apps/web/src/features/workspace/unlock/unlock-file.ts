import { PDF_PATHS } from '@workbench/contracts';
import { apiFileRequest } from '../../../lib/api-client';
import { blobOf, bytesOf } from '../../on-device/device-bytes';
import { runOnDevice } from '../../on-device/device-engine';
import { fileErrorAsApiError, taskFileError } from '../../on-device/device-errors';
import { resolveProcessingLocation } from '../../on-device/processing-location';
import { useFilesStore, type OpenFile } from '../files/files-store';

/**
 * Opens a password-protected file with its password on the server (in on-device mode, in this
 * browser) and puts the copy, without encryption, in the file's place: the viewer, search,
 * detection and redaction then work on it as on any file. The password travels sealed like every
 * upload and is kept nowhere.
 */
export async function unlockFile(file: OpenFile, password: string): Promise<void> {
  const body =
    (await resolveProcessingLocation()) === 'device'
      ? await unlockOnDevice(file, password)
      : await unlockOnServer(file, password);
  const unlocked = new File([body], file.name, {
    type: 'application/pdf',
    lastModified: file.lastModified,
  });
  useFilesStore.getState().replaceContent(file.key, unlocked);
}

async function unlockOnServer(file: OpenFile, password: string): Promise<Blob> {
  const form = new FormData();
  form.append('file', file.file, file.name);
  form.append('password', password);
  const { body } = await apiFileRequest(PDF_PATHS.unlock, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  return body;
}

function unlockOnDevice(file: OpenFile, password: string): Promise<Blob> {
  return runOnDevice(async (engine) => {
    const outcome = await engine.unlock(await bytesOf(file.file), password);
    if (!outcome.ok) throw fileErrorAsApiError(file.name, taskFileError(outcome.error));
    return blobOf(outcome.value.bytes, 'application/pdf');
  });
}
