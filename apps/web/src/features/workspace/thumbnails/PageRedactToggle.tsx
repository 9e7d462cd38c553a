import { Square, SquareCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { isWholePage, markWholePages } from '../marks/page-marks';

/** Under a thumbnail: marks its page for redaction as a whole, or takes that mark away. */
export function PageRedactToggle({
  fileKey,
  pageNumber,
  isMarked,
}: {
  fileKey: string;
  pageNumber: number;
  isMarked: boolean;
}) {
  const { t } = useTranslation();

  async function toggle() {
    if (isMarked) {
      const onPage = isWholePage(pageNumber);
      useHighlightsStore.getState().removeWhere((mark) => mark.fileKey === fileKey && onPage(mark));
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
