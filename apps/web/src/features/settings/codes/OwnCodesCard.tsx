import { ZExemptionCode, type TExemptionCode } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { SettingsCard } from '../SettingsCard';
import { useCardSave, type CardProps } from '../general/use-card-save';
import { RemovableList } from './RemovableList';

/** The user's own codes: added with a description, removed one by one; saved at once. */
export function OwnCodesCard({ settings, save }: CardProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { isSaving, failure, submit } = useCardSave(save);
  const own = settings.exemption_codes.own_codes;

  const store = (codes: TExemptionCode[], after?: () => void) =>
    submit({ exemption_codes: { ...settings.exemption_codes, own_codes: codes } }, after);

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZExemptionCode.safeParse({ code, description });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('settings.failedToUpdate'));
      return;
    }
    if (own.some((entry) => entry.code === parsed.data.code)) {
      setProblem(t('settings.codes.own.duplicate'));
      return;
    }
    setProblem(null);
    void store([...own, parsed.data], () => {
      setCode('');
      setDescription('');
    });
  }

  return (
    <SettingsCard title={t('settings.codes.own.title')}>
      <FailureAlert message={problem ?? failure} />
      <RemovableList
        items={own.map((entry) => ({
          key: entry.code,
          name: entry.code,
          content: (
            <>
              <strong>{entry.code}</strong> <span className="muted">{entry.description}</span>
            </>
          ),
        }))}
        label={t('settings.codes.own.title')}
        emptyText={t('settings.codes.own.empty')}
        isBusy={isSaving}
        onRemove={(code) => void store(own.filter((other) => other.code !== code))}
      />
      <form className="settings-form" onSubmit={handleAdd} noValidate>
        <fieldset disabled={isSaving}>
          <div className="field">
            <label htmlFor="own-code">{t('settings.codes.own.code')}</label>
            <input id="own-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="own-code-description">{t('settings.codes.own.description')}</label>
            <input
              id="own-code-description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {t('settings.codes.own.add')}
            </button>
          </div>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
