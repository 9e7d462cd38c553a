import type { TCurrentSubscription } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { fetchOrganizationSubscription } from './organization-subscription-api';

export type OrganizationSubscriptionState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'ready'; subscription: TCurrentSubscription };

/** The organization's subscription, loaded on mount and on `reload`. */
export function useOrganizationSubscription(orgId: string) {
  const [state, setState] = useState<OrganizationSubscriptionState>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchOrganizationSubscription(orgId, controller.signal)
      .then((subscription) =>
        setState(subscription ? { kind: 'ready', subscription } : { kind: 'none' }),
      )
      .catch(() => {
        if (controller.signal.aborted) return;
        setState({ kind: 'failed' });
        toast.error(i18next.t('organization.errors.subscription'));
      });
    return () => controller.abort();
  }, [orgId, generation]);

  const replace = useCallback((subscription: TCurrentSubscription) => {
    setState({ kind: 'ready', subscription });
  }, []);

  return { state, reload, replace };
}
