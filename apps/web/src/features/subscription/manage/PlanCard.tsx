import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../settings/SettingsCard';
import { formatNok } from '../../pricing/plan-format';
import { FeatureList } from './FeatureList';
import { StatusBadge } from './StatusBadge';
import { UsageGauge } from './UsageGauge';

/** The plan: name, price, status, the usage gauge and what the plan includes. */
export function PlanCard({ subscription }: { subscription: TCurrentSubscription }) {
  const { t, i18n } = useTranslation();
  const { plan } = subscription;
  return (
    <SettingsCard title={t('subscription.plan.title')}>
      <div className="plan-summary">
        <div>
          <p className="plan-name">{plan.plan_name}</p>
          <p className="plan-price">
            {t(`subscription.plan.pricePer.${plan.period_unit}`, {
              price: formatNok(plan.metadata.price, i18n.language),
            })}
          </p>
        </div>
        <StatusBadge status={subscription.status} />
      </div>
      <UsageGauge subscription={subscription} />
      <FeatureList features={plan.metadata.features} />
    </SettingsCard>
  );
}
