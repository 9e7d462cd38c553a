import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFilesStore } from './files-store';
import { useCloseQuestion, useRemoveFile, workOf } from './use-remove-file';

/** Asks before a file with marks or a redacted copy is closed, saying what goes with it. */
export function CloseFileConfirm() {
  const { t } = useTranslation();
  const key = useCloseQuestion((state) => state.key);
  const file = useFilesStore((state) => state.files.find((open) => open.key === key));
  const { close } = useRemoveFile();
  if (!key || !file) return null;
  const work = workOf(key);
  const cancel = () => useCloseQuestion.setState({ key: null });
  return (
    <ConfirmDialog
      title={t('workspace.closeFile.title', { name: file.name })}
      confirmLabel={t('workspace.closeFile.confirm')}
      onCancel={cancel}
      onConfirm={() => {
        cancel();
        close(key);
      }}
    >
      <p>
        {t(work.redacted ? 'workspace.closeFile.bodyRedacted' : 'workspace.closeFile.body', {
          count: work.marks,
        })}
      </p>
    </ConfirmDialog>
  );
}
