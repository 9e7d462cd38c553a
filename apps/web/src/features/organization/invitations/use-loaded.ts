import { useEffect, useState } from 'react';

/**
 * Loads a list once `load` is set (again when it changes); `null` until the first answer. A
 * failed load leaves it `null`: the lists using this are hidden until there is something.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T[]>) {
  const [items, setItems] = useState<T[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then(setItems)
      .catch(() => undefined);
    return () => controller.abort();
  }, [load]);

  return { items, setItems };
}
