import type { TDomainRecord } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { fetchDomains } from './domains-api';

/** The organization's domains, loaded on mount and on `reload`, kept in step with changes. */
export function useDomains(orgId: string) {
  const [domains, setDomains] = useState<TDomainRecord[] | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchDomains(orgId, controller.signal)
      .then((loaded) => {
        setDomains(loaded);
        setIsFailed(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setIsFailed(true);
        toast.error(i18next.t('organization.errors.loadDomains'));
      });
    return () => controller.abort();
  }, [orgId, generation]);

  const add = useCallback((record: TDomainRecord) => {
    setDomains((current) => [...(current ?? []), record]);
  }, []);

  const replace = useCallback((record: TDomainRecord) => {
    setDomains(
      (current) =>
        current?.map((item) => (item.domain_id === record.domain_id ? record : item)) ?? null,
    );
  }, []);

  const remove = useCallback((domainId: string) => {
    setDomains((current) => current?.filter((item) => item.domain_id !== domainId) ?? null);
  }, []);

  return { domains, isFailed, reload, add, replace, remove };
}
