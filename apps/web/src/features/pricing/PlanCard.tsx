import type { TPlan } from '@workbench/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { FeatureList } from './FeatureList';
import { PlanActionButton } from './PlanActionButton';
import {
  formatCount,
  formatNok,
  isMostPopular,
  isPurchasable,
  pagesPerPeriod,
} from './plan-format';
import type { SubscribeControl } from './use-subscribe';

/** Free is not bought: a visitor signs up for it, a signed-in user already has it. */
function FreeAction({ planCode, control }: { planCode: string; control: SubscribeControl }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'signed-out') {
    return (
      <Link to="/signup" className="button button-secondary pricing-action">
        {t('pricing.getStarted')}
      </Link>
    );
  }
  if (control.actionFor(planCode) === 'current') {
    return (
      <button type="button" className="button button-secondary pricing-action" disabled>
        {t('pricing.currentPlan')}
      </button>
    );
  }
  return <p className="pricing-note">{t('pricing.freeNote')}</p>;
}

export function PlanCard({ plan, control }: { plan: TPlan; control: SubscribeControl }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const isPopular = isMostPopular(plan.plan_code);
  const unit = plan.period_unit;
  const { savings_percent: savings, trial_days: trialDays } = plan.metadata;
  return (
    <article
      className={`pricing-card${isPopular ? ' pricing-card-popular' : ''}`}
      aria-labelledby={titleId}
    >
      {isPopular && <p className="pricing-badge">{t('pricing.mostPopular')}</p>}
      <h3 id={titleId}>{plan.plan_name}</h3>
      <p className="pricing-price">
        <span className="pricing-amount">{formatNok(plan.metadata.price, language)}</span>
        <span className="pricing-period">{t(`pricing.per.${unit}`)}</span>
      </p>
      {savings !== null && savings > 0 && (
        <p className="pricing-card-savings">{t('pricing.savePercent', { percent: savings })}</p>
      )}
      {trialDays !== null && (
        <p className="pricing-note">{t('pricing.trialDays', { count: trialDays })}</p>
      )}
      <p className="pricing-pages">
        {t(`pricing.pages.${unit}`, {
          count: pagesPerPeriod(plan),
          formatted: formatCount(pagesPerPeriod(plan), language),
        })}
      </p>
      <FeatureList features={plan.metadata.features} />
      <div className="pricing-card-footer">
        {isPurchasable(plan.plan_code) ? (
          <PlanActionButton planCode={plan.plan_code} planName={plan.plan_name} control={control} />
        ) : (
          <FreeAction planCode={plan.plan_code} control={control} />
        )}
      </div>
    </article>
  );
}
