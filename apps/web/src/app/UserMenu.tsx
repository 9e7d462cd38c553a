import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/auth-context';
import { useSignOut } from '../features/auth/use-sign-out';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const handleLogout = useSignOut('/login');
  const [isOpen, setIsOpen] = useState(false);

  return (
    <div className="user-menu">
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={isOpen}
        aria-haspopup="menu"
        onClick={() => setIsOpen((open) => !open)}
      >
        {user?.username ?? t('userMenu.account')}
      </button>
      {isOpen && (
        <ul role="menu" className="user-menu-list" onClick={() => setIsOpen(false)}>
          <li role="none">
            <Link role="menuitem" to="/subscription/manage">
              {t('userMenu.subscription')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/organization">
              {t('userMenu.organization')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/user/settings">
              {t('userMenu.settings')}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={() => void handleLogout()}>
              {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
