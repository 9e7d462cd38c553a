import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { formatNok } from '../../pricing/plan-format';
import { StatusBadge } from './StatusBadge';

/** The plan's name, its price per period and the subscription's status. */
export function PlanSummary({ subscription }: { subscription: TCurrentSubscription }) {
  const { t, i18n } = useTranslation();
  const { plan } = subscription;
  return (
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
  );
}
