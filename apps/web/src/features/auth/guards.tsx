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

/** Login-required routes: a visitor goes to /login, and the requested path is remembered. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <CheckingSession />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies RedirectState} />;
  }
  return <Outlet />;
}

/** Where a signed-in user goes from an entry page: checkout when a plan is asked for. */
export function signedInHome(plan: string | null): string {
  return plan ? `/subscription/checkout?plan=${encodeURIComponent(plan)}` : '/playground';
}

/**
 * Public pages a signed-in user has no use for. On the entry pages (/, /login, /signup) a
 * `plan` query sends them to checkout; elsewhere they go to the playground.
 */
export function RedirectSignedIn({ honourPlan }: { honourPlan: boolean }) {
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  if (status === 'checking') return <CheckingSession />;
  if (status === 'signed-in') {
    const plan = honourPlan ? searchParams.get('plan') : null;
    return <Navigate to={signedInHome(plan)} replace />;
  }
  return <Outlet />;
}
