import type { TCurrentSubscription } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { fetchCurrentSubscription } from '../billing-api';

export type SubscriptionState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'ready'; subscription: TCurrentSubscription };

/**
 * The current subscription, loaded on mount, on `reload` and when `refreshCount` changes. A
 * failed first load is a state the page shows; a failed refresh keeps what is shown and says so.
 */
export function useCurrentSubscription(refreshCount: number) {
  const [state, setState] = useState<SubscriptionState>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);
  const hasData = useRef(false);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    if (!hasData.current) setState({ kind: 'loading' });
    fetchCurrentSubscription(controller.signal)
      .then((subscription) => {
        hasData.current = subscription !== null;
        setState(subscription ? { kind: 'ready', subscription } : { kind: 'none' });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        if (hasData.current) toast.error(i18next.t('subscription.refreshFailed'));
        else setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [generation, refreshCount]);

  const replace = useCallback((subscription: TCurrentSubscription) => {
    hasData.current = true;
    setState({ kind: 'ready', subscription });
  }, []);

  return { state, reload, replace };
}
