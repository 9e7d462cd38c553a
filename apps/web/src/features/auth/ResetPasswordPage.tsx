import { ZResetPasswordRequest, ZToken } from '@workbench/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { TextField } from '../../components/TextField';
import { fieldErrors } from '../../lib/form-errors';
import { errorMessage, localizeMessage } from '../../lib/messages';
import { toast } from '../../lib/toast';
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
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isDone, setIsDone] = useState(false);

  // Without a usable token there is nothing to reset; StrictMode must not warn twice.
  useEffect(() => {
    if (isTokenUsable || hasWarned.current) return;
    hasWarned.current = true;
    toast.error(t('reset.invalidToken'));
    void navigate('/forgot-password', { replace: true });
  }, [isTokenUsable, navigate, t]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZResetPasswordRequest.safeParse({ token, ...fields });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof Fields>(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setIsSaving(true);
    try {
      await resetPassword(parsed.data);
      setIsDone(true);
    } catch (caught) {
      setFailure(errorMessage(t, caught, t('reset.failed')));
    } finally {
      setIsSaving(false);
    }
  }

  function handleChange(field: keyof Fields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
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
      {failure && (
        <FormAlert kind="error">
          <p>{failure}</p>
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </FormAlert>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset disabled={isSaving}>
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
            {isSaving ? t('reset.saving') : t('reset.submit')}
          </button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
