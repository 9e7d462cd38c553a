import type { TPlan } from '@workbench/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchPlans } from '../subscription/billing-api';

export type PlansState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: TPlan[] };

/** The plan list; `reload` is the error panel's Try Again. */
export function usePlans() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPlans(controller.signal).then(
      (plans) => setState({ status: 'ready', plans }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
