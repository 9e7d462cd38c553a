import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../app/Logo';

/** The visitor's way in from the pricing page (subscriptions §2). */
export function PublicBar() {
  const { t } = useTranslation();
  return (
    <div className="pricing-public-bar">
      <Logo to="/login" />
      <div className="button-row">
        <Link to="/signup" className="button button-primary">
          {t('auth.signup')}
        </Link>
        <Link to="/login" className="button button-secondary">
          {t('auth.login')}
        </Link>
      </div>
    </div>
  );
}
