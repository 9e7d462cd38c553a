import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useFileMarksStore } from './file-marks-store';
import { forgetFileMarks, readFileMarks } from './read-file-marks';

/**
 * While the workspace is shown, every file that opens (uploaded, brought back from the browser's
 * storage, or unlocked) has the redaction marks it arrived with read once; a closed file's read
 * stops and is forgotten.
 */
export function useFileMarks() {
  const { t } = useTranslation();
  const userId = useAuth().user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const readNew = (files: readonly OpenFile[]) => {
      const known = useFileMarksStore.getState().byFile;
      for (const file of files) if (!known[file.key]) void readFileMarks(file, t);
    };
    readNew(useFilesStore.getState().files);
    return useFilesStore.subscribe((state, previous) => {
      if (state.files === previous.files) return;
      const open = new Set(state.files.map((file) => file.key));
      const closed = previous.files.filter((file) => !open.has(file.key)).map(({ key }) => key);
      if (closed.length > 0) forgetFileMarks(closed);
      readNew(state.files);
    });
  }, [userId, t]);
}
