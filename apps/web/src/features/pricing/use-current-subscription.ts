import type { TCurrentSubscription } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { fetchCurrentSubscription } from '../subscription/billing-api';

export type CurrentSubscriptionState = {
  subscription: TCurrentSubscription | null;
  /** True until the session check and (when signed in) the subscription call have answered. */
  isLoading: boolean;
};

/**
 * The signed-in user's subscription for the pricing page. A failure counts as none: the plans
 * are still worth showing, and the server refuses anything the user may not buy.
 */
export function useCurrentSubscription(): CurrentSubscriptionState {
  const { status, user } = useAuth();
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<{ userId: string; value: TCurrentSubscription | null }>();

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    fetchCurrentSubscription(controller.signal).then(
      (value) => setLoaded({ userId, value }),
      () => {
        if (!controller.signal.aborted) setLoaded({ userId, value: null });
      },
    );
    return () => controller.abort();
  }, [userId]);

  if (status === 'checking') return { subscription: null, isLoading: true };
  if (userId === null) return { subscription: null, isLoading: false };
  if (loaded?.userId !== userId) return { subscription: null, isLoading: true };
  return { subscription: loaded.value, isLoading: false };
}
