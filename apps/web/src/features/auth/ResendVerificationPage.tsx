import { ZEmail } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api-client';
import { firstError } from '../../lib/form-errors';
import { localizeMessage } from '../../lib/messages';
import { AuthCard } from './AuthCard';
import { resendVerification } from './recovery-api';

type SendState = 'idle' | 'sending' | 'success' | 'already-verified' | 'error';

export function ResendVerificationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [state, setState] = useState<SendState>('idle');
  const [failure, setFailure] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = firstError(ZEmail, email);
    setFieldError(error);
    if (error !== undefined) return;
    setState('sending');
    try {
      await resendVerification(email.trim());
      setState('success');
    } catch (caught) {
      // An address that is already verified needs no link: that is what the user wanted.
      if (caught instanceof ApiError && caught.code === 'CONFLICT') {
        setState('already-verified');
        return;
      }
      const isRateLimited = caught instanceof ApiError && caught.code === 'RATE_LIMITED';
      setFailure(isRateLimited ? localizeMessage(t, caught.message) : t('resend.failed'));
      setState('error');
    }
  }

  const isDone = state === 'success' || state === 'already-verified';
  return (
    <AuthCard title={t('pages.resendVerification.title')}>
      {isDone ? (
        <FormAlert kind="success">
          <p>{state === 'success' ? t('resend.sent') : t('resend.alreadyVerified')}</p>
        </FormAlert>
      ) : (
        <>
          <p className="lead">{t('pages.resendVerification.lead')}</p>
          {state === 'error' && (
            <FormAlert kind="error">
              <p>{failure}</p>
            </FormAlert>
          )}
          <form onSubmit={(event) => void handleSubmit(event)} noValidate>
            <fieldset disabled={state === 'sending'}>
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
                {state === 'sending' ? t('resend.sending') : t('resend.send')}
              </button>
            </fieldset>
          </form>
        </>
      )}
      <p className="auth-links">
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </AuthCard>
  );
}
