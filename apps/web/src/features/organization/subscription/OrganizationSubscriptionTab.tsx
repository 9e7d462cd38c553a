import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { BillingDetails } from '../../subscription/manage/BillingDetails';
import { PlanCard } from '../../subscription/manage/PlanCard';
import { SubscriptionSettingsCard } from '../../subscription/manage/SubscriptionSettingsCard';
import { useOrganization } from '../organization-context';
import type { OrganizationPanelProps } from '../organization-panel';
import { NoOrganizationSubscription } from './NoOrganizationSubscription';
import {
  cancelOrganizationSubscription,
  fetchOrganizationSubscription,
  updateOrganizationAutoRenew,
} from './organization-subscription-api';
import { useSubscription } from '../../subscription/manage/use-subscription';

/**
 * The organization's subscription: plan, status and usage for everyone; auto-renewal and
 * cancelling for owners and admins, while members read the notice that only those may.
 */
export function OrganizationSubscriptionTab({ organization, role }: OrganizationPanelProps) {
  const { t } = useTranslation();
  const { refresh } = useOrganization();
  const orgId = organization.org_id;
  const load = useCallback(
    (signal: AbortSignal) => fetchOrganizationSubscription(orgId, signal),
    [orgId],
  );
  const { state, reload, replace } = useSubscription(load);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="muted">
        {t('organization.subscription.loading')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return <RetryAlert message={t('organization.errors.subscription')} onRetry={reload} />;
  }
  if (state.kind === 'none') return <NoOrganizationSubscription role={role} />;

  // Seen with the user's role from the organization context, which decides what they may do.
  const subscription = {
    ...state.subscription,
    is_organization_subscription: true,
    user_role_in_organization: role,
  };
  return (
    <div className="settings-cards">
      <PlanCard subscription={subscription} />
      <SubscriptionSettingsCard
        subscription={subscription}
        onChange={replace}
        saveAutoRenew={(autoRenew) => updateOrganizationAutoRenew(orgId, autoRenew)}
      />
      <BillingDetails
        subscription={subscription}
        cancel={() => cancelOrganizationSubscription(orgId)}
        onCancelled={() => {
          reload();
          void refresh();
        }}
      />
    </div>
  );
}
