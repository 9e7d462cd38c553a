import { Square, SquareCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { markWholePages } from '../marks/page-marks';

const isWholePage =
  (fileKey: string, page: number) =>
  (mark: { fileKey: string; page: number; creationMode?: string }) =>
    mark.fileKey === fileKey && mark.page === page && mark.creationMode === 'page';

/** Under a thumbnail: marks its page for redaction as a whole, or takes that mark away. */
export function PageRedactToggle({ fileKey, pageNumber }: { fileKey: string; pageNumber: number }) {
  const { t } = useTranslation();
  const isMarked = useHighlightsStore(
    (state) => state.byFile[fileKey]?.some(isWholePage(fileKey, pageNumber)) ?? false,
  );

  async function toggle() {
    if (isMarked) {
      useHighlightsStore.getState().removeWhere(isWholePage(fileKey, pageNumber));
      return;
    }
    const file = useFilesStore.getState().files.find((open) => open.key === fileKey);
    if (!file) return;
    try {
      await markWholePages(file, [pageNumber]);
    } catch {
      toast.error(t('workspace.marks.pages.failed'));
    }
  }

  const Icon = isMarked ? SquareCheck : Square;
  return (
    <button
      type="button"
      className="thumbnail-redact"
      aria-pressed={isMarked}
      aria-label={t('workspace.thumbnails.redactPage', { page: pageNumber })}
      title={t('workspace.thumbnails.redactPage', { page: pageNumber })}
      onClick={() => void toggle()}
    >
      <Icon aria-hidden="true" size={14} /> {t('workspace.thumbnails.redactShort')}
    </button>
  );
}
