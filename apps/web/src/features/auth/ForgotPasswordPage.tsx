import { TIMINGS_MS, ZEmail } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { firstError } from '../../lib/form-errors';
import { errorMessage, localizeMessage } from '../../lib/messages';
import { AuthCard } from './AuthCard';
import { requestPasswordReset } from './recovery-api';

/** How long a reset link lasts (accounts §9). */
const RESET_LINK_MINUTES = TIMINGS_MS.resetLinkValidity / 60_000;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = firstError(ZEmail, email);
    setFieldError(error);
    if (error !== undefined) return;
    setIsSending(true);
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setFailure(errorMessage(t, caught, t('forgot.failed')));
    } finally {
      setIsSending(false);
    }
  }

  if (sentTo !== null) {
    return (
      <AuthCard title={t('pages.forgotPassword.title')}>
        <FormAlert kind="success">
          <p>{t('forgot.sent', { email: sentTo, minutes: RESET_LINK_MINUTES })}</p>
        </FormAlert>
        <button type="button" className="button button-secondary" onClick={() => setSentTo(null)}>
          {t('forgot.sendAnother')}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.forgotPassword.title')}>
      <p className="lead">{t('pages.forgotPassword.lead')}</p>
      {failure && (
        <FormAlert kind="error">
          <p>{failure}</p>
        </FormAlert>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset disabled={isSending}>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldError && localizeMessage(t, fieldError)}
          />
          <button type="submit" className="button button-primary">
            {isSending ? t('forgot.sending') : t('forgot.send')}
          </button>
        </fieldset>
      </form>
      <p className="auth-links">
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
