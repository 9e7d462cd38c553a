import { useTranslation } from 'react-i18next';
import { BillingDetails } from './BillingDetails';
import { OrganizationCard } from './OrganizationCard';
import { PersonalPlanCard } from './PersonalPlanCard';
import { PlanCard } from './PlanCard';
import { NoSubscription, SubscriptionLoadError } from './SubscriptionStates';
import { SubscriptionSettingsCard } from './SubscriptionSettingsCard';
import { UsageBanner } from './UsageBanner';
import { useCurrentSubscription } from './use-current-subscription';

export type ManagePanelProps = { refreshCount: number; awaitingPayment: boolean };

/**
 * The subscription tab: usage advice, plan, organization, settings and billing; inside an
 * organization also the user's own plan, which keeps renewing beside it.
 */
export function SubscriptionTab({ refreshCount, awaitingPayment }: ManagePanelProps) {
  const { t } = useTranslation();
  const { state, reload, replace } = useCurrentSubscription(refreshCount, awaitingPayment);

  if (state.kind === 'loading' || state.kind === 'confirming') {
    return (
      <p role="status" className="muted">
        {t(state.kind === 'loading' ? 'subscription.loading' : 'subscription.confirming')}
      </p>
    );
  }
  if (state.kind === 'none') return <NoSubscription refreshCount={refreshCount} />;
  if (state.kind === 'failed') return <SubscriptionLoadError onRetry={reload} />;

  const { subscription } = state;
  return (
    <div className="settings-cards">
      <UsageBanner subscription={subscription} />
      <PlanCard subscription={subscription} />
      <OrganizationCard subscription={subscription} />
      <SubscriptionSettingsCard subscription={subscription} onChange={replace} />
      <BillingDetails subscription={subscription} onCancelled={reload} />
      {subscription.is_organization_subscription && (
        <PersonalPlanCard covering={subscription} refreshCount={refreshCount} />
      )}
    </div>
  );
}
