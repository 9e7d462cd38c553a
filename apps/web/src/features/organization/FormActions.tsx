import { useTranslation } from 'react-i18next';

/** The foot of a modal form: Cancel, then the submit button. */
export function FormActions({
  submitLabel,
  onCancel,
}: {
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="button-row manage-actions">
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="button button-primary">
        {submitLabel}
      </button>
    </div>
  );
}
