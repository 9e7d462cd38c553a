import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import { useAuth } from '../auth-context';
import { AuthCard } from '../AuthCard';
import { verifyEmail } from '../recovery-api';
import { useLinkCall } from '../use-link-call';

type Outcome = { kind: 'confirmed' } | { kind: 'failed'; error: unknown };

function confirm(token: string): Promise<Outcome> {
  return verifyEmail(token).then(
    (): Outcome => ({ kind: 'confirmed' }),
    (error: unknown): Outcome => ({ kind: 'failed', error }),
  );
}

/**
 * The link mailed to a new address (decision 0034). Unlike /verify-email it also works signed
 * in, which is how most people open it: right after asking for the change.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  const [searchParams] = useSearchParams();
  const confirmed = useLinkCall('confirm-email', searchParams.get('token') ?? '', confirm);
  const outcome: Outcome | null =
    confirmed === undefined ? { kind: 'failed', error: undefined } : confirmed;
  const isConfirmed = outcome?.kind === 'confirmed';

  useEffect(() => {
    if (isConfirmed) void refreshUser();
  }, [isConfirmed, refreshUser]);

  return (
    <AuthCard title={t('pages.confirmEmail.title')}>
      {outcome === null && (
        <p className="lead" role="status">
          {t('emailChange.confirming')}
        </p>
      )}
      {outcome?.kind === 'confirmed' && (
        <FormAlert kind="success">
          <p>{t('emailChange.confirmed')}</p>
        </FormAlert>
      )}
      {outcome?.kind === 'failed' && (
        <FormAlert kind="error">
          <p>{failure(t, outcome.error)}</p>
        </FormAlert>
      )}
      {outcome !== null && (
        <p className="auth-links">
          {user === null ? (
            <Link to="/login">{t('common.backToLogin')}</Link>
          ) : (
            <Link to="/settings?tab=account">{t('emailChange.toSettings')}</Link>
          )}
        </p>
      )}
    </AuthCard>
  );
}

/** `undefined`: the link carried no usable token. */
function failure(t: Parameters<typeof errorMessage>[0], error: unknown): string {
  if (error === undefined) return t('emailChange.confirmInvalid');
  if (error instanceof ApiError && error.status === 410) return t('emailChange.confirmExpired');
  if (error instanceof ApiError && error.status === 400) return t('emailChange.confirmInvalid');
  return errorMessage(t, error, t('emailChange.failed'));
}
