import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { FailureAlert } from './FormAlert';

type Props = {
  title: string;
  submitLabel: string;
  /** The refusal to show above the form (the server's message, or a failed-to fallback). */
  failure: string | null;
  isSubmitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog holding one form: its refusal, its fields, then Cancel and the submit button. */
export function FormDialog(props: Props) {
  const { title, submitLabel, failure, isSubmitting, onSubmit, onClose, children } = props;
  const { t } = useTranslation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Dialog title={title} className="organization-dialog" onClose={onClose}>
      <FailureAlert message={failure} />
      <form noValidate onSubmit={handleSubmit}>
        <fieldset disabled={isSubmitting}>
          {children}
          <div className="button-row manage-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="button button-primary">
              {submitLabel}
            </button>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
