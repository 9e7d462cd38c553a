import { DEFAULT_COLORS, type TGeneralSettingsRecord } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { PremiumNotice, useIsPremium } from '../PremiumGate';
import { SettingsCard } from '../SettingsCard';
import { useCardSave, type CardProps } from './use-card-save';

type ColorField = keyof typeof DEFAULT_COLORS;
const COLOR_FIELDS = Object.keys(DEFAULT_COLORS) as ColorField[];

/** How highlights are made (rectangles, or premium text selection) and the colour of each source. */
export function EditorCard({ settings, save }: CardProps) {
  const { t } = useTranslation();
  const isPremium = useIsPremium();
  const [editMode, setEditMode] = useState(settings.edit_mode);
  const [colors, setColors] = useState<Pick<TGeneralSettingsRecord, ColorField>>(
    () =>
      Object.fromEntries(COLOR_FIELDS.map((field) => [field, settings[field]])) as Pick<
        TGeneralSettingsRecord,
        ColorField
      >,
  );
  const { isSaving, failure, submit } = useCardSave(save);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ edit_mode: editMode, ...colors });
  }

  return (
    <SettingsCard title={t('settings.editor.title')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleSubmit}>
        <fieldset disabled={isSaving}>
          <div className="field">
            <label htmlFor="edit-mode">{t('settings.editor.mode')}</label>
            <select
              id="edit-mode"
              value={editMode}
              onChange={(event) => setEditMode(event.target.value as 'box' | 'text')}
            >
              <option value="box">{t('settings.editor.box')}</option>
              <option value="text" disabled={!isPremium}>
                {t('settings.editor.text')}
                {isPremium ? '' : ` (${t('premium.title')})`}
              </option>
            </select>
          </div>
          {!isPremium && <PremiumNotice compact />}
          <div className="color-grid">
            {COLOR_FIELDS.map((field) => (
              <div className="field color-field" key={field}>
                <label htmlFor={field}>{t(`settings.editor.colors.${field}`)}</label>
                <input
                  id={field}
                  type="color"
                  value={colors[field].toLowerCase()}
                  onChange={(event) =>
                    setColors((current) => ({
                      ...current,
                      [field]: event.target.value.toUpperCase(),
                    }))
                  }
                />
              </div>
            ))}
          </div>
          <div className="button-row">
            <button type="submit" className="button button-primary">
              {t('settings.save')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setColors({ ...DEFAULT_COLORS })}
            >
              {t('settings.editor.resetColors')}
            </button>
          </div>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
