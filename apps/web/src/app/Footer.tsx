import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import type { ThemePreference } from '../lib/theme';
import { useThemePreference } from '../lib/use-theme';

const MAIN_WEBSITE_URL = import.meta.env.VITE_MAIN_WEBSITE_URL ?? '/';
const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export function Footer() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useThemePreference();
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
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
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
            onChange={(event) => setTheme(event.target.value as ThemePreference)}
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
    </footer>
  );
}
