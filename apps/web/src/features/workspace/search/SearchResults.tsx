import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFilesStore } from '../files/files-store';
import { truncateName } from '../truncate';
import { TRUNCATE } from '../workspace-constants';
import { goToPageMatches } from './search-navigation';
import type { SearchSummary } from './search-results';
import { useSearchStore } from './search-store';

function FileResult({ summary }: { summary: SearchSummary }) {
  const { t } = useTranslation();
  const pages = Object.entries(summary.pageMatches)
    .map(([page, count]) => [Number(page), count] as const)
    .sort(([a], [b]) => a - b);
  return (
    <details className="search-file">
      <summary>
        <span className="search-file-summary">
          <span className="search-file-name" title={summary.fileName}>
            {truncateName(summary.fileName, TRUNCATE.filePanel)}
          </span>
          <span className="search-term-count">
            {t('workspace.search.matchCount', { count: summary.matchCount })}
          </span>
        </span>
      </summary>
      <ul className="search-page-list">
        {pages.map(([page, count]) => (
          <li key={page}>
            <button
              type="button"
              className="search-page-button"
              aria-label={t('workspace.search.pageMatches', { page, count })}
              title={t('workspace.search.goToPage', { page, file: summary.fileName })}
              onClick={() => goToPageMatches(summary.fileKey, page)}
            >
              <span>{t('workspace.search.page', { page })}</span>
              <span className="search-term-count">
                {t('workspace.search.matchCount', { count })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * One expandable entry per open file with matches: the total, and the matches per page, each
 * page a button that goes to its first match (spec §2).
 */
export function SearchResults() {
  const { t } = useTranslation();
  const headingId = useId();
  const openKeys = useFilesStore(useShallow((state) => state.files.map((file) => file.key)));
  const summaries = useSearchStore((state) => state.summaries);
  const hasQueries = useSearchStore((state) => state.activeQueries.length > 0);
  // Only open files are listed: after a reload, a file's summary waits until it is open again.
  const shown = openKeys.flatMap((key) => summaries.filter((summary) => summary.fileKey === key));
  if (!hasQueries) return null;
  return (
    <section className="search-results" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workspace.search.resultsTitle')}</h3>
      {shown.length === 0 ? (
        <p className="search-muted">{t('workspace.search.noMatches')}</p>
      ) : (
        shown.map((summary) => <FileResult key={summary.fileKey} summary={summary} />)
      )}
    </section>
  );
}
