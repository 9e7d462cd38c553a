import { CODE_SET_IDS, CODE_SETS, defaultsForSet, type TCodeSetId } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { SettingsCard } from '../SettingsCard';
import { useCardSave, type CardProps } from '../general/use-card-save';

/** Which built-in set of codes the workspace offers, with the codes it holds. */
export function CodeSetCard({ settings, save }: CardProps) {
  const { t } = useTranslation();
  const [set, setSet] = useState<TCodeSetId>(settings.exemption_codes.set);
  const { isSaving, failure, submit } = useCardSave(save);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const codes = settings.exemption_codes;
    void submit({ exemption_codes: { ...codes, set, defaults: defaultsForSet(codes, set) } });
  }

  return (
    <SettingsCard title={t('settings.codes.set.title')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleSubmit}>
        <fieldset disabled={isSaving}>
          <div className="field">
            <label htmlFor="code-set">{t('settings.codes.set.label')}</label>
            <select
              id="code-set"
              value={set}
              onChange={(event) => setSet(event.target.value as TCodeSetId)}
            >
              {CODE_SET_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`settings.codes.set.names.${id}`)}
                </option>
              ))}
            </select>
            <p className="field-hint">{t('settings.codes.set.defaultsFollow')}</p>
          </div>
          {CODE_SETS[set].length > 0 && (
            <ul className="code-set-list" aria-label={t(`settings.codes.set.names.${set}`)}>
              {CODE_SETS[set].map((entry) => (
                <li key={entry.code}>
                  <strong>{entry.code}</strong> <span className="muted">{entry.description}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {t('settings.save')}
            </button>
          </div>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
