import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { NOTICE_MS } from '../workspace-constants';
import { undoReview } from './review-actions';

/**
 * Review's Undo (U, Ctrl+Z, the panel's button): takes back the newest step in the file in view,
 * and says so when it had none and the step taken back was another file's.
 */
export function useUndoReview(): () => void {
  const { t } = useTranslation();
  return () => {
    const currentKey = useFilesStore.getState().currentKey;
    const changed = undoReview();
    if (changed === null) {
      toast.info(t('workspace.marks.nothingToUndo'), NOTICE_MS.info);
    } else if (currentKey !== null && !changed.includes(currentKey)) {
      const { files } = useFilesStore.getState();
      const names = changed.map((key) => files.find((file) => file.key === key)?.name ?? key);
      toast.info(t('workspace.marks.undoneElsewhere', { names: names.join(', ') }), NOTICE_MS.info);
    }
  };
}
