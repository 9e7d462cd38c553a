import type { TLanguage } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { LANGUAGES } from '../../../lib/i18n';
import type { ThemePreference } from '../../../lib/theme';
import { useThemePreference } from '../../../lib/use-theme';
import { useAuth } from '../../auth/auth-context';
import { SettingsCard } from '../SettingsCard';
import { useCardSave, type CardProps } from './use-card-save';

const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/**
 * Theme and language, stored with the settings and applied on Save. The language also lives
 * on the account, since the server writes the user's e-mails in it.
 */
export function AppearanceCard({ settings, save }: CardProps) {
  const { t, i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const [, setTheme] = useThemePreference();
  const [draftTheme, setDraftTheme] = useState<ThemePreference>(settings.theme);
  const [draftLanguage, setDraftLanguage] = useState<TLanguage>(settings.language);
  const { isSaving, failure, submit } = useCardSave(save);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit({ theme: draftTheme, language: draftLanguage }, async () => {
      setTheme(draftTheme);
      await i18n.changeLanguage(draftLanguage);
      if (user !== null) setUser({ ...user, language: draftLanguage });
    });
  }

  return (
    <SettingsCard title={t('settings.appearance.title')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={handleSubmit}>
        <fieldset disabled={isSaving}>
          <div className="field">
            <label htmlFor="appearance-theme">{t('settings.appearance.theme')}</label>
            <select
              id="appearance-theme"
              value={draftTheme}
              onChange={(event) => setDraftTheme(event.target.value as ThemePreference)}
            >
              {THEMES.map((value) => (
                <option key={value} value={value}>
                  {t(`theme.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="appearance-language">{t('settings.appearance.language')}</label>
            <select
              id="appearance-language"
              value={draftLanguage}
              onChange={(event) => setDraftLanguage(event.target.value as TLanguage)}
            >
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code} lang={language.code}>
                  {language.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button-primary">
            {t('settings.save')}
          </button>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
