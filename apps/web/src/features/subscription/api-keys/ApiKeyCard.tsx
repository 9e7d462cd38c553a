import type { TApiKey } from '@workbench/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoStepButton } from '../../../components/TwoStepButton';
import { formatDateTime } from '../../../lib/format-time';
import { toast } from '../../../lib/toast';
import { deleteApiKey } from '../billing-api';
import { useCopy } from './use-copy';

type Props = { apiKey: TApiKey; now: number; onDeleted: (id: string) => void };

/** One key: its name, id (copyable), dates, and a delete that asks once more before it acts. */
export function ApiKeyCard({ apiKey, now, onDeleted }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { isCopied, copy } = useCopy();
  const isExpired = Date.parse(apiKey.expires_at) <= now;
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  async function handleCopy() {
    if (!(await copy(apiKey.id))) toast.error(t('apiKeys.copyFailed'));
  }

  async function handleDelete() {
    try {
      await deleteApiKey(apiKey.id);
    } catch {
      toast.error(t('apiKeys.deleteFailed'));
      return;
    }
    onDeleted(apiKey.id);
  }

  return (
    <li className="api-key-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{apiKey.name}</h3>
      <div className="api-key-id">
        <code>{apiKey.id}</code>
        <button type="button" className="link-button" onClick={() => void handleCopy()}>
          {t('apiKeys.card.copyId')}
        </button>
        <span role="status">{isCopied ? t('apiKeys.copied') : ''}</span>
      </div>
      <dl className="detail-list">
        <dt>{t('apiKeys.card.created')}</dt>
        <dd>{date(apiKey.created_at)}</dd>
        <dt>{t('apiKeys.card.lastUsed')}</dt>
        <dd>{apiKey.last_used ? date(apiKey.last_used) : t('apiKeys.card.neverUsed')}</dd>
        <dt>{t('apiKeys.card.expires')}</dt>
        <dd className={isExpired ? 'api-key-expired' : undefined}>
          {isExpired ? t('apiKeys.card.expired') : date(apiKey.expires_at)}
        </dd>
      </dl>
      <div className="button-row manage-actions">
        <TwoStepButton
          label={t('apiKeys.card.delete')}
          accessibleLabel={t('apiKeys.card.deleteNamed', { name: apiKey.name })}
          confirmLabel={t('apiKeys.card.confirmDelete', { name: apiKey.name })}
          onConfirm={handleDelete}
        />
      </div>
    </li>
  );
}
