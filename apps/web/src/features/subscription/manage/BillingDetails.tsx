import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { cancelSubscription } from '../billing-api';
import { formatDate } from '../format';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { nextPaymentDate } from './subscription-rules';

type Props = {
  subscription: TCurrentSubscription;
  onCancelled: () => void;
  /** Cancels; the current subscription's call unless the page manages another. */
  cancel?: () => Promise<unknown>;
};

/** Period end, billing cycle and next payment, folded away; cancelling asks first. */
export function BillingDetails({ subscription, onCancelled, cancel = cancelSubscription }: Props) {
  const { t, i18n } = useTranslation();
  const periodEnd = formatDate(subscription.current_period_end, i18n.language);
  const nextPayment = nextPaymentDate(subscription);

  return (
    <>
      {subscription.cancel_at_period_end && (
        <p className="alert alert-info" role="note">
          {t('subscription.billing.endsOn', { date: periodEnd })}
        </p>
      )}
      <details className="settings-card billing-details">
        <summary>{t('subscription.billing.title')}</summary>
        <dl className="detail-list">
          <dt>{t('subscription.billing.periodEnd')}</dt>
          <dd>{periodEnd}</dd>
          <dt>{t('subscription.billing.cycle')}</dt>
          <dd>{t(`subscription.billing.cycles.${subscription.plan.period_unit}`)}</dd>
          <dt>{t('subscription.billing.nextPayment')}</dt>
          <dd>
            {nextPayment
              ? formatDate(nextPayment, i18n.language)
              : t('subscription.billing.noNextPayment')}
          </dd>
        </dl>
        <CancelSubscriptionButton
          subscription={subscription}
          cancel={cancel}
          onCancelled={onCancelled}
        />
      </details>
    </>
  );
}
