import type { TCheckoutResponse } from '@workbench/contracts';
import { startCheckout } from './billing-api';

/** Checkouts under way, by plan code and organization. */
const pending = new Map<string, Promise<TCheckoutResponse>>();

/**
 * Starts a checkout, sharing the call with anyone asking for the same plan meanwhile: a
 * StrictMode remount must not open a second checkout session.
 */
export function startCheckoutOnce(planCode: string, orgId?: string): Promise<TCheckoutResponse> {
  const key = `${planCode}:${orgId ?? ''}`;
  let session = pending.get(key);
  if (session === undefined) {
    session = startCheckout(planCode, orgId).finally(() => pending.delete(key));
    pending.set(key, session);
  }
  return session;
}
