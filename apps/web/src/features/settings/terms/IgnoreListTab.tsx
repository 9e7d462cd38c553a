import { ZBanWord } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert, RetryAlert } from '../../../components/FormAlert';
import { errorMessage, localizeMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { PremiumGate } from '../PremiumGate';
import { addBanWords, fetchBanList, removeBanWords } from '../settings-api';
import { emitSettingsChanged, emitWordsIgnored } from '../settings-events';
import { useSettingsResource } from '../use-settings-resource';
import { SettingsCard } from '../SettingsCard';
import { TermList } from './TermList';

/** Words detection leaves alone (premium). */
export function IgnoreListTab() {
  return (
    <PremiumGate>
      <IgnoreList />
    </PremiumGate>
  );
}

const loadWords = async (signal: AbortSignal) => (await fetchBanList(signal)).words;

function IgnoreList() {
  const { t } = useTranslation();
  const resource = useSettingsResource(loadWords, 'banList');
  const { data: words, setData, failed: loadFailed, reload } = resource;
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function run(action: () => Promise<string[]>, fallback: string, success?: string) {
    setIsBusy(true);
    setFailure(null);
    try {
      const next = await action();
      setData(() => next);
      if (success) toast.success(success);
      emitSettingsChanged(['banList']);
    } catch (error) {
      setFailure(errorMessage(t, error, fallback));
    } finally {
      setIsBusy(false);
    }
  }

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZBanWord.safeParse(text);
    if (!parsed.success) {
      setFailure(localizeMessage(t, parsed.error.issues[0]!.message));
      return;
    }
    void run(
      async () => {
        const list = await addBanWords([parsed.data]);
        emitWordsIgnored([parsed.data]);
        setText('');
        return list.words;
      },
      t('settings.ignore.addFailed'),
      t('settings.ignore.added'),
    );
  }

  if (loadFailed) return <RetryAlert message={t('settings.ignore.loadFailed')} onRetry={reload} />;
  return (
    <SettingsCard title={t('settings.ignore.title')} description={t('settings.ignore.lead')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleAdd}>
        <fieldset disabled={isBusy}>
          <div className="field">
            <label htmlFor="ignore-word">{t('settings.ignore.input')}</label>
            <input
              id="ignore-word"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-primary">
            {t('settings.ignore.add')}
          </button>
        </fieldset>
      </form>
      {words === null ? (
        <p className="muted">{t('settings.loading')}</p>
      ) : (
        <TermList
          label={t('settings.ignore.title')}
          items={words.map((word) => ({ key: word, text: word }))}
          emptyText={t('settings.ignore.empty')}
          clearTitle={t('settings.ignore.clearTitle')}
          clearBody={t('settings.ignore.clearBody')}
          isBusy={isBusy}
          onRemove={(word) =>
            void run(
              async () => (await removeBanWords([word])).words,
              t('settings.ignore.removeFailed'),
            )
          }
          onClearAll={() =>
            run(async () => (await removeBanWords(words)).words, t('settings.ignore.clearFailed'))
          }
        />
      )}
    </SettingsCard>
  );
}
