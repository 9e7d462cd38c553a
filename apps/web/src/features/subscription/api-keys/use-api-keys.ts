import type { TApiKey } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { fetchApiKeys } from '../billing-api';

/** The user's API keys, loaded on mount, on `reload` and when `refreshCount` changes. */
export function useApiKeys(refreshCount: number) {
  const [keys, setKeys] = useState<TApiKey[] | null>(null);
  // When the list was loaded: a key is shown expired against this, so renders stay pure.
  const [loadedAt, setLoadedAt] = useState(0);
  const [isFailed, setIsFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchApiKeys(controller.signal)
      .then((loaded) => {
        setKeys(loaded);
        setLoadedAt(Date.now());
        setIsFailed(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setIsFailed(true);
        toast.error(i18next.t('apiKeys.loadFailed'));
      });
    return () => controller.abort();
  }, [generation, refreshCount]);

  const remove = useCallback((id: string) => {
    setKeys((current) => current?.filter((key) => key.id !== id) ?? null);
  }, []);

  return { keys, loadedAt, isFailed, reload, remove };
}
