import type { TLanguage } from '@workbench/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/FormAlert';
import { LANGUAGES } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/messages';
import type { ThemePreference } from '../../../lib/theme';
import { toast } from '../../../lib/toast';
import { useThemePreference } from '../../../lib/use-theme';
import { useAuth } from '../../auth/auth-context';
import { updateProfile } from '../account/account-api';
import { SettingsCard } from '../SettingsCard';

const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

/**
 * Theme and language, applied on Save. The language is also stored on the account, since the
 * server writes the user's e-mails in it.
 */
export function AppearanceCard() {
  const { t, i18n } = useTranslation();
  const { user, setUser } = useAuth();
  const [theme, setTheme] = useThemePreference();
  const [draftTheme, setDraftTheme] = useState(theme);
  const [draftLanguage, setDraftLanguage] = useState<TLanguage>(
    i18n.resolvedLanguage === 'nb' ? 'nb' : 'en',
  );
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSaving(true);
    setFailure(null);
    setTheme(draftTheme);
    await i18n.changeLanguage(draftLanguage);
    // `t` is bound to the language of the last render; speak the one just chosen.
    const tNow = i18n.getFixedT(draftLanguage);
    try {
      if (user !== null && user.language !== draftLanguage) {
        setUser(await updateProfile({ language: draftLanguage }));
      }
      toast.success(tNow('settings.saved'));
    } catch (error) {
      setFailure(errorMessage(tNow, error, tNow('account.profile.updateFailed')));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <SettingsCard title={t('settings.appearance.title')}>
      <FailureAlert message={failure} />
      <form className="settings-form" onSubmit={(event) => void handleSubmit(event)}>
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
