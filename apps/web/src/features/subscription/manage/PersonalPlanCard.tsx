import type { TCurrentSubscription } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { SettingsCard } from '../../settings/SettingsCard';
import {
  cancelPersonalSubscription,
  fetchPersonalSubscription,
  updatePersonalAutoRenew,
} from '../billing-api';
import { formatDate } from '../format';
import { AutoRenewToggle } from './AutoRenewToggle';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { PlanSummary } from './PlanSummary';
import { isLive, isRunning, willRenew } from './subscription-rules';
import { useSubscription } from './use-subscription';

type Props = {
  /** The organization's subscription the page shows, which covers the work while it runs. */
  covering: TCurrentSubscription;
  refreshCount: number;
};

/**
 * The user's own plan beside the organization's: which of the two covers the work now, and a
 * way to stop the personal one, which keeps renewing (and charging) though it is not used.
 */
export function PersonalPlanCard({ covering, refreshCount }: Props) {
  const { t, i18n } = useTranslation();
  const { state, reload, replace } = useSubscription(fetchPersonalSubscription, refreshCount);
  if (state.kind === 'loading' || state.kind === 'none') return null;
  if (state.kind === 'failed') {
    return <RetryAlert message={t('subscription.personal.loadFailed')} onRetry={reload} />;
  }
  const personal = state.subscription;
  if (!isLive(personal)) return null;

  const organization = covering.organization_name ?? t('subscription.organization.unnamed');
  const date = formatDate(personal.current_period_end, i18n.language);
  const coverage = isRunning(covering)
    ? t('subscription.personal.covered', { organization, plan: covering.plan.plan_name })
    : t('subscription.personal.neitherRuns', { organization });
  let future: string | null = null;
  if (willRenew(personal)) future = t('subscription.personal.renews', { date });
  else if (isRunning(personal)) future = t('subscription.personal.ends', { date });

  return (
    <SettingsCard title={t('subscription.personal.title')}>
      <PlanSummary subscription={personal} />
      <p className="alert alert-info" role="note">
        {future === null ? coverage : `${coverage} ${future}`}
      </p>
      <AutoRenewToggle subscription={personal} onChange={replace} save={updatePersonalAutoRenew} />
      <div className="button-row manage-actions">
        <CancelSubscriptionButton
          subscription={personal}
          cancel={cancelPersonalSubscription}
          onCancelled={reload}
        />
      </div>
    </SettingsCard>
  );
}
