import { ZToken } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import { useAuth } from '../auth-context';
import { AuthCard } from '../AuthCard';
import { oncePerToken } from '../once-per-token';
import { verifyEmail } from '../recovery-api';

type Outcome = { kind: 'confirmed' } | { kind: 'failed'; message: string };

/**
 * The link mailed to a new address (decision 0034). Unlike /verify-email it also works signed
 * in, which is how most people open it: right after asking for the change.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { user, refreshUser } = useAuth();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isTokenUsable = ZToken.safeParse(token).success;
  const [result, setResult] = useState<{ token: string; outcome: Outcome } | null>(null);

  useEffect(() => {
    if (!isTokenUsable) return;
    let isActive = true;
    void oncePerToken('confirm-email', token, () => verifyEmail(token))
      .then(
        (): Outcome => ({ kind: 'confirmed' }),
        (error: unknown): Outcome => ({ kind: 'failed', message: failure(t, error) }),
      )
      .then((outcome) => {
        if (!isActive) return;
        setResult({ token, outcome });
        if (outcome.kind === 'confirmed') void refreshUser();
      });
    return () => {
      isActive = false;
    };
  }, [token, isTokenUsable, t, refreshUser]);

  const outcome: Outcome | null = !isTokenUsable
    ? { kind: 'failed', message: t('emailChange.confirmInvalid') }
    : result?.token === token
      ? result.outcome
      : null;

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
          <p>{outcome.message}</p>
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

function failure(t: Parameters<typeof errorMessage>[0], error: unknown): string {
  if (error instanceof ApiError && error.status === 410) return t('emailChange.confirmExpired');
  if (error instanceof ApiError && error.status === 400) return t('emailChange.confirmInvalid');
  return errorMessage(t, error, t('emailChange.failed'));
}
