import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { clearMarks } from '../marks/review-actions';
import { useFilesStore } from './files-store';

/** Closes a file and drops its highlights, with the spec's notice. */
export function useRemoveFile() {
  const { t } = useTranslation();
  return (key: string) => {
    try {
      useFilesStore.getState().removeFile(key);
      clearMarks(undefined, [key]);
      toast.success(t('workspace.notices.fileAndHighlightsRemoved'));
    } catch {
      toast.error(t('workspace.notices.errorRemovingFile'));
    }
  };
}
