import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import type { OpenFile } from '../files/files-store';
import { unlockFile } from './unlock-file';
import { useProcessingLocation } from '../../on-device/processing-location';

/** Asks for the password of a protected file, in the file's panel, and opens the file with it. */
export function UnlockForm({ file }: { file: OpenFile }) {
  const { t } = useTranslation();
  const ids = { input: useId(), error: useId() };
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isOnDevice = useProcessingLocation() === 'device';

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (password === '' || isBusy) return;
    setIsBusy(true);
    setError(null);
    try {
      await unlockFile(file, password);
    } catch (failure) {
      const isWrong =
        failure instanceof ApiError &&
        failure.details !== undefined &&
        (failure.details as { file_error?: string }).file_error === 'WRONG_PASSWORD';
      setError(
        isWrong
          ? t('workspace.unlock.wrongPassword')
          : errorMessage(t, failure, t('workspace.unlock.failed')),
      );
      setIsBusy(false);
    }
  }

  return (
    <form className="file-panel-status unlock-form" onSubmit={(event) => void handleSubmit(event)}>
      <strong>{t('workspace.unlock.title')}</strong>
      <p>{t(isOnDevice ? 'workspace.onDevice.unlock.explain' : 'workspace.unlock.explain')}</p>
      <div className="field">
        <label htmlFor={ids.input}>{t('workspace.unlock.password')}</label>
        <input
          id={ids.input}
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? ids.error : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error !== null && (
          <p id={ids.error} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={password === '' || isBusy}>
        {isBusy ? t('workspace.unlock.opening') : t('workspace.unlock.open')}
      </button>
    </form>
  );
}
