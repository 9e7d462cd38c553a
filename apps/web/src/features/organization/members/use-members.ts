import type { TMember } from '@workbench/contracts';
// The global instance: useTranslation's changes with the language, which must not fetch again.
import i18next from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { fetchMembers, type MembersPage } from './members-api';

/** One page of the organization's members, loaded on mount, on `reload` and on a page change. */
export function useMembers(orgId: string, page: number) {
  const [loaded, setLoaded] = useState<MembersPage | null>(null);
  const [isFailed, setIsFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchMembers(orgId, page, controller.signal)
      .then((answer) => {
        setLoaded(answer);
        setIsFailed(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setIsFailed(true);
        toast.error(i18next.t('organization.errors.loadMembers'));
      });
    return () => controller.abort();
  }, [orgId, page, generation]);

  const replace = useCallback((member: TMember) => {
    setLoaded(
      (current) =>
        current && {
          ...current,
          members: current.members.map((item) => (item.user_id === member.user_id ? member : item)),
        },
    );
  }, []);

  return { loaded, isFailed, reload, replace };
}
