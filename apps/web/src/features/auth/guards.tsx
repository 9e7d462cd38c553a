import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from './auth-context';

export type RedirectState = { from?: string };

function CheckingSession() {
  const { t } = useTranslation();
  return (
    <div className="page-center" role="status" aria-live="polite">
      {t('auth.checkingSession')}
    </div>
  );
}

/**
 * Login-required routes: a visitor goes to /login, and the requested path is remembered; after
 * the user's own logout it is not (the next login, perhaps someone else's, starts afresh).
 */
export function RequireAuth() {
  const { status, hasLoggedOut } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <CheckingSession />;
  if (status === 'signed-out') {
    if (hasLoggedOut) return <Navigate to="/login" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies RedirectState} />;
  }
  return <Outlet />;
}

/**
 * Where a user goes once signed in on an entry page: checkout when a plan is asked for, else
 * the page they were sent away from, else the playground.
 */
export function signedInHome(plan: string | null, from?: string): string {
  if (plan) return `/subscription/checkout?plan=${encodeURIComponent(plan)}`;
  return from ?? '/playground';
}

/**
 * Public pages a signed-in user has no use for. On the entry pages (/, /login, /signup) a
 * `plan` query sends them to checkout; elsewhere they go to the playground.
 */
export function RedirectSignedIn({ honourPlan }: { honourPlan: boolean }) {
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  if (status === 'checking') return <CheckingSession />;
  if (status === 'signed-in') {
    // Signing in on /login lands here too, so the remembered page is honoured here as well.
    const target = honourPlan
      ? signedInHome(searchParams.get('plan'), (location.state as RedirectState | null)?.from)
      : '/playground';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
