import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { filesInScope, useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { redactable, redactionStats } from '../redaction/build-mapping';
import { useRedactionStore } from '../redaction/redaction-store';

/** Asks before redacting, with what the redaction will take. */
export function RedactConfirm({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { scope, options } = useRedactionStore.getState();
  const files = filesInScope(useFilesStore.getState(), scope);
  const byFile = useHighlightsStore.getState().byFile;
  const stats = redactionStats(
    files.flatMap((file) => redactable(byFile[file.key] ?? [], options)),
  );
  return (
    <ConfirmDialog
      title={t('workspace.redaction.confirmTitle')}
      confirmLabel={t('workspace.toolbar.redact')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        {t('workspace.redaction.confirmBody', {
          areas: stats.total,
          files: files.length,
          pages: stats.pages,
        })}
      </p>
    </ConfirmDialog>
  );
}
