import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { isOnline } from '../../../lib/use-is-online';
import type { OpenFile } from '../files/files-store';
import { useSidebarStore } from '../sidebar/sidebar-store';
import { NOTICE_MS } from '../workspace-constants';
import { applyDefaultTerms, saveAsDefaultTerm, searchScopeFiles } from './search-actions';
import type { ActiveQuery } from './search-query';
import { requestSearchFocus } from './search-store';

/**
 * The search actions the panel, the toolbar, the shortcut and the menus share, with their
 * notices. Failures of a search itself go to the panel's error box, not to a notice.
 */
export function useSearchActions() {
  const { t } = useTranslation();

  /** Opens the search tab (expanding the sidebar) and puts the cursor in its input. */
  const openSearch = () => {
    useSidebarStore.getState().activate('search');
    requestSearchFocus();
  };

  const applyDefaults = async (files: readonly OpenFile[]) => {
    const outcome = await applyDefaultTerms(files);
    if (outcome.status === 'none') {
      toast.info(t('workspace.search.notices.noDefaultTerms'), NOTICE_MS.info);
    } else if (outcome.status === 'allActive') {
      toast.info(t('workspace.search.notices.allDefaultTermsActive'), NOTICE_MS.info);
    }
    return outcome;
  };

  /** The toolbar's search: the default terms over the default scope, shown in the search tab. */
  const searchWithDefaultTerms = async () => {
    // Offline, applyDefaultTerms refuses with the offline notice, which this would contradict.
    if (isOnline()) {
      toast.info(t('workspace.search.notices.searchingWithDefaultTerms'), NOTICE_MS.info);
    }
    useSidebarStore.getState().activate('search');
    return applyDefaults(searchScopeFiles());
  };

  const saveAsDefault = async (query: ActiveQuery) => {
    const outcome = await saveAsDefaultTerm(query);
    if (outcome.status === 'saved') {
      toast.success(t('workspace.search.notices.patternSaved', { term: query.term }));
    } else if (outcome.status === 'exists') {
      toast.info(t('workspace.search.notices.patternExists'), NOTICE_MS.info);
    } else {
      const fallback = t('workspace.search.notices.failedToSavePattern');
      toast.error(errorMessage(t, outcome.error, fallback));
    }
  };

  return { openSearch, applyDefaults, searchWithDefaultTerms, saveAsDefault };
}
