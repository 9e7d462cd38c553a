import { ORGANIZATION_PATHS, type TCurrentSubscription } from '@workbench/contracts';
import { cancelAt, fetchSubscriptionAt, saveAutoRenewAt } from '../../subscription/billing-api';
import { organizationPath } from '../organizations-api';

/** The organization's subscription, or null when it has none (the server answers 404). */
export async function fetchOrganizationSubscription(
  orgId: string,
  signal?: AbortSignal,
): Promise<TCurrentSubscription | null> {
  return fetchSubscriptionAt(organizationPath(ORGANIZATION_PATHS.subscription, { orgId }), signal);
}

export const updateOrganizationAutoRenew = (orgId: string, autoRenew: boolean) =>
  saveAutoRenewAt(organizationPath(ORGANIZATION_PATHS.subscriptionAutoRenew, { orgId }), autoRenew);

export const cancelOrganizationSubscription = (orgId: string) =>
  cancelAt(organizationPath(ORGANIZATION_PATHS.subscriptionCancel, { orgId }));
