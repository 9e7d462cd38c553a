import { useCallback, useEffect, useState } from 'react';

/**
 * Loads a list, again whenever `reload` is called; `null` until the first answer. A failed load
 * keeps what was shown and says so.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((loaded) => {
        setItems(loaded);
        setIsFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setIsFailed(true);
      });
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { items, setItems, isFailed, reload };
}
