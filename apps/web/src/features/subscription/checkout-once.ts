import type { TCheckoutResponse } from '@workbench/contracts';
import { startCheckout } from './billing-api';

/** Checkouts under way, by plan code. */
const pending = new Map<string, Promise<TCheckoutResponse>>();

/**
 * Starts a checkout, sharing the call with anyone asking for the same plan meanwhile: a
 * StrictMode remount must not open a second checkout session.
 */
export function startCheckoutOnce(planCode: string): Promise<TCheckoutResponse> {
  let session = pending.get(planCode);
  if (session === undefined) {
    session = startCheckout(planCode).finally(() => pending.delete(planCode));
    pending.set(planCode, session);
  }
  return session;
}
