import type { TCreatedApiKey } from '@workbench/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useCopy } from './use-copy';

/** The masked key: always 64 dots, whatever the key's length, so the length is not shown. */
export const MASKED_KEY = '•'.repeat(64);

/** The new key, shown this once: hidden until asked, copyable, with a warning to keep it. */
export function CreatedKeyView({ apiKey, onDone }: { apiKey: TCreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const { isCopied, copy } = useCopy();
  const copyRef = useRef<HTMLButtonElement>(null);

  useEffect(() => copyRef.current?.focus(), []);

  async function handleCopy() {
    if (!(await copy(apiKey.key))) toast.error(t('apiKeys.copyFailed'));
  }

  return (
    <div className="created-key">
      <p className="alert alert-info" role="note">
        {t('apiKeys.created.warning')}
      </p>
      <p className="muted">{t('apiKeys.created.name', { name: apiKey.name })}</p>
      <code className="created-key-value" aria-label={t('apiKeys.created.keyLabel')}>
        {isVisible ? apiKey.key : MASKED_KEY}
      </code>
      <div className="button-row manage-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={isVisible}
          onClick={() => setIsVisible((value) => !value)}
        >
          {isVisible ? t('apiKeys.created.hide') : t('apiKeys.created.show')}
        </button>
        <button
          ref={copyRef}
          type="button"
          className="button button-secondary"
          onClick={() => void handleCopy()}
        >
          {t('apiKeys.created.copy')}
        </button>
        <span role="status">{isCopied ? t('apiKeys.copied') : ''}</span>
      </div>
      <div className="button-row manage-actions created-key-done">
        <button type="button" className="button button-primary" onClick={onDone}>
          {t('apiKeys.created.done')}
        </button>
      </div>
    </div>
  );
}
