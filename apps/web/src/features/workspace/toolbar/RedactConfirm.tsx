import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Scope } from '../files/files-store';
import { mergeDuplicates } from '../marks/merge-duplicates';
import { redactionStats } from '../redaction/build-mapping';
import { marksInScope, type ReleaseStep } from '../redaction/release';
import { useSidebarStore } from '../sidebar/sidebar-store';
import { RedactSpend } from '../usage/RedactSpend';

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
  const { accepted, suggested } = marksInScope(scope);
  const stats = redactionStats(accepted);
  // Counted as the marks panel lists them: a search hit and a detection of one place are one.
  const toReview = mergeDuplicates(suggested).length;
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
            pages: stats.pages,
            files: stats.files,
          })}
        </p>
        <RedactSpend marks={accepted} />
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t('workspace.redaction.unreviewedTitle')}
      confirmLabel={t(`workspace.redaction.acceptAllAnd.${step}`)}
      alternative={{
        label: t('workspace.redaction.acceptedOnly', { count: stats.total }),
        onClick: () => onConfirm([]),
        isDisabled: accepted.length === 0,
      }}
      onCancel={onCancel}
      onConfirm={() => onConfirm(suggested.map(({ id }) => id))}
    >
      <p>
        {t('workspace.redaction.unreviewedBody', {
          count: toReview,
          accepted: stats.total,
        })}
      </p>
      <RedactSpend marks={[...accepted, ...suggested]} />
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
