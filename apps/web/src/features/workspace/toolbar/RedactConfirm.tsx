import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Scope } from '../files/files-store';
import { redactionStats } from '../redaction/build-mapping';
import { marksInScope, type ReleaseStep } from '../redaction/release';
import { useSidebarStore } from '../sidebar/sidebar-store';

/**
 * Asks before redacting, with what the redaction will take. When suggestions nobody reviewed are
 * left it says so, and the user accepts them all, redacts only the accepted marks, or goes to the
 * marks tab to review them: nothing found automatically is redacted without a person's word.
 */
export function RedactConfirm({
  step,
  scope,
  onConfirm,
  onCancel,
}: {
  step: ReleaseStep;
  scope: Scope;
  /** Called with the suggestions to accept first: those the dialog counted, or none. */
  onConfirm: (toAccept: readonly string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { files, accepted, suggested } = marksInScope(scope);
  const stats = redactionStats(accepted);
  if (suggested.length === 0) {
    return (
      <ConfirmDialog
        title={t('workspace.redaction.confirmTitle')}
        confirmLabel={t(`workspace.redaction.steps.${step}`)}
        onCancel={onCancel}
        onConfirm={() => onConfirm([])}
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
  return (
    <ConfirmDialog
      title={t('workspace.redaction.unreviewedTitle')}
      confirmLabel={t(`workspace.redaction.acceptAllAnd.${step}`)}
      alternative={{
        label: t('workspace.redaction.acceptedOnly', { count: accepted.length }),
        onClick: () => onConfirm([]),
        isDisabled: accepted.length === 0,
      }}
      onCancel={onCancel}
      onConfirm={() => onConfirm(suggested.map(({ id }) => id))}
    >
      <p>
        {t('workspace.redaction.unreviewedBody', {
          count: suggested.length,
          accepted: accepted.length,
        })}
      </p>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          useSidebarStore.getState().activate('marks');
          onCancel();
        }}
      >
        {t('workspace.redaction.reviewFirst')}
      </button>
    </ConfirmDialog>
  );
}
