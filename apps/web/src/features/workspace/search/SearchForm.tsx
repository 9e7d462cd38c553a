import { useEffect, useId, useRef, useState } from 'react';
import { MAX_SEARCH_TERMS } from '@workbench/contracts';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useIsPremium } from '../../settings/PremiumGate';
import { filesInScope, useFilesStore, type Scope } from '../files/files-store';
import { ScopePicker } from '../files/ScopePicker';
import { PremiumCrown } from '../premium/PremiumCrown';
import { useSpendLabel } from '../usage/use-spend-label';
import { useAiSearch } from './ai-search-status';
import { searchScopeFiles, submitSearch } from './search-actions';
import { termsOfInput } from './search-query';
import { setSearchError, untilSearchIdle, useSearchStore } from './search-store';

/** Spec §9: the input grows with its text up to 120 px, then scrolls. */
export const SEARCH_INPUT_MAX_HEIGHT = 120;

function fitHeight(input: HTMLTextAreaElement | null) {
  if (!input) return;
  input.style.height = 'auto';
  input.style.height = `${Math.min(input.scrollHeight, SEARCH_INPUT_MAX_HEIGHT)}px`;
}

/** Takes the focus the shortcut or a menu asked for, once the input exists. */
function useRequestedFocus(input: React.RefObject<HTMLTextAreaElement | null>) {
  const isFocusRequested = useSearchStore((state) => state.isFocusRequested);
  useEffect(() => {
    if (!isFocusRequested || !input.current) return;
    input.current.focus();
    useSearchStore.setState({ isFocusRequested: false });
  }, [isFocusRequested, input]);
}

/** The scope the user chose, or the default while they have not (or their choice is empty). */
export function useSearchScope() {
  const [chosen, setChosen] = useState<Scope | null>(null);
  const hasSelection = useFilesStore((state) => state.selectedKeys.length > 0);
  const fallback = hasSelection ? 'selected' : 'all';
  const scope = chosen === null || (chosen === 'selected' && !hasSelection) ? fallback : chosen;
  return [scope, setChosen] as const;
}

/**
 * The submit button's label: how many files it searches and the pages that spends (the server
 * charges every page of each file per request; a request takes up to 100 terms).
 */
function useSubmitLabel(scope: Scope, text: string, isAiSearch: boolean): string {
  const { t } = useTranslation();
  const files = useFilesStore(useShallow((state) => filesInScope(state, scope)));
  const terms = termsOfInput(text, isAiSearch).length;
  const requests = Math.max(1, Math.ceil(terms / MAX_SEARCH_TERMS));
  return useSpendLabel(t('workspace.search.submitFiles', { count: files.length }), files, requests);
}

/**
 * The search input with its options (spec §2). Enter searches and Shift+Enter starts a new line:
 * a plain search takes one term per line, an AI search the whole text as one question.
 */
export function SearchForm({
  scope,
  onScopeChange,
}: {
  scope: Scope;
  onScopeChange: (scope: Scope) => void;
}) {
  const { t } = useTranslation();
  const ids = { hint: useId(), ai: useId() };
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [isAiSearch, setIsAiSearch] = useState(false);
  const [isRegex, setIsRegex] = useState(false);
  const [isWholeWord, setIsWholeWord] = useState(false);
  const isSearching = useSearchStore((state) => state.isSearching);
  const isWaiting = useRef(false);
  const hasError = useSearchStore((state) => state.error !== null);
  const isPremium = useIsPremium();
  const ai = useAiSearch();
  const isAiUnavailable = ai.state === 'unavailable';
  const isAiOn = isAiSearch && isPremium && !isAiUnavailable;
  const submitLabel = useSubmitLabel(scope, text, isAiOn);
  useRequestedFocus(input);

  useEffect(() => fitHeight(input.current), [text]);

  async function handleSubmit(event?: React.FormEvent) {
    event?.preventDefault();
    if (text.trim() === '' || isWaiting.current) return;
    // A search of newly added files may be running: the user's Enter waits for it, not lost.
    isWaiting.current = true;
    await untilSearchIdle();
    isWaiting.current = false;
    const flags = {
      caseSensitive: caseSensitive && isPremium,
      isAiSearch: isAiOn,
      isRegex: isRegex && !isAiOn,
      isWholeWord: isWholeWord && !isAiOn,
    };
    const outcome = await submitSearch(text, flags, searchScopeFiles(scope));
    // The terms that ran leave the input; patterns the engine refused stay, to be corrected.
    if (outcome.status === 'done') setText(outcome.rejected.join('\n'));
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void handleSubmit();
  }

  return (
    <form className="search-form" onSubmit={(event) => void handleSubmit(event)}>
      <label className="search-input-label">
        {t('workspace.search.inputLabel')}
        <textarea
          ref={input}
          className="search-input"
          rows={1}
          value={text}
          aria-describedby={ids.hint}
          placeholder={
            isAiOn ? t('workspace.search.aiPlaceholder') : t('workspace.search.placeholder')
          }
          onChange={(event) => {
            setText(event.target.value);
            if (hasError) setSearchError(null);
          }}
          onKeyDown={handleKeyDown}
        />
      </label>
      <p id={ids.hint} className="search-hint">
        {isAiOn ? t('workspace.search.aiHint') : t('workspace.search.hint')}
      </p>
      <div className="search-options">
        <label className="search-option">
          <input
            type="checkbox"
            checked={isAiOn}
            disabled={!isPremium || isAiUnavailable}
            aria-describedby={isAiUnavailable ? ids.ai : undefined}
            onChange={(event) => setIsAiSearch(event.target.checked)}
          />
          {t('workspace.search.aiSearch')}
        </label>
        {!isPremium && <PremiumCrown feature={t('workspace.search.aiSearch')} />}
        <label className="search-option">
          <input
            type="checkbox"
            checked={caseSensitive && isPremium && !isAiOn}
            disabled={!isPremium || isAiOn}
            onChange={(event) => setCaseSensitive(event.target.checked)}
          />
          {t('workspace.search.caseSensitive')}
        </label>
        {!isPremium && <PremiumCrown feature={t('workspace.search.caseSensitive')} />}
        <label className="search-option">
          <input
            type="checkbox"
            checked={isWholeWord && !isAiOn}
            disabled={isAiOn}
            onChange={(event) => setIsWholeWord(event.target.checked)}
          />
          {t('workspace.search.wholeWord')}
        </label>
        <label className="search-option">
          <input
            type="checkbox"
            checked={isRegex && !isAiOn}
            disabled={isAiOn}
            onChange={(event) => setIsRegex(event.target.checked)}
          />
          {t('workspace.search.regex')}
        </label>
      </div>
      {isAiUnavailable && (
        <p id={ids.ai} className="search-hint" title={ai.detail}>
          {ai.isOnDevice
            ? t('workspace.search.aiNotOnDevice')
            : t('workspace.search.aiNotConfigured')}
        </p>
      )}
      <ScopePicker name="search-scope" value={scope} onChange={onScopeChange} />
      <button
        type="submit"
        className="button button-primary"
        disabled={isSearching || text.trim() === ''}
      >
        {isSearching ? t('workspace.search.searching') : submitLabel}
      </button>
    </form>
  );
}
