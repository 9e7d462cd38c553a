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

/** The current subscription, or null when there is none (the server answers 404). */
export async function fetchCurrentSubscription(
  signal?: AbortSignal,
): Promise<TCurrentSubscription | null> {
  try {
    return (await apiRequest(BILLING_PATHS.current, ZCurrentSubscriptionResponse, { signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function updateAutoRenew(autoRenew: boolean): Promise<TCurrentSubscription> {
  const options = { method: 'PUT' as const, body: { auto_renew: autoRenew } };
  return (await apiRequest(BILLING_PATHS.autoRenew, ZCurrentSubscriptionResponse, options)).data;
}

export async function cancelSubscription(): Promise<TCurrentSubscription> {
  const options = { method: 'POST' as const };
  return (await apiRequest(BILLING_PATHS.cancel, ZCurrentSubscriptionResponse, options)).data;
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
