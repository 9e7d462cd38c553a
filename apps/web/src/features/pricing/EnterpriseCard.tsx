import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeatureList } from './FeatureList';

const ENTERPRISE_FEATURES = [
  'unlimited_documents',
  'api_access',
  'sso',
  'custom_integrations',
  'dedicated_support',
  'sla_support',
];

/** Enterprise is no plan row (decision 0004): its card asks the visitor to get in touch. */
export function EnterpriseCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="pricing-card pricing-card-enterprise" aria-labelledby={titleId}>
      <Building2 aria-hidden="true" size={24} className="pricing-icon" />
      <h3 id={titleId}>{t('pricing.enterprise.title')}</h3>
      <p className="pricing-price">
        <span className="pricing-amount">{t('pricing.enterprise.price')}</span>
      </p>
      <p className="pricing-pages">{t('pricing.enterprise.description')}</p>
      <FeatureList features={ENTERPRISE_FEATURES} />
      <div className="pricing-card-footer">
        <Link to="/contact" className="button button-secondary pricing-action">
          {t('pricing.enterprise.contact')}
        </Link>
      </div>
    </article>
  );
}
