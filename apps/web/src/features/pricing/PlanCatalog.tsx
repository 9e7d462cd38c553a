import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingToggle } from './BillingToggle';
import { EnterpriseCard } from './EnterpriseCard';
import { PlanCard } from './PlanCard';
import { plansForPeriod, type BillingPeriod } from './plan-format';
import type { PlansState } from './use-plans';
import type { SubscribeControl } from './use-subscribe';

type PlanCatalogProps = {
  plans: PlansState;
  onRetry: () => void;
  control: SubscribeControl;
};

function PlansError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error pricing-error" role="alert">
      <p>{t('pricing.loadFailed')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('pricing.tryAgain')}
      </button>
    </div>
  );
}

function NoPlans() {
  const { t } = useTranslation();
  return (
    <div className="pricing-panel" role="status">
      <h2>{t('pricing.noPlans')}</h2>
      <p className="muted">{t('pricing.noPlansHint')}</p>
    </div>
  );
}

/** The normal view: the monthly or yearly cards with the Enterprise card last. */
export function PlanCatalog({ plans, onRetry, control }: PlanCatalogProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  if (plans.status === 'loading') {
    return (
      <p className="pricing-panel" role="status">
        {t('pricing.loading')}
      </p>
    );
  }
  if (plans.status === 'error') return <PlansError onRetry={onRetry} />;
  if (plans.plans.length === 0) return <NoPlans />;
  const shown = plansForPeriod(plans.plans, period);
  const yearly = plansForPeriod(plans.plans, 'year');
  const bestSavings = Math.max(0, ...yearly.map((plan) => plan.metadata.savings_percent ?? 0));
  return (
    <section className="pricing-catalog" aria-label={t('pricing.plansLabel')}>
      <BillingToggle
        period={period}
        savingsPercent={bestSavings > 0 ? bestSavings : null}
        onChange={setPeriod}
      />
      {shown.length === 0 ? (
        <NoPlans />
      ) : (
        <div className="pricing-grid">
          {shown.map((plan) => (
            <PlanCard key={plan.plan_code} plan={plan} control={control} />
          ))}
          <EnterpriseCard />
        </div>
      )}
    </section>
  );
}
