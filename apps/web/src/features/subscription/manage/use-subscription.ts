import type { TCurrentSubscription } from '@workbench/contracts';
import { useCallback, useEffect, useState } from 'react';

export type LoadedSubscription =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'ready'; subscription: TCurrentSubscription };

/**
 * A subscription shown beside the page's own: loaded on mount, when `load` or `refreshCount`
 * changes and on `reload`; `none` when the server has none. The caller shows a failure.
 */
export function useSubscription(
  load: (signal: AbortSignal) => Promise<TCurrentSubscription | null>,
  refreshCount = 0,
) {
  const [state, setState] = useState<LoadedSubscription>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((subscription) =>
        setState(subscription ? { kind: 'ready', subscription } : { kind: 'none' }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [load, refreshCount, generation]);

  const replace = useCallback((subscription: TCurrentSubscription) => {
    setState({ kind: 'ready', subscription });
  }, []);

  return { state, reload, replace };
}
