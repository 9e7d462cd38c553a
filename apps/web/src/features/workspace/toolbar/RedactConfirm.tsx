import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFilesStore, type OpenFile, type Scope } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
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
  const { files, accepted, suggested } = marksInScope(scope);
  const stats = redactionStats(accepted);
  // Save and print release the redacted copies made already; redact makes every one again.
  const { redacted } = useFilesStore.getState();
  const toRedact = step === 'redact' ? files : files.filter((file) => !redacted[file.key]);
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
        {stats.total > 0 && (
          <p>
            {t('workspace.redaction.confirmBody', {
              areas: stats.total,
              pages: stats.pages,
              files: stats.files,
            })}
          </p>
        )}
        <SanitisedOnly files={toRedact} marks={accepted} />
        <RedactSpend files={toRedact} />
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
      <SanitisedOnly files={toRedact} marks={[...accepted, ...suggested]} />
      <RedactSpend files={toRedact} />
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

/** The files released without a mark, named: they are sanitised, and nothing on a page goes. */
function SanitisedOnly({
  files,
  marks,
}: {
  files: readonly OpenFile[];
  marks: readonly Highlight[];
}) {
  const { t } = useTranslation();
  const marked = new Set(marks.map((mark) => mark.fileKey));
  const unmarked = files.filter((file) => !marked.has(file.key));
  if (unmarked.length === 0) return null;
  const names = unmarked.map((file) => file.name).join(', ');
  return <p>{t('workspace.redaction.sanitisedOnly', { count: unmarked.length, names })}</p>;
}
