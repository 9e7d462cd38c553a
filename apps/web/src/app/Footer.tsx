import type { TLanguage } from '@workbench/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, noteSignedOutChoice } from '../lib/i18n';
import type { ThemePreference } from '../lib/theme';
import { useThemePreference } from '../lib/use-theme';
import { useAuth } from '../features/auth/auth-context';
import { saveAppearance } from '../features/settings/SettingsSync';

const MAIN_WEBSITE_URL = import.meta.env.VITE_MAIN_WEBSITE_URL ?? '/';
const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function Footer() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useThemePreference();
  const isSignedIn = useAuth().status === 'signed-in';

  function handleLanguage(language: TLanguage) {
    void i18n.changeLanguage(language);
    if (isSignedIn) void saveAppearance({ language }, t('settings.failedToUpdate'));
    else noteSignedOutChoice(language);
  }

  function handleTheme(next: ThemePreference) {
    setTheme(next);
    if (isSignedIn) void saveAppearance({ theme: next }, t('settings.failedToUpdate'));
  }
  return (
    <footer className="app-footer">
      <nav className="footer-links" aria-label={t('footer.links')}>
        <a href={MAIN_WEBSITE_URL}>{t('footer.website')}</a>
        <Link to="/pricing">{t('footer.pricing')}</Link>
      </nav>
      <div className="footer-controls">
        <label>
          {t('footer.language')}
          <select
            value={i18n.resolvedLanguage}
            onChange={(event) => handleLanguage(event.target.value as TLanguage)}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('footer.theme')}
          <select
            value={theme}
            onChange={(event) => handleTheme(event.target.value as ThemePreference)}
          >
            {THEMES.map((value) => (
              <option key={value} value={value}>
                {t(`theme.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}
      </p>
      <p className="build-info">
        {t('update.version', { version: __APP_VERSION__, build: __BUILD_ID__ })}
      </p>
    </footer>
  );
}
