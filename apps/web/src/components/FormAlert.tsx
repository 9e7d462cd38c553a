import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertKind = 'error' | 'info' | 'success';

/** An inline notice; errors are announced at once, the others politely. */
export function FormAlert({ kind, children }: { kind: AlertKind; children: ReactNode }) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The error notice of a failed action, shown only while there is a message. */
export function FailureAlert({
  message,
  children,
}: {
  message: string | null;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <FormAlert kind="error">
      <p>{message}</p>
      {children}
    </FormAlert>
  );
}

/** An error notice for something that failed to load, with a button to load it again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FormAlert kind="error">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </FormAlert>
  );
}
