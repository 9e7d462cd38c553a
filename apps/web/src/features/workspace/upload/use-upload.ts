import { claimedFormat, SOURCE_FORMATS } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { requireProcessingConnection } from '../../on-device/processing-location';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { openIdentities, useFilesStore, type UploadMode } from '../files/files-store';
import { checkUpload } from '../files/upload-rules';
import { NOTICE_MS } from '../workspace-constants';
import { importDroppedXfdf, isXfdf } from '../marks-exchange/xfdf-drop';
import { askToCombine } from './combine-question';
import { useConversionsStore } from './conversions-store';
import { convertFile } from './convert-file';

const kindOf = (file: File) => {
  const format = claimedFormat(file.name, file.type);
  return format === null ? null : SOURCE_FORMATS[format].kind;
};
const isPdf = (file: File) => kindOf(file) === 'pdf';
const isImage = (file: File) => kindOf(file) === 'image';

/**
 * Opens files in add or replace mode and says why each refused file was refused (spec §5).
 * PDFs open at once; other files go to the server to become PDFs first and open when they come
 * back, shown as being converted meanwhile; several images chosen together open as one document
 * or as separate files, as the user answers (issue 52).
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

  async function convert(image: File, combined: readonly File[] = []) {
    const conversions = useConversionsStore.getState();
    const id = conversions.start(image);
    try {
      const { pdf, origin } = await convertFile([image, ...combined]);
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

  return (chosen: readonly File[], mode: UploadMode) => {
    // Marks in XFDF go onto the open files once the files chosen with them are open.
    const xfdfs = chosen.filter(isXfdf);
    const files = chosen.filter((file) => !isXfdf(file));
    if (files.length === 0) {
      if (xfdfs.length > 0) void importDroppedXfdf(xfdfs, t);
      return;
    }
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
    if (xfdfs.length > 0) void importDroppedXfdf(xfdfs, t);
    if (images.length > 0 && !requireProcessingConnection()) return;
    void convertAll(images);
  };

  /** Files to convert; several images chosen together may become one document (the user says). */
  async function convertAll(files: readonly File[]) {
    const images = files.filter(isImage);
    const choice =
      images.length > 1 ? await askToCombine(images.map((file) => file.name)) : 'separate';
    const others = files.filter((file) => !isImage(file));
    if (choice === 'one') void convert(images[0]!, images.slice(1));
    const separate = choice === 'separate' ? [...images, ...others] : others;
    for (const file of separate) void convert(file);
  }
}
