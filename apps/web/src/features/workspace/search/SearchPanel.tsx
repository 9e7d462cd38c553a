import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveTerms } from './ActiveTerms';
import { MatchNavigation } from './MatchNavigation';
import { searchScopeFiles } from './search-actions';
import { describeProblem } from './search-messages';
import { clearSearch, useSearchStore } from './search-store';
import { SearchForm, useSearchScope } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useSearchActions } from './use-search-actions';
import './search-panel.css';

function SearchStatus() {
  const { t } = useTranslation();
  const error = useSearchStore((state) => state.error);
  const isSearching = useSearchStore((state) => state.isSearching);
  const progress = useSearchStore((state) => state.progress);
  return (
    <>
      {isSearching && (
        <p className="search-progress" role="status">
          {t('workspace.search.progress', { progress })}
        </p>
      )}
      {error && (
        <div className="alert alert-error search-error" role="alert">
          {describeProblem(t, error)}
        </div>
      )}
    </>
  );
}

/**
 * The sidebar's search tab (spec §2): the input and its options, the inline error box, the
 * applied terms, previous/next match and the results per file.
 */
export function SearchPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const [scope, setScope] = useSearchScope();
  const { applyDefaults } = useSearchActions();
  const isSearching = useSearchStore((state) => state.isSearching);
  const hasQueries = useSearchStore((state) => state.activeQueries.length > 0);
  const hasAnything = useSearchStore(
    (state) => state.activeQueries.length > 0 || Object.keys(state.results).length > 0,
  );

  return (
    <section className="sidebar-panel search-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-panel-title">
        {t('workspace.search.title')}
      </h2>
      <SearchForm scope={scope} onScopeChange={setScope} />
      <SearchStatus />
      <div className="button-row search-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={isSearching}
          onClick={() => void applyDefaults(searchScopeFiles(scope))}
        >
          {t('workspace.search.applyDefaults')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!hasAnything}
          onClick={clearSearch}
        >
          {t('workspace.search.clearAll')}
        </button>
      </div>
      <ActiveTerms />
      {hasQueries && <MatchNavigation />}
      <SearchResults />
    </section>
  );
}
