import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToasts } from '../lib/toast';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts);
  return (
    <ol className="toaster" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((item) => (
        <li
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{item.message}</span>
          <button
            type="button"
            aria-label={t('toast.dismiss')}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ol>
  );
}
