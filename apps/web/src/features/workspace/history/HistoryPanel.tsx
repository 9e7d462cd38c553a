import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useFilesStore } from '../files/files-store';
import { hashFileName } from './history-record';
import { rememberName } from './known-names';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert, RetryAlert } from '../../../components/FormAlert';
import { useGeneralSettings } from '../../settings/use-general-settings';
import { HistoryItem, recordName } from './HistoryItem';
import { knownName } from './known-names';
import { useHistory } from './use-history';
import { useHistoryActions } from './use-history-actions';
import './history-panel.css';

/** Shown while saving is off: the list stays, but new redactions will not be added to it. */
function HistoryOffNotice() {
  const { t } = useTranslation();
  return (
    <FormAlert kind="info">
      <p>{t('workspace.historyPanel.off')}</p>
      <Link to="/settings" className="button button-secondary">
        {t('workspace.historyPanel.openSettings')}
      </Link>
    </FormAlert>
  );
}

/**
 * Learns the names of the open files, so records made from them show their names; answers a
 * count that changes once they are learnt, for the list to render again.
 */
function useOpenFileNames(): number {
  const names = useFilesStore(useShallow((state) => state.files.map((file) => file.name)));
  const [learnt, setLearnt] = useState(0);
  useEffect(() => {
    let isLive = true;
    void Promise.all(names.map(async (name) => rememberName(await hashFileName(name), name))).then(
      () => {
        if (isLive) setLearnt((count) => count + 1);
      },
    );
    return () => {
      isLive = false;
    };
  }, [names]);
  return learnt;
}

/** The history tab (spec §2): saved redaction records to open on their file again, or delete. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const { records, status, reload } = useHistory();
  const { settings } = useGeneralSettings();
  const actions = useHistoryActions(reload);
  const isLoading = status === 'loading';
  useOpenFileNames();

  return (
    <section className="sidebar-panel history-panel" aria-labelledby={titleId}>
      <div className="history-panel-header">
        <h2 id={titleId} className="sidebar-panel-title">
          {t('workspace.historyPanel.title')}
        </h2>
        <button
          type="button"
          className="button button-secondary history-icon-button"
          aria-label={t('workspace.historyPanel.refresh')}
          title={t('workspace.historyPanel.refresh')}
          disabled={isLoading}
          onClick={reload}
        >
          <RefreshCw aria-hidden="true" size={16} className={isLoading ? 'history-spin' : ''} />
        </button>
      </div>
      {settings?.save_redaction_history === false && <HistoryOffNotice />}
      {status === 'failed' ? (
        <RetryAlert message={t('workspace.historyPanel.loadFailed')} onRetry={reload} />
      ) : isLoading && records.length === 0 ? (
        <p className="sidebar-panel-empty" role="status">
          {t('workspace.historyPanel.loading')}
        </p>
      ) : records.length === 0 ? (
        <p className="sidebar-panel-empty">{t('workspace.historyPanel.empty')}</p>
      ) : (
        <>
          {records.some((record) => knownName(record.hashed_name) === undefined) && (
            <p className="muted">{t('workspace.historyPanel.unnamedWhy')}</p>
          )}
          <ul className="history-list" aria-busy={isLoading}>
            {records.map((record) => (
              <HistoryItem
                key={record.id}
                record={record}
                isOpening={actions.openingId === record.id}
                onOpen={(item) => void actions.open(item)}
                onDelete={actions.askDelete}
              />
            ))}
          </ul>
        </>
      )}
      {actions.pendingDelete !== null && (
        <ConfirmDialog
          title={t('workspace.historyPanel.confirmTitle')}
          confirmLabel={t('workspace.historyPanel.delete')}
          isBusy={actions.isDeleting}
          onConfirm={() => void actions.confirmDelete()}
          onCancel={actions.cancelDelete}
        >
          <p>
            {t('workspace.historyPanel.confirmBody', {
              name: recordName(actions.pendingDelete, t),
            })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
