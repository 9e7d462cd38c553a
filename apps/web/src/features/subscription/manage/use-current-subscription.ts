import type { TCurrentSubscription } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useOrganizationId } from '../../../lib/use-organization-id';
import { useIsOrganizationLoading } from '../../organization/organization-context';
import { fetchCurrentSubscription } from '../billing-api';
import { isRunning } from './subscription-rules';

export type SubscriptionState =
  | { kind: 'loading' }
  /** Back from a paid checkout whose confirmation (the provider's webhook) has not come yet. */
  | { kind: 'confirming' }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'ready'; subscription: TCurrentSubscription };

const LOADING: SubscriptionState = { kind: 'loading' };

/** Back from a paid checkout, the provider's confirmation may trail the browser: ask again. */
export const CONFIRM_RETRY = { delayMs: 2_000, attempts: 5 } as const;

/**
 * The current subscription, loaded on mount, on `reload`, when `refreshCount` changes and when
 * the organization context does (its subscription is the current one there). A
 * failed first load is a state the page shows; a failed refresh keeps what is shown and says so.
 * With `awaitingPayment` (back from a paid checkout) it asks again a few times while there is no
 * running subscription yet.
 */
export function useCurrentSubscription(refreshCount: number, awaitingPayment = false) {
  const [state, setState] = useState<SubscriptionState>(LOADING);
  const [generation, setGeneration] = useState(0);
  const hasData = useRef(false);
  const confirmAttempts = useRef(awaitingPayment ? CONFIRM_RETRY.attempts : 0);
  const organizationId = useOrganizationId();
  // Asked once the organization context is known, so the first answer is already the right one.
  const isContextLoading = useIsOrganizationLoading();
  const shownFor = useRef(organizationId);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    if (isContextLoading) return;
    // Another organization's subscription is not shown, nor acted on, while its own loads.
    if (shownFor.current !== organizationId) {
      shownFor.current = organizationId;
      hasData.current = false;
    }
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    // While confirming, the page keeps saying so between the attempts.
    if (!hasData.current) setState((shown) => (shown.kind === 'confirming' ? shown : LOADING));
    fetchCurrentSubscription(controller.signal)
      .then((subscription) => {
        if (controller.signal.aborted) return;
        // A returning customer's old, ended subscription is not the one just paid for either.
        if (confirmAttempts.current > 0 && (subscription === null || !isRunning(subscription))) {
          confirmAttempts.current -= 1;
          setState({ kind: 'confirming' });
          retry = setTimeout(reload, CONFIRM_RETRY.delayMs);
          return;
        }
        confirmAttempts.current = 0;
        hasData.current = subscription !== null;
        setState(subscription ? { kind: 'ready', subscription } : { kind: 'none' });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        if (hasData.current) toast.error(i18next.t('subscription.refreshFailed'));
        else setState({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [generation, refreshCount, organizationId, isContextLoading, reload]);

  const replace = useCallback((subscription: TCurrentSubscription) => {
    hasData.current = true;
    setState({ kind: 'ready', subscription });
  }, []);

  return { state, reload, replace };
}
