import {
  ORGANIZATION_PATHS,
  ZCurrentSubscriptionResponse,
  type TCurrentSubscription,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { fetchSubscriptionAt } from '../../subscription/billing-api';
import { organizationPath } from '../organizations-api';

/** The organization's subscription, or null when it has none (the server answers 404). */
export async function fetchOrganizationSubscription(
  orgId: string,
  signal?: AbortSignal,
): Promise<TCurrentSubscription | null> {
  return fetchSubscriptionAt(organizationPath(ORGANIZATION_PATHS.subscription, { orgId }), signal);
}

export async function updateOrganizationAutoRenew(
  orgId: string,
  autoRenew: boolean,
): Promise<TCurrentSubscription> {
  const path = organizationPath(ORGANIZATION_PATHS.subscriptionAutoRenew, { orgId });
  const options = { method: 'PUT' as const, body: { auto_renew: autoRenew } };
  return (await apiRequest(path, ZCurrentSubscriptionResponse, options)).data;
}

export async function cancelOrganizationSubscription(orgId: string): Promise<TCurrentSubscription> {
  const path = organizationPath(ORGANIZATION_PATHS.subscriptionCancel, { orgId });
  return (await apiRequest(path, ZCurrentSubscriptionResponse, { method: 'POST' })).data;
}
