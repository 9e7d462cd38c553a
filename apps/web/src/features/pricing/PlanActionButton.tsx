import { useTranslation } from 'react-i18next';
import type { SubscribeControl } from './use-subscribe';

type PlanActionButtonProps = {
  planCode: string;
  planName: string;
  control: SubscribeControl;
  /** The visible text of the usual action; "Subscribe" unless the view says otherwise. */
  label?: string;
  /** Renewing buys the current plan again, so it is not shown as "Current plan". */
  isRenewal?: boolean;
};

/** Subscribe, or why not: the user's current plan, or a member who must ask the owner. */
export function PlanActionButton(props: PlanActionButtonProps) {
  const { planCode, planName, control, label, isRenewal = false } = props;
  const { t } = useTranslation();
  const action = control.actionFor(planCode);
  if (action === 'current' && !isRenewal) {
    return (
      <button type="button" className="button button-secondary pricing-action" disabled>
        {t('pricing.currentPlan')}
      </button>
    );
  }
  if (action === 'member') {
    return (
      <button type="button" className="button button-secondary pricing-action" disabled>
        {t('pricing.contactOwner')}
      </button>
    );
  }
  const text = label ?? t('pricing.subscribe');
  return (
    <button
      type="button"
      className="button button-primary pricing-action"
      aria-label={label === undefined ? t('pricing.subscribeTo', { plan: planName }) : undefined}
      aria-disabled={control.isBusy || undefined}
      onClick={() => control.subscribe(planCode)}
    >
      {text}
    </button>
  );
}
