import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../app/FeaturePage';
import { useAuth } from '../auth/auth-context';

export function PricingPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  return (
    <FeaturePage titleKey="pages.pricing.title" leadKey="pages.pricing.lead">
      {status === 'signed-out' && (
        <div className="button-row">
          <Link to="/signup" className="button button-primary">
            {t('auth.signup')}
          </Link>
          <Link to="/login" className="button button-secondary">
            {t('auth.login')}
          </Link>
        </div>
      )}
    </FeaturePage>
  );
}
