import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/FormAlert';
import { ApiKeyCard } from './ApiKeyCard';
import { ApiKeyUsageHint } from './ApiKeyUsageHint';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { useApiKeys } from './use-api-keys';

/** The API keys tab: create, list and delete the user's keys. */
export function ApiKeysTab({ refreshCount }: { refreshCount: number }) {
  const { t } = useTranslation();
  const { keys, loadedAt, isFailed, reload, remove } = useApiKeys(refreshCount);
  const [isCreating, setIsCreating] = useState(false);
  const headingId = useId();

  return (
    <div className="settings-cards">
      <section className="settings-card" aria-labelledby={headingId}>
        <div className="api-keys-header">
          <div>
            <h2 id={headingId}>{t('apiKeys.title')}</h2>
            <p className="muted">{t('apiKeys.lead')}</p>
          </div>
          <button
            type="button"
            className="button button-primary"
            onClick={() => setIsCreating(true)}
          >
            {t('apiKeys.create')}
          </button>
        </div>
        <ApiKeyUsageHint />
      </section>
      {keys === null && isFailed && (
        <RetryAlert message={t('apiKeys.loadFailed')} onRetry={reload} />
      )}
      {keys === null && !isFailed && (
        <p role="status" className="muted">
          {t('apiKeys.loading')}
        </p>
      )}
      {keys?.length === 0 && (
        <div className="settings-card manage-empty">
          <p>{t('apiKeys.empty.title')}</p>
          <p className="muted">{t('apiKeys.empty.body')}</p>
        </div>
      )}
      {keys !== null && keys.length > 0 && (
        <ul className="api-key-list" aria-label={t('apiKeys.listLabel')}>
          {keys.map((key) => (
            <ApiKeyCard key={key.id} apiKey={key} now={loadedAt} onDeleted={remove} />
          ))}
        </ul>
      )}
      {isCreating && <CreateApiKeyModal onClose={() => setIsCreating(false)} onCreated={reload} />}
    </div>
  );
}
