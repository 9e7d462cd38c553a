import type { TDocumentSummary } from '@workbench/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { NOTICE_MS } from '../workspace-constants';
import { deleteHistoryRecord, fetchHistoryRecord } from './history-api';
import { knownName } from './known-names';
import { applyHistoryRecord } from './open-history-record';

/**
 * Opening and deleting records (spec §4 History). Deleting waits for the user to confirm the
 * record held in `pendingDelete`; either way the list is loaded again afterwards.
 */
export function useHistoryActions(reload: () => void) {
  const { t } = useTranslation();
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TDocumentSummary | null>(null);
  const [isDeleting, setDeleting] = useState(false);

  async function open(record: TDocumentSummary) {
    setOpeningId(record.id);
    try {
      const restored = await applyHistoryRecord(await fetchHistoryRecord(record.id));
      if (restored === null) {
        // This browser may know the name behind the hash: then it says which file to open.
        const name = knownName(record.hashed_name);
        const message = name
          ? t('workspace.historyPanel.pleaseOpenNamed', { name })
          : t('workspace.historyPanel.pleaseUpload');
        toast.warning(message, NOTICE_MS.historyError);
      } else {
        toast.success(
          t('workspace.historyPanel.loaded', { count: restored }),
          NOTICE_MS.historyLoaded,
        );
      }
    } catch (error) {
      const fallback = t('workspace.historyPanel.openFailed');
      toast.error(errorMessage(t, error, fallback), NOTICE_MS.historyError);
    } finally {
      setOpeningId(null);
    }
  }

  async function confirmDelete() {
    if (pendingDelete === null) return;
    setDeleting(true);
    try {
      await deleteHistoryRecord(pendingDelete.id);
    } catch {
      toast.error(t('workspace.historyPanel.deleteFailed'), NOTICE_MS.historyError);
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      reload();
    }
  }

  return {
    openingId,
    open,
    pendingDelete,
    isDeleting,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
