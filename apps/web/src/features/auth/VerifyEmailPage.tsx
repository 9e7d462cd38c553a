import { ZToken } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { AuthCard } from './AuthCard';
import { RedirectCountdown } from './RedirectCountdown';
import { verifyOnce, type VerifyOutcome } from './verify-once';

const ERROR_KEYS = {
  expired: 'verify.expired',
  invalid: 'verify.invalid',
  failed: 'verify.failed',
} as const;

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // A missing or malformed token cannot succeed, so it is not sent.
  const isTokenUsable = ZToken.safeParse(token).success;
  const [result, setResult] = useState<{ token: string; outcome: VerifyOutcome } | null>(null);

  useEffect(() => {
    if (!isTokenUsable) return;
    let isActive = true;
    void verifyOnce(token).then((outcome) => {
      if (isActive) setResult({ token, outcome });
    });
    return () => {
      isActive = false;
    };
  }, [token, isTokenUsable]);

  const outcome: VerifyOutcome | null = !isTokenUsable
    ? { kind: 'error', reason: 'invalid' }
    : result?.token === token
      ? result.outcome
      : null;

  return (
    <AuthCard title={t('pages.verifyEmail.title')}>
      {outcome === null && (
        <p className="lead" role="status">
          {t('verify.verifying')}
        </p>
      )}
      {outcome?.kind === 'success' && (
        <FormAlert kind="success">
          <p>{t('verify.success')}</p>
          <RedirectCountdown />
        </FormAlert>
      )}
      {outcome?.kind === 'error' && (
        <>
          <FormAlert kind="error">
            <p>{t(ERROR_KEYS[outcome.reason])}</p>
          </FormAlert>
          <p className="auth-links">
            <Link to="/resend-verification">{t('auth.resendVerification')}</Link>{' '}
            <Link to="/login">{t('common.backToLogin')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
