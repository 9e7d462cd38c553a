import type { TCurrentSubscription, TPlan } from '@workbench/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanActionButton } from './PlanActionButton';
import { formatCount, formatNok } from './plan-format';
import type { SubscribeControl } from './use-subscribe';

type RenewViewProps = {
  /** The plan to renew: the one the query names, else the current one. */
  plan: TPlan;
  subscription: TCurrentSubscription;
  control: SubscribeControl;
};

/** What renewing now gives: the pages left carried into a fresh allotment (subscriptions §4). */
export function RenewView({ plan, subscription, control }: RenewViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const titleId = useId();
  const { renewal } = subscription.advice;
  const periodEnd = new Intl.DateTimeFormat(language.startsWith('nb') ? 'nb-NO' : 'en-GB', {
    dateStyle: 'long',
  }).format(new Date(renewal.period_end_after_renewal));
  const rows = [
    [t('pricing.renew.plan'), plan.plan_name],
    [
      t('pricing.renew.price'),
      `${formatNok(plan.metadata.price, language)} ${t(`pricing.per.${plan.period_unit}`)}`,
    ],
    [t('pricing.renew.pagesCarried'), formatCount(renewal.pages_carried, language)],
    [t('pricing.renew.pagesAfter'), formatCount(renewal.pages_after_renewal, language)],
    [t('pricing.renew.periodEnd'), periodEnd],
  ];
  return (
    <section className="pricing-renew" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pricing.renew.title', { plan: plan.plan_name })}</h2>
      <dl className="summary-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('pricing.renew.explain')}</p>
      <PlanActionButton
        planCode={plan.plan_code}
        planName={plan.plan_name}
        control={control}
        isRenewal
        label={t('pricing.renew.button', { plan: plan.plan_name })}
      />
    </section>
  );
}
