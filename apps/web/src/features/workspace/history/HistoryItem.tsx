import type { TDocumentSummary } from '@workbench/contracts';
import { FolderOpen, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { knownName } from './known-names';

type HistoryItemProps = {
  record: TDocumentSummary;
  isOpening: boolean;
  onOpen: (record: TDocumentSummary) => void;
  onDelete: (record: TDocumentSummary) => void;
};

/**
 * The name shown for a record: the file's name where this browser knows it (see known-names),
 * else "File 1a2b3c4d" from the hash, which is all the server keeps (issue 64: a bare 64-digit
 * hash in a second browser said nothing of why).
 */
export function recordName(record: TDocumentSummary, t: TFunction): string {
  const known = knownName(record.hashed_name);
  if (known === undefined) {
    return t('workspace.historyPanel.unnamed', { hash: record.hashed_name.slice(0, 8) });
  }
  return truncateName(known, TRUNCATE.historyName);
}

/** One saved redaction: its (hashed) name, when it was made, how many areas, open and delete. */
export function HistoryItem({ record, isOpening, onOpen, onDelete }: HistoryItemProps) {
  const { t, i18n } = useTranslation();
  const name = recordName(record, t);
  return (
    <li className="history-item" data-testid="history-item">
      <div className="history-item-text">
        <span className="history-item-name" title={record.hashed_name}>
          {name}
        </span>
        <span className="history-item-meta">
          <time dateTime={record.upload_timestamp}>
            {formatDateTime(record.upload_timestamp, i18n.resolvedLanguage ?? 'en')}
          </time>
          {' · '}
          {t('workspace.historyPanel.areas', { count: record.entity_count })}
        </span>
      </div>
      <div className="history-item-actions">
        <button
          type="button"
          className="button button-secondary history-icon-button"
          aria-label={t('workspace.historyPanel.openRecord', { name })}
          title={t('workspace.historyPanel.open')}
          disabled={isOpening}
          onClick={() => onOpen(record)}
        >
          <FolderOpen aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="button button-secondary history-icon-button"
          aria-label={t('workspace.historyPanel.deleteRecord', { name })}
          title={t('workspace.historyPanel.delete')}
          onClick={() => onDelete(record)}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      </div>
    </li>
  );
}
