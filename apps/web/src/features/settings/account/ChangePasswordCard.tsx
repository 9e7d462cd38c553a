import { ZChangePasswordRequest } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { SettingsCard } from '../SettingsCard';
import { changePassword } from './account-api';

type Fields = { current_password: string; new_password: string; confirm_password: string };
const EMPTY: Fields = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = [
  { name: 'current_password', label: 'account.password.current', autoComplete: 'current-password' },
  { name: 'new_password', label: 'account.password.new', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'account.password.confirm', autoComplete: 'new-password' },
] as const;

/** Update is disabled while any field is empty (accounts §5). */
export function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const { errors, failure, isSubmitting, submit, clearError } = useSchemaForm(
    ZChangePasswordRequest,
    (error) => errorMessage(t, error, t('account.password.failed')),
  );
  const isComplete = Object.values(fields).every((value) => value !== '');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(fields, async (data) => {
      await changePassword(data);
      setFields(EMPTY);
      toast.success(t('account.password.changed'));
      onChanged();
    });
  }

  function handleChange(field: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  return (
    <SettingsCard title={t('account.password.title')} description={t('account.password.lead')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isSubmitting}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={t(field.label)}
              name={field.name}
              type="password"
              autoComplete={field.autoComplete}
              value={fields[field.name]}
              onChange={(value) => handleChange(field.name, value)}
              error={errors[field.name] && localizeMessage(t, errors[field.name] ?? '')}
            />
          ))}
          <button type="submit" className="button button-primary" disabled={!isComplete}>
            {t('account.password.submit')}
          </button>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
