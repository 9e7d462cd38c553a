import { ZLoginRequest } from '@workbench/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorMessage, localizeMessage } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { takeAccountDeletedNotice } from './account-deletion';
import { isVerificationMessage, login } from './auth-api';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';
import { signedInHome, type RedirectState } from './guards';

type Alert = { kind: 'error' | 'info'; message: string };

export function LoginPage() {
  const { t } = useTranslation();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);

  const plan = searchParams.get('plan');
  const from = (location.state as RedirectState | null)?.from;
  const showVerifyBanner =
    searchParams.get('registered') === 'true' || searchParams.get('verifyEmail') === 'true';

  useEffect(() => {
    if (takeAccountDeletedNotice()) toast.success(t('account.delete.deletedNotice'));
  }, [t]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZLoginRequest.safeParse({ identifier, password });
    if (!parsed.success) {
      setAlert({
        kind: 'error',
        message: localizeMessage(t, parsed.error.issues[0]?.message ?? ''),
      });
      return;
    }
    setIsLoading(true);
    setAlert(null);
    try {
      const user = await login(parsed.data);
      setUser(user);
      void navigate(signedInHome(plan, from), { replace: true });
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.message : '';
      const isUnverified = isVerificationMessage(serverMessage);
      const message = errorMessage(t, error, t('auth.loginFailed'));
      setAlert({ kind: isUnverified ? 'info' : 'error', message });
      setIsLoading(false);
    }
  }

  return (
    <AuthCard title={t('auth.loginTitle')} showAuthButtons>
      {showVerifyBanner && (
        <div className="alert alert-info" role="status">
          <p>{t('auth.checkEmailForVerification')}</p>
          <Link to="/resend-verification" className="button button-secondary">
            {t('auth.resendVerification')}
          </Link>
        </div>
      )}
      {alert && (
        <div className={`alert alert-${alert.kind}`} role="alert">
          <p>{alert.message}</p>
          {alert.kind === 'info' && (
            <Link to={resendLink(identifier)}>{t('auth.resendVerification')}</Link>
          )}
        </div>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <fieldset disabled={isLoading}>
          <label>
            {t('auth.identifier')}
            <input
              name="identifier"
              autoComplete="username"
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
            />
          </label>
          <label>
            {t('auth.password')}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          <button type="submit" className="button button-primary">
            {isLoading ? t('auth.loggingIn') : t('auth.login')}
          </button>
        </fieldset>
      </form>
      <p className="auth-links">
        <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
      </p>
    </AuthCard>
  );
}

/** The resend page, with the address filled in when the user logged in with one. */
function resendLink(identifier: string): string {
  const value = identifier.trim();
  return value.includes('@')
    ? `/resend-verification?${new URLSearchParams({ email: value }).toString()}`
    : '/resend-verification';
}
