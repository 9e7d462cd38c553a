import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, pageFromInput } from './page-input';

type Props = {
  page: number;
  pageCount: number;
  onGo: (page: number) => void;
  label: string;
};

/** Previous and next buttons around a page number input with 'of N'. */
export function PageInput({ page, pageCount, onGo, label }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const target = pageFromInput(draft, pageCount);
    setDraft(null);
    if (target !== null && target !== page) onGo(target);
  }

  return (
    <div className="page-input" role="group" aria-label={label}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onGo(page - 1)}
        aria-label={t('workspace.thumbnails.previous')}
      >
        ‹
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={t('workspace.thumbnails.pageNumber')}
        value={draft ?? String(page)}
        onChange={(event) => setDraft(digitsOnly(event.currentTarget.value))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <span>{t('workspace.thumbnails.ofTotal', { count: pageCount })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pageCount}
        onClick={() => onGo(page + 1)}
        aria-label={t('workspace.thumbnails.next')}
      >
        ›
      </button>
    </div>
  );
}
