import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/FormAlert';
import { AuthCard } from './AuthCard';
import { RedirectCountdown } from './RedirectCountdown';
import { useLinkCall } from './use-link-call';
import { verifyOutcome, type VerifyOutcome } from './verify-once';

const ERROR_KEYS = {
  expired: 'verify.expired',
  invalid: 'verify.invalid',
  failed: 'verify.failed',
} as const;

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const verified = useLinkCall('verify', searchParams.get('token') ?? '', verifyOutcome);
  // A missing or malformed token cannot succeed, so it is not sent.
  const outcome: VerifyOutcome | null =
    verified === undefined ? { kind: 'error', reason: 'invalid' } : verified;

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
