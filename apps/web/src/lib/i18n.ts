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
/** A language picked while signed out, kept until the next sign-in (see takeSignedOutChoice). */
const SIGNED_OUT_CHOICE_KEY = 'language-chosen-signed-out';

/**
 * Notes a language the person picked before signing in (on the login page): it was chosen for
 * this visit, so at sign-in it wins over the language the account has saved.
 */
export function noteSignedOutChoice(language: string) {
  try {
    localStorage.setItem(SIGNED_OUT_CHOICE_KEY, language);
  } catch {
    // Storage refused (private mode): the account's language applies at sign-in, as before.
  }
}

/** The language picked before this sign-in, once: it is forgotten as it is read. */
export function takeSignedOutChoice(): string | null {
  try {
    const chosen = localStorage.getItem(SIGNED_OUT_CHOICE_KEY);
    localStorage.removeItem(SIGNED_OUT_CHOICE_KEY);
    return LANGUAGES.some((language) => language.code === chosen) ? chosen : null;
  } catch {
    return null;
  }
}

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
