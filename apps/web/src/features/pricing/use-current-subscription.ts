import type { TCurrentSubscription } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useOrganizationId } from '../../lib/use-organization-id';
import { useAuth } from '../auth/auth-context';
import { fetchCurrentSubscription } from '../subscription/billing-api';

export type CurrentSubscriptionState = {
  subscription: TCurrentSubscription | null;
  /** True until the session check and (when signed in) the subscription call have answered. */
  isLoading: boolean;
};

type Loaded = { key: string; value: TCurrentSubscription | null };

/**
 * The signed-in user's subscription for the pricing page, in the current organization's
 * context (read again when that changes). A failure counts as none: the plans are still worth
 * showing, and the server refuses anything the user may not buy.
 */
export function useCurrentSubscription(): CurrentSubscriptionState {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const organizationId = useOrganizationId();
  const key = `${userId}:${organizationId}`;
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    fetchCurrentSubscription(controller.signal).then(
      (value) => setLoaded({ key, value }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key, value: null });
      },
    );
    return () => controller.abort();
  }, [userId, key]);

  if (status === 'checking') return { subscription: null, isLoading: true };
  if (userId === null) return { subscription: null, isLoading: false };
  if (loaded?.key !== key) return { subscription: null, isLoading: true };
  return { subscription: loaded.value, isLoading: false };
}
