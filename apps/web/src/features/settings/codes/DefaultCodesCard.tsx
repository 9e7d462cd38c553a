import { availableCodes, ENTITY_CATALOGUE, entityLabel } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { SettingsCard } from '../SettingsCard';
import { useCardSave, type CardProps } from '../general/use-card-save';
import { markTypeName } from '../../workspace/marks/marks-filter';
import { RemovableList } from './RemovableList';

/**
 * Search matches, manual marks, then every entity type the models know, once each: types that
 * read the same ("LOCATION" of one model, "location" of another) are one type here (codeOf).
 */
const MARK_TYPES = onePerLabel(['SEARCH', 'MANUAL', ...Object.values(ENTITY_CATALOGUE).flat()]);

function onePerLabel(types: readonly string[]): string[] {
  const labels = new Set<string>();
  return types.filter((type) => {
    const label = entityLabel(type);
    if (labels.has(label)) return false;
    labels.add(label);
    return true;
  });
}

/** The code each type of mark gets unless the reviewer chooses another for it. */
export function DefaultCodesCard({ settings, save }: CardProps) {
  const { t } = useTranslation();
  const codes = availableCodes(settings.exemption_codes);
  const defaults = settings.exemption_codes.defaults;
  const [type, setType] = useState(MARK_TYPES.find((value) => !defaults[value]) ?? 'PERSON');
  const [code, setCode] = useState(codes[0]?.code ?? '');
  const { isSaving, failure, submit } = useCardSave(save);
  const typeName = (value: string) => markTypeName(value, t);

  const store = (next: Record<string, string>) =>
    submit({ exemption_codes: { ...settings.exemption_codes, defaults: next } });

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code) void store({ ...defaults, [type]: code });
  }

  return (
    <SettingsCard
      title={t('settings.codes.defaults.title')}
      description={t('settings.codes.defaults.lead')}
    >
      <FailureAlert message={failure} />
      <RemovableList
        items={Object.entries(defaults).map(([entity, value]) => ({
          key: entity,
          name: typeName(entity),
          content: (
            <>
              {typeName(entity)}: <strong>{value}</strong>
            </>
          ),
        }))}
        label={t('settings.codes.defaults.title')}
        emptyText={t('settings.codes.defaults.empty')}
        isBusy={isSaving}
        onRemove={(entity) =>
          void store(Object.fromEntries(Object.entries(defaults).filter(([k]) => k !== entity)))
        }
      />
      {codes.length === 0 ? (
        <p className="muted">{t('settings.codes.defaults.noCodes')}</p>
      ) : (
        <form className="settings-form" onSubmit={handleAdd}>
          <fieldset disabled={isSaving}>
            <div className="field">
              <label htmlFor="default-code-type">{t('settings.codes.defaults.type')}</label>
              <select
                id="default-code-type"
                value={type}
                onChange={(event) => setType(event.target.value)}
              >
                {MARK_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {typeName(value)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="default-code">{t('settings.codes.defaults.code')}</label>
              <select
                id="default-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              >
                {codes.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.code}
                  </option>
                ))}
              </select>
            </div>
            <div className="button-row">
              <button type="submit" className="button button-primary">
                {t('settings.codes.defaults.add')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </SettingsCard>
  );
}
