import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RemovableItem = { key: string; name: string; content: ReactNode };

/** A settings list whose entries are removed one by one; `emptyText` when there are none. */
export function RemovableList({
  items,
  label,
  emptyText,
  isBusy,
  onRemove,
}: {
  items: readonly RemovableItem[];
  label: string;
  emptyText: string;
  isBusy: boolean;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ul className="term-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className="term">
          <span className="term-text">{item.content}</span>
          <button
            type="button"
            className="link-button"
            disabled={isBusy}
            aria-label={t('settings.terms.removeNamed', { text: item.name })}
            onClick={() => onRemove(item.key)}
          >
            {t('settings.terms.remove')}
          </button>
        </li>
      ))}
    </ul>
  );
}
