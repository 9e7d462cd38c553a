import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export type TermItem = { key: string; text: string; badges?: readonly string[] };

/** A list of saved words or terms, each removable, with Clear all behind a confirmation. */
export function TermList({
  items,
  label,
  emptyText,
  clearTitle,
  clearBody,
  isBusy,
  onRemove,
  onClearAll,
}: {
  items: readonly TermItem[];
  label: string;
  emptyText: string;
  clearTitle: string;
  clearBody: string;
  isBusy: boolean;
  onRemove: (key: string) => void;
  onClearAll: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);

  if (items.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <>
      <ul className="term-list" aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className="term">
            <span className="term-text">{item.text}</span>
            {item.badges?.map((badge) => (
              <span key={badge} className="badge">
                {badge}
              </span>
            ))}
            <button
              type="button"
              className="link-button"
              disabled={isBusy}
              aria-label={t('settings.terms.removeNamed', { text: item.text })}
              onClick={() => onRemove(item.key)}
            >
              {t('settings.terms.remove')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button-danger"
        disabled={isBusy}
        onClick={() => setIsConfirming(true)}
      >
        {t('settings.terms.clearAll')}
      </button>
      {isConfirming && (
        <ConfirmDialog
          title={clearTitle}
          confirmLabel={t('settings.terms.clearAll')}
          isBusy={isBusy}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => void onClearAll().finally(() => setIsConfirming(false))}
        >
          <p>{clearBody}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
