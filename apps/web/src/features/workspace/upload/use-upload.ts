import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore, type UploadMode } from '../files/files-store';
import { NOTICE_MS } from '../workspace-constants';

/** Opens files in add or replace mode and says why each refused file was refused (spec §5). */
export function useUpload() {
  const { t } = useTranslation();
  return (files: readonly File[], mode: UploadMode) => {
    if (files.length === 0) return;
    const { added, refused } = useFilesStore.getState().addFiles(files, mode);
    for (const refusal of refused) {
      toast.error(`${refusal.name}: ${refusal.message}`, NOTICE_MS.uploadError);
    }
    if (added.length === 0 && refused.length === 0)
      toast.error(t('workspace.notices.invalidFiles'), NOTICE_MS.uploadError);
    if (added.length > 0) {
      toast.success(
        added.length === 1
          ? t('workspace.notices.fileAddedSuccessfully', { name: added[0]!.name })
          : t('workspace.notices.filesAddedSuccessfully', { count: added.length }),
      );
    }
  };
}
