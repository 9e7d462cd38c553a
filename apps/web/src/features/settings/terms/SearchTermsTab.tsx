import { ZPatternText, type TPatternType } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert, RetryAlert } from '../../../components/FormAlert';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { Toggle } from '../general/Toggle';
import { PremiumNotice, useIsPremium } from '../PremiumGate';
import { createPattern, deletePattern, fetchPatterns } from '../settings-api';
import { emitSettingsChanged } from '../settings-events';
import { useSettingsResource } from '../use-settings-resource';
import { SettingsCard } from '../SettingsCard';
import { TermList } from './TermList';

/** The type of a new term (accounts §4): AI, else case-sensitive, else normal. */
export function patternType(ai: boolean, caseSensitive: boolean): TPatternType {
  if (ai) return 'ai_search';
  return caseSensitive ? 'case_sensitive' : 'normal';
}

const BADGES: Partial<Record<TPatternType, string>> = {
  case_sensitive: 'Aa',
  ai_search: 'AI',
  regex: 'Regex',
};

/** Saved search terms; AI and case-sensitive ones are premium. */
export function SearchTermsTab() {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  const resource = useSettingsResource(fetchPatterns, 'patterns');
  const { data: patterns, setData: setPatterns, failed: loadFailed, reload } = resource;
  const [text, setText] = useState('');
  const [ai, setAi] = useState(false);
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(action: () => Promise<void>, fallback: string) {
    setIsBusy(true);
    setFailure(null);
    try {
      await action();
      emitSettingsChanged(['patterns']);
    } catch (error) {
      setFailure(errorMessage(t, error, fallback));
      reload();
    } finally {
      setIsBusy(false);
    }
  }

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZPatternText.safeParse(text);
    if (!parsed.success) {
      setFailure(localizeMessage(t, parsed.error.issues[0]!.message));
      return;
    }
    const type = patternType(isPremium && ai, isPremium && caseSensitive);
    void run(async () => {
      const created = await createPattern({ pattern_text: parsed.data, pattern_type: type });
      setPatterns((current) => [...(current ?? []), created]);
      setText('');
      toast.success(t('settings.terms.added'));
    }, t('settings.terms.addFailed'));
  }

  function handleRemove(id: number) {
    void run(async () => {
      await deletePattern(id);
      setPatterns((current) => current?.filter((pattern) => pattern.id !== id) ?? null);
    }, t('settings.terms.removeFailed'));
  }

  /** One by one, as the spec says; a failure stops and the list is read again. */
  async function handleClearAll() {
    await run(async () => {
      for (const pattern of patterns ?? []) {
        await deletePattern(pattern.id);
        setPatterns((current) => current?.filter((item) => item.id !== pattern.id) ?? null);
      }
    }, t('settings.terms.clearFailed'));
  }

  if (loadFailed) return <RetryAlert message={t('settings.terms.loadFailed')} onRetry={reload} />;
  return (
    <SettingsCard title={t('settings.terms.title')} description={t('settings.terms.lead')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleAdd}>
        <fieldset disabled={isBusy}>
          <div className="field">
            <label htmlFor="search-term">{t('settings.terms.input')}</label>
            <input
              id="search-term"
              value={text}
              maxLength={200}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <fieldset className="premium-group" disabled={!isPremium}>
            <Toggle label={t('settings.terms.ai')} checked={ai} onChange={setAi} />
            <Toggle
              label={t('settings.terms.caseSensitive')}
              checked={caseSensitive}
              onChange={setCaseSensitive}
            />
          </fieldset>
          {!isPremium && <PremiumNotice compact />}
          <button type="submit" className="button button-primary">
            {t('settings.terms.add')}
          </button>
        </fieldset>
      </form>
      {patterns === null ? (
        <p className="muted">{t('settings.loading')}</p>
      ) : (
        <TermList
          label={t('settings.terms.title')}
          items={patterns.map((pattern) => {
            const badge = BADGES[pattern.pattern_type];
            return {
              key: String(pattern.id),
              text: pattern.pattern_text,
              badges: badge ? [badge] : [],
            };
          })}
          emptyText={t('settings.terms.empty')}
          clearTitle={t('settings.terms.clearTitle')}
          clearBody={t('settings.terms.clearBody')}
          isBusy={isBusy}
          onRemove={(key) => handleRemove(Number(key))}
          onClearAll={handleClearAll}
        />
      )}
    </SettingsCard>
  );
}
