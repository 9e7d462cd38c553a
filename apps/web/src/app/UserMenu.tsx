import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/auth-context';
import { useSignOut } from '../features/auth/use-sign-out';
import { selectHoldsUserMenuOpen, useTutorialStore } from '../features/tutorial/tutorial-store';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const handleLogout = useSignOut('/login');
  const [isOpen, setIsOpen] = useState(false);
  // The tutorial's navigation steps point at the menu's entries, so it stays open for them.
  const isHeldOpen = useTutorialStore(selectHoldsUserMenuOpen);
  const isMenuOpen = isOpen || isHeldOpen;

  return (
    <div className="user-menu">
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={isMenuOpen}
        aria-haspopup="menu"
        onClick={() => setIsOpen((open) => !open)}
      >
        {user?.username ?? t('userMenu.account')}
      </button>
      {isMenuOpen && (
        // The tutorial points at the open list, so its card sits beside the entries it names.
        <ul
          role="menu"
          className="user-menu-list"
          data-tutorial="navigation-user-menu"
          onClick={() => setIsOpen(false)}
        >
          <li role="none">
            <Link role="menuitem" to="/subscription/manage" data-tutorial="navigation-subscription">
              {t('userMenu.subscription')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/organization" data-tutorial="navigation-organization">
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
