import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { matchHighlights, stepMatch } from './search-navigation';
import { useSearchStore } from './search-store';

/** Previous and next match across all open files, with "x of N matches" (spec §2). */
export function MatchNavigation() {
  const { t } = useTranslation();
  const fileKeys = useFilesStore(useShallow((state) => state.files.map((file) => file.key)));
  const byFile = useHighlightsStore((state) => state.byFile);
  const queries = useSearchStore((state) => state.activeQueries);
  const currentId = useSearchStore((state) => state.currentMatchId);
  const matches = matchHighlights(byFile, fileKeys, queries);
  const index = matches.findIndex(({ id }) => id === currentId);
  const count = matches.length;

  return (
    <div className="search-navigation" role="group" aria-label={t('workspace.search.navigation')}>
      <button
        type="button"
        className="icon-button"
        disabled={count === 0}
        aria-label={t('workspace.search.previous')}
        title={t('workspace.search.previous')}
        onClick={() => stepMatch(-1)}
      >
        <ChevronUp aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={count === 0}
        aria-label={t('workspace.search.next')}
        title={t('workspace.search.next')}
        onClick={() => stepMatch(1)}
      >
        <ChevronDown aria-hidden="true" size={18} />
      </button>
      <span className="search-position" aria-live="polite">
        {index === -1
          ? t('workspace.search.matchCount', { count })
          : t('workspace.search.position', { current: index + 1, count })}
      </span>
    </div>
  );
}
