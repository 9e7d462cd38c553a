import { EllipsisVertical, X } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useFilesStore } from '../files/files-store';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKey, type ActiveQuery } from './search-query';
import { countsByQuery } from './search-results';
import { removeQuery, useSearchStore } from './search-store';
import { TermMenu } from './TermMenu';
import { useSearchActions } from './use-search-actions';

type OpenMenu = { query: ActiveQuery; x: number; y: number };

function TermFlags({ query }: { query: ActiveQuery }) {
  const { t } = useTranslation();
  return (
    <>
      {query.isAiSearch && (
        <span className="search-term-flag" title={t('workspace.search.aiSearch')}>
          {t('workspace.search.flags.ai')}
        </span>
      )}
      {query.caseSensitive && (
        <span className="search-term-flag" title={t('workspace.search.caseSensitive')}>
          Aa
        </span>
      )}
      {query.isWholeWord && (
        <span className="search-term-flag" title={t('workspace.search.wholeWord')}>
          {t('workspace.search.flags.wholeWord')}
        </span>
      )}
      {query.isRegex && (
        <span className="search-term-flag" title={t('workspace.search.flags.regexTitle')}>
          .*
        </span>
      )}
    </>
  );
}

/**
 * After a term is removed its row is gone, and the focus with it: it moves to the remove button
 * of the term now in its place (or the one before), or to the heading when none is left.
 */
function useFocusAfterRemoval(queries: readonly ActiveQuery[]) {
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[data-remove-term]') ?? [])];
    (buttons[Math.min(index, buttons.length - 1)] ?? heading.current)?.focus();
  }, [queries]);
  return {
    headingRef: heading,
    listRef: list,
    removing: (index: number) => {
      removedAt.current = Math.max(0, index);
    },
  };
}

/**
 * The applied terms (spec §2): each with its flags and match count, removable; its menu (right
 * click, or the ⋮ button for keyboard users) saves it as a default term.
 */
export function ActiveTerms() {
  const { t } = useTranslation();
  const headingId = useId();
  const queries = useSearchStore((state) => state.activeQueries);
  const results = useSearchStore((state) => state.results);
  const { saveAsDefault } = useSearchActions();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const openKeys = useFilesStore(useShallow((state) => state.files.map((file) => file.key)));
  const counts = countsByQuery(results, openKeys);
  const { headingRef, listRef, removing } = useFocusAfterRemoval(queries);

  const openAt = (query: ActiveQuery, x: number, y: number) => setMenu({ query, x, y });
  const remove = (query: ActiveQuery) => {
    removing(queries.findIndex((known) => queryKey(known) === queryKey(query)));
    removeQuery(query);
  };

  return (
    <section className="search-terms" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {t('workspace.search.activeTitle')}
      </h3>
      {queries.length === 0 ? (
        <p className="search-muted">{t('workspace.search.noActive')}</p>
      ) : (
        <ul className="search-term-list" ref={listRef}>
          {queries.map((query) => (
            <li
              key={queryKey(query)}
              className="search-term"
              onContextMenu={(event) => {
                event.preventDefault();
                openAt(query, event.clientX, event.clientY);
              }}
            >
              <span className="search-term-text" title={query.term}>
                {query.term}
              </span>
              <TermFlags query={query} />
              <span className="search-term-count">
                {t('workspace.search.matchCount', { count: counts[queryKey(query)] ?? 0 })}
              </span>
              <button
                type="button"
                className="icon-button"
                aria-haspopup="menu"
                aria-label={t('workspace.search.termActions', { term: query.term })}
                title={t('workspace.search.termActions', { term: query.term })}
                onClick={(event) => {
                  const box = event.currentTarget.getBoundingClientRect();
                  openAt(query, box.left, box.bottom);
                }}
              >
                <EllipsisVertical aria-hidden="true" size={16} />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={t('workspace.search.removeTerm', { term: query.term })}
                title={t('workspace.search.removeTerm', { term: query.term })}
                data-remove-term=""
                onClick={() => remove(query)}
              >
                <X aria-hidden="true" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {menu && (
        <TermMenu
          x={menu.x}
          y={menu.y}
          term={menu.query.term}
          onClose={() => setMenu(null)}
          actions={[
            {
              label: t('workspace.search.saveAsDefault'),
              run: () => void saveAsDefault(menu.query),
            },
            {
              label: t('workspace.search.removeTerm', { term: menu.query.term }),
              run: () => remove(menu.query),
            },
          ]}
        />
      )}
    </section>
  );
}
