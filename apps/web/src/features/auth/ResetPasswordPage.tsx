import { ZResetPasswordRequest, ZToken } from '@workbench/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FailureAlert, FormAlert } from '../../components/FormAlert';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { TextField } from '../../components/TextField';
import { errorMessage, localizeMessage } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from './AuthCard';
import { resetPassword } from './recovery-api';

type Fields = { new_password: string; confirm_password: string };

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isTokenUsable = ZToken.safeParse(token).success;
  const hasWarned = useRef(false);
  const [fields, setFields] = useState<Fields>({ new_password: '', confirm_password: '' });
  const [isDone, setIsDone] = useState(false);
  const { errors, failure, isSubmitting, submit, clearError } = useSchemaForm(
    ZResetPasswordRequest,
    (error) => errorMessage(t, error, t('reset.failed')),
  );

  // Without a usable token there is nothing to reset; StrictMode must not warn twice.
  useEffect(() => {
    if (isTokenUsable || hasWarned.current) return;
    hasWarned.current = true;
    toast.error(t('reset.invalidToken'));
    void navigate('/forgot-password', { replace: true });
  }, [isTokenUsable, navigate, t]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ token, ...fields }, async (data) => {
      await resetPassword(data);
      setIsDone(true);
    });
  }

  function handleChange(field: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  if (!isTokenUsable) return null;
  if (isDone) {
    return (
      <AuthCard title={t('pages.resetPassword.title')}>
        <FormAlert kind="success">
          <p>{t('reset.done')}</p>
        </FormAlert>
        <Link to="/login" className="button button-primary">
          {t('auth.login')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pages.resetPassword.title')}>
      <p className="lead">{t('pages.resetPassword.lead')}</p>
      <FailureAlert message={failure}>
        <Link to="/forgot-password">{t('reset.requestNew')}</Link>
      </FailureAlert>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isSubmitting}>
          <TextField
            label={t('reset.newPassword')}
            name="new_password"
            type="password"
            autoComplete="new-password"
            value={fields.new_password}
            onChange={(value) => handleChange('new_password', value)}
            error={errors.new_password && localizeMessage(t, errors.new_password)}
            hint={<PasswordChecklist password={fields.new_password} />}
          />
          <TextField
            label={t('reset.confirmPassword')}
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            value={fields.confirm_password}
            onChange={(value) => handleChange('confirm_password', value)}
            error={errors.confirm_password && localizeMessage(t, errors.confirm_password)}
          />
          <button type="submit" className="button button-primary">
            {isSubmitting ? t('reset.saving') : t('reset.submit')}
          </button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
