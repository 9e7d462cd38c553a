import type { TPlan } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPlan } from './billing-api';
import { startCheckoutOnce } from './checkout-once';
import { leaveForCheckout } from './leave-for-checkout';

/** Subscriptions §9: a failed checkout goes back to /pricing after 3 s. */
export const CHECKOUT_ERROR_REDIRECT_MS = 3_000;

export type CheckoutState =
  | { phase: 'loading' }
  | { phase: 'redirecting'; plan: TPlan }
  | { phase: 'failed'; plan: TPlan | null; error: unknown };

/** Who buys: `orgId` for an owner buying for the organization; wait until that is known. */
export type CheckoutBuyer = { isKnown: boolean; orgId?: string | undefined };

/**
 * Loads the plan, opens a checkout session for it and hands the browser to the provider.
 * Without a plan, or on any failure, it goes back to /pricing after 3 s.
 */
export function useCheckoutRedirect(planCode: string | null, buyer: CheckoutBuyer): CheckoutState {
  const { isKnown, orgId } = buyer;
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>(
    planCode ? { phase: 'loading' } : { phase: 'failed', plan: null, error: null },
  );

  useEffect(() => {
    if (!planCode || !isKnown) return;
    let isActive = true;
    let plan: TPlan | null = null;
    const controller = new AbortController();
    fetchPlan(planCode, controller.signal)
      .then((loaded) => {
        if (!isActive) return null;
        plan = loaded;
        setState({ phase: 'redirecting', plan: loaded });
        return startCheckoutOnce(planCode, orgId);
      })
      .then((session) => {
        if (isActive && session) leaveForCheckout(session.checkout_url);
      })
      .catch((error: unknown) => {
        if (isActive) setState({ phase: 'failed', plan, error });
      });
    return () => {
      isActive = false;
      controller.abort();
    };
  }, [planCode, isKnown, orgId]);

  const hasFailed = state.phase === 'failed';
  useEffect(() => {
    if (!hasFailed) return;
    const timer = setTimeout(
      () => void navigate('/pricing', { replace: true }),
      CHECKOUT_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [hasFailed, navigate]);

  return state;
}
