import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/auth-context';
import { Logo } from './Logo';
import { OfflineBadge } from './OfflineBadge';
import { OnDeviceBadge } from '../features/on-device/OnDeviceBadge';
import { UserMenu } from './UserMenu';

/** Pages that carry their own logo and login/sign-up controls. */
const PAGES_WITHOUT_AUTH_BUTTONS = ['/login', '/signup', '/pricing'];

export function Header() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { pathname } = useLocation();
  const showAuthButtons = status === 'signed-out' && !PAGES_WITHOUT_AUTH_BUTTONS.includes(pathname);
  return (
    <header className="app-header">
      <Logo to={status === 'signed-in' ? '/playground' : '/'} />
      <div className="header-actions">
        <OfflineBadge />
        {status === 'signed-in' && <OnDeviceBadge />}
        {showAuthButtons && (
          <>
            <Link to="/login" className="button button-secondary">
              {t('auth.login')}
            </Link>
            <Link to="/signup" className="button button-primary">
              {t('auth.signup')}
            </Link>
          </>
        )}
        {status === 'signed-in' && <UserMenu />}
      </div>
    </header>
  );
}
