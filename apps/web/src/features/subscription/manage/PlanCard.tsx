import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../settings/SettingsCard';
import { FeatureList } from './FeatureList';
import { PlanSummary } from './PlanSummary';
import { UsageGauge } from './UsageGauge';

/** The plan: name, price, status, the usage gauge and what the plan includes. */
export function PlanCard({ subscription }: { subscription: TCurrentSubscription }) {
  const { t } = useTranslation();
  return (
    <SettingsCard title={t('subscription.plan.title')}>
      <PlanSummary subscription={subscription} />
      <UsageGauge
        usage={{
          ...subscription.usage,
          percent_used: subscription.advice.percent_used,
          gauge: subscription.advice.gauge,
        }}
      />
      <FeatureList features={subscription.plan.metadata.features} />
    </SettingsCard>
  );
}
