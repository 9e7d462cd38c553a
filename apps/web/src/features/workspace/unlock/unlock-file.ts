import { PDF_PATHS } from '@workbench/contracts';
import { apiFileRequest } from '../../../lib/api-client';
import { useFilesStore, type OpenFile } from '../files/files-store';

/**
 * Opens a password-protected file with its password on the server and puts the copy it sends
 * back, without encryption, in the file's place: the viewer, search, detection and redaction then
 * work on it as on any file. The password travels sealed like every upload and is kept nowhere.
 */
export async function unlockFile(file: OpenFile, password: string): Promise<void> {
  const form = new FormData();
  form.append('file', file.file, file.name);
  form.append('password', password);
  const { body } = await apiFileRequest(PDF_PATHS.unlock, {
    method: 'POST',
    body: form,
    encrypt: true,
  });
  const unlocked = new File([body], file.name, {
    type: 'application/pdf',
    lastModified: file.lastModified,
  });
  useFilesStore.getState().replaceContent(file.key, unlocked);
}
