import { ZChangePasswordRequest } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { TextField } from '../../../components/TextField';
import { fieldErrors } from '../../../lib/form-errors';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
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
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isComplete = Object.values(fields).every((value) => value !== '');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZChangePasswordRequest.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors<keyof Fields>(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setIsSaving(true);
    try {
      await changePassword(parsed.data);
      setFields(EMPTY);
      toast.success(t('account.password.changed'));
      onChanged();
    } catch (error) {
      setFailure(errorMessage(t, error, t('account.password.failed')));
    } finally {
      setIsSaving(false);
    }
  }

  function handleChange(field: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <SettingsCard title={t('account.password.title')}>
      {failure && (
        <FormAlert kind="error">
          <p>{failure}</p>
        </FormAlert>
      )}
      <form className="settings-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset disabled={isSaving}>
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
