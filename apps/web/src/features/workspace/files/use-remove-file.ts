import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { toast } from '../../../lib/toast';
import { useHighlightsStore } from '../highlights/highlights-store';
import { clearMarks } from '../marks/review-actions';
import { useReviewStore } from '../marks/review-store';
import { useFilesStore } from './files-store';

/** The file whose closing waits for the user's word: it holds marks or a redacted copy. */
export const useCloseQuestion = create<{ key: string | null }>(() => ({ key: null }));

/** What closing `key` would discard: its marks, and whether a redacted copy exists. */
export function workOf(key: string) {
  return {
    marks: useHighlightsStore.getState().byFile[key]?.length ?? 0,
    redacted: Boolean(useFilesStore.getState().redacted[key]),
  };
}

/**
 * Closes a file and drops its highlights, with the spec's notice. A file with marks or a redacted
 * copy is closed only once the user confirms: one click beside the full-screen button never
 * discards a review (issue 64).
 */
export function useRemoveFile() {
  const { t } = useTranslation();
  const close = (key: string) => {
    try {
      useFilesStore.getState().removeFile(key);
      clearMarks(undefined, [key]);
      useReviewStore.getState().forgetFiles([key]);
      toast.success(t('workspace.notices.fileAndHighlightsRemoved'));
    } catch {
      toast.error(t('workspace.notices.errorRemovingFile'));
    }
  };
  return {
    /** Closes at once when nothing would be lost, else asks. */
    ask: (key: string) => {
      const work = workOf(key);
      if (work.marks === 0 && !work.redacted) close(key);
      else useCloseQuestion.setState({ key });
    },
    close,
  };
}
