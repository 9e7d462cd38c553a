import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import nb from '../locales/nb.json';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'nb', label: 'Norsk bokmål' },
] as const;
export const LANGUAGE_STORAGE_KEY = 'language';

/** Starts i18next once; the choice is remembered under the trusted 'language' storage key. */
export function startI18n() {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en }, nb: { translation: nb } },
      supportedLngs: ['en', 'nb'],
      nonExplicitSupportedLngs: true,
      fallbackLng: 'en',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (language: string) =>
          /^(no|nn|nb)\b/i.test(language) ? 'nb' : language,
      },
      initAsync: false,
    });
  const setHtmlLang = (language: string) => {
    document.documentElement.lang = language;
  };
  setHtmlLang(i18n.resolvedLanguage ?? 'en');
  i18n.on('languageChanged', setHtmlLang);
  return i18n;
}
