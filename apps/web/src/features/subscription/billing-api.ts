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

export async function updatePersonalAutoRenew(autoRenew: boolean): Promise<TCurrentSubscription> {
  const options = { method: 'PUT' as const, body: { auto_renew: autoRenew } };
  return (await apiRequest(BILLING_PATHS.personalAutoRenew, ZCurrentSubscriptionResponse, options))
    .data;
}

export async function cancelPersonalSubscription(): Promise<TCurrentSubscription> {
  const options = { method: 'POST' as const };
  return (await apiRequest(BILLING_PATHS.personalCancel, ZCurrentSubscriptionResponse, options))
    .data;
}

export async function updateAutoRenew(autoRenew: boolean): Promise<TCurrentSubscription> {
  const options = { method: 'PUT' as const, body: { auto_renew: autoRenew } };
  return (await apiRequest(BILLING_PATHS.autoRenew, ZCurrentSubscriptionResponse, options)).data;
}

export async function cancelSubscription(): Promise<TCurrentSubscription> {
  const options = { method: 'POST' as const };
  return (await apiRequest(BILLING_PATHS.cancel, ZCurrentSubscriptionResponse, options)).data;
}

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
