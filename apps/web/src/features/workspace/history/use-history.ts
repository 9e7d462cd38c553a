import type { TDocumentSummary } from '@workbench/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchHistory, HISTORY_UPDATED_EVENT } from './history-api';

export type HistoryStatus = 'loading' | 'ready' | 'failed';

export type HistoryList = {
  records: TDocumentSummary[];
  status: HistoryStatus;
  reload: () => void;
};

/** The saved redaction records, loaded again on `reload` and whenever a redaction saves one. */
export function useHistory(): HistoryList {
  const [records, setRecords] = useState<TDocumentSummary[]>([]);
  const [generation, setGeneration] = useState(0);
  // Which load has answered and how: loading is every moment the latest one has not.
  const [settled, setSettled] = useState({ generation: -1, failed: false });

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchHistory(controller.signal)
      .then((list) => {
        setRecords(list);
        setSettled({ generation, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSettled({ generation, failed: true });
      });
    return () => controller.abort();
  }, [generation]);

  useEffect(() => {
    window.addEventListener(HISTORY_UPDATED_EVENT, reload);
    return () => window.removeEventListener(HISTORY_UPDATED_EVENT, reload);
  }, [reload]);

  const status: HistoryStatus =
    settled.generation !== generation ? 'loading' : settled.failed ? 'failed' : 'ready';
  return { records, status, reload };
}
