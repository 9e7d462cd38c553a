import {
  BILLING_PATHS,
  ZApiKeysResponse,
  ZCheckoutEnvelope,
  ZCreatedApiKeyResponse,
  ZCurrentSubscriptionResponse,
  ZEmptyResponse,
  ZPlanResponse,
  ZPlansResponse,
  type TApiKey,
  type TApiKeyDuration,
  type TCheckoutResponse,
  type TCreatedApiKey,
  type TCurrentSubscription,
  type TPlan,
  type TUsage,
  ZUsageResponse,
} from '@workbench/contracts';
import { ApiError, apiRequest } from '../../lib/api-client';

export async function fetchPlans(signal?: AbortSignal): Promise<TPlan[]> {
  return (await apiRequest(BILLING_PATHS.plans, ZPlansResponse, { signal })).data;
}

export async function fetchPlan(planCode: string, signal?: AbortSignal): Promise<TPlan> {
  const path = BILLING_PATHS.plan.replace(':planCode', encodeURIComponent(planCode));
  return (await apiRequest(path, ZPlanResponse, { signal })).data;
}

export async function startCheckout(planCode: string, orgId?: string): Promise<TCheckoutResponse> {
  const body = { plan_code: planCode, ...(orgId === undefined ? {} : { org_id: orgId }) };
  const options = { method: 'POST' as const, body };
  return (await apiRequest(BILLING_PATHS.checkout, ZCheckoutEnvelope, options)).data;
}

/** A subscription the server shows at `path`, or null when there is none (it answers 404). */
export async function fetchSubscriptionAt(
  path: string,
  signal?: AbortSignal,
): Promise<TCurrentSubscription | null> {
  try {
    return (await apiRequest(path, ZCurrentSubscriptionResponse, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The subscription covering the user in the organization context, or null. */
export async function fetchCurrentSubscription(
  signal?: AbortSignal,
): Promise<TCurrentSubscription | null> {
  return fetchSubscriptionAt(BILLING_PATHS.current, signal);
}

/** The user's own subscription, also while an organization's plan covers their work. */
export async function fetchPersonalSubscription(
  signal?: AbortSignal,
): Promise<TCurrentSubscription | null> {
  return fetchSubscriptionAt(BILLING_PATHS.personal, signal);
}

export const updatePersonalAutoRenew = (autoRenew: boolean) =>
  saveAutoRenewAt(BILLING_PATHS.personalAutoRenew, autoRenew);

export const cancelPersonalSubscription = () => cancelAt(BILLING_PATHS.personalCancel);

/** Turns renewal on or off for the subscription at `path` (current, personal, an organization's). */
export async function saveAutoRenewAt(
  path: string,
  autoRenew: boolean,
): Promise<TCurrentSubscription> {
  const options = { method: 'PUT' as const, body: { auto_renew: autoRenew } };
  return (await apiRequest(path, ZCurrentSubscriptionResponse, options)).data;
}

/** Cancels the subscription at `path` at its period end. */
export async function cancelAt(path: string): Promise<TCurrentSubscription> {
  const options = { method: 'POST' as const };
  return (await apiRequest(path, ZCurrentSubscriptionResponse, options)).data;
}

export const updateAutoRenew = (autoRenew: boolean) =>
  saveAutoRenewAt(BILLING_PATHS.autoRenew, autoRenew);

export const cancelSubscription = () => cancelAt(BILLING_PATHS.cancel);

/** The pages the user has left now: the free month's, or the covering subscription's. */
export async function fetchUsage(signal?: AbortSignal): Promise<TUsage> {
  return (await apiRequest(BILLING_PATHS.usage, ZUsageResponse, { signal })).data;
}

export async function fetchApiKeys(signal?: AbortSignal): Promise<TApiKey[]> {
  return (await apiRequest(BILLING_PATHS.apiKeys, ZApiKeysResponse, { signal })).data;
}

export async function createApiKey(
  name: string,
  duration: TApiKeyDuration,
): Promise<TCreatedApiKey> {
  const options = { method: 'POST' as const, body: { name, duration } };
  return (await apiRequest(BILLING_PATHS.apiKeys, ZCreatedApiKeyResponse, options)).data;
}

export async function deleteApiKey(id: string): Promise<void> {
  const path = BILLING_PATHS.apiKey.replace(':id', encodeURIComponent(id));
  await apiRequest(path, ZEmptyResponse, { method: 'DELETE' });
}
