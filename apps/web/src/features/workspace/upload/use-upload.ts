import { claimedFormat } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { requireConnection } from '../../../lib/require-connection';
import { toast } from '../../../lib/toast';
import { openIdentities, useFilesStore, type UploadMode } from '../files/files-store';
import { checkUpload } from '../files/upload-rules';
import { NOTICE_MS } from '../workspace-constants';
import { useConversionsStore } from './conversions-store';
import { convertFile } from './convert-file';

const isPdf = (file: File) => claimedFormat(file.name, file.type) === 'pdf';

/**
 * Opens files in add or replace mode and says why each refused file was refused (spec §5).
 * PDFs open at once; images go to the server to become PDFs first and open when they come back,
 * shown as being converted meanwhile (issue 52).
 */
export function useUpload() {
  const { t } = useTranslation();

  function announce(names: readonly string[]) {
    if (names.length === 0) return;
    toast.success(
      names.length === 1
        ? t('workspace.notices.fileAddedSuccessfully', { name: names[0] })
        : t('workspace.notices.filesAddedSuccessfully', { count: names.length }),
    );
  }

  async function convert(image: File) {
    const conversions = useConversionsStore.getState();
    const id = conversions.start(image);
    try {
      const { pdf, origin } = await convertFile(image);
      const { added, refused } = useFilesStore
        .getState()
        .addFiles([pdf], 'add', new Map([[pdf, origin]]));
      for (const refusal of refused) {
        toast.error(`${image.name}: ${localizeMessage(t, refusal.message)}`, NOTICE_MS.uploadError);
      }
      announce(added.map((file) => file.name));
      if (added.length > 0 && origin.notes) {
        toast.warning(`${image.name}: ${origin.notes.join(' · ')}`, NOTICE_MS.conversionNotes);
      }
    } catch (error) {
      // The server's message names the file already.
      const fallback = t('workspace.upload.conversionFailed', { name: image.name });
      toast.error(errorMessage(t, error, fallback), NOTICE_MS.uploadError);
    } finally {
      conversions.finish(id);
    }
  }

  return (files: readonly File[], mode: UploadMode) => {
    if (files.length === 0) return;
    const store = useFilesStore.getState();
    const open = mode === 'replace' ? [] : openIdentities(store.files);
    const pending = useConversionsStore.getState().pending;
    const { accepted, refused } = checkUpload(files, [...open, ...pending]);
    for (const refusal of refused) {
      toast.error(`${refusal.name}: ${localizeMessage(t, refusal.message)}`, NOTICE_MS.uploadError);
    }
    if (accepted.length === 0 && refused.length === 0)
      toast.error(t('workspace.notices.invalidFiles'), NOTICE_MS.uploadError);
    const pdfs = accepted.filter(isPdf);
    const images = accepted.filter((file) => !isPdf(file));
    if (mode === 'replace' && pdfs.length === 0 && images.length > 0) store.clear();
    if (pdfs.length > 0) announce(store.addFiles(pdfs, mode).added.map((file) => file.name));
    if (images.length > 0 && !requireConnection()) return;
    for (const image of images) void convert(image);
  };
}
