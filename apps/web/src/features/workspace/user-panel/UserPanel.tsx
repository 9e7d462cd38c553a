import { Building2, CreditCard, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useSignOut } from '../../auth/use-sign-out';
import { useIsPremium } from '../../settings/PremiumGate';

/** The signed-in user's corner of the sidebar: who they are, and where to manage the account. */
export function UserPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const premium = useIsPremium();
  const signOut = useSignOut('/');

  if (!user) return null;
  return (
    <section className="sidebar-panel user-panel" aria-labelledby="user-panel-title">
      <h2 id="user-panel-title" className="sidebar-panel-title">
        {user.username}
      </h2>
      <p className="sidebar-panel-empty">
        {user.email}
        <br />
        {premium ? t('workspace.userPanel.premium') : t('workspace.userPanel.free')}
      </p>
      <nav className="user-panel-links" aria-label={t('workspace.userPanel.label')}>
        <Link className="button" to="/subscription/manage">
          <CreditCard aria-hidden="true" size={16} /> {t('userMenu.subscription')}
        </Link>
        <Link className="button" to="/organization">
          <Building2 aria-hidden="true" size={16} /> {t('userMenu.organization')}
        </Link>
        <Link className="button" to="/user/settings">
          <Settings aria-hidden="true" size={16} /> {t('userMenu.settings')}
        </Link>
        <button type="button" className="button" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" size={16} /> {t('userMenu.logout')}
        </button>
      </nav>
    </section>
  );
}
