import type {
  TGeneralSettingsRecord,
  TGeneralSettingsUpdate,
  TLanguage,
} from '@workbench/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { takeSignedOutChoice } from '../../lib/i18n';
import { setThemePreference } from '../../lib/theme';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';
import { fetchGeneralSettings, updateGeneralSettings } from './settings-api';
import { emitSettingsChanged, onSettingsChanged } from './settings-events';

/** Initial settings fetch delay after sign-in (accounts §9). */
const INITIAL_FETCH_DELAY_MS = 100;

/**
 * Keeps the app's theme and language with the signed-in user's settings: once after sign-in,
 * and again whenever the settings change elsewhere (an import). A language picked on the login
 * page wins over the account's at sign-in, and is saved to the account. Renders nothing.
 */
export function SettingsSync() {
  const { i18n } = useTranslation();
  const { status, user } = useAuth();
  const userId = user?.id;

  useEffect(() => {
    if (status !== 'signed-in' || userId === undefined) return;
    const controller = new AbortController();
    const apply = (settings: TGeneralSettingsRecord) => {
      setThemePreference(settings.theme);
      if (i18n.resolvedLanguage !== settings.language) void i18n.changeLanguage(settings.language);
    };
    const applyAtSignIn = (settings: TGeneralSettingsRecord) => {
      const chosen = takeSignedOutChoice() as TLanguage | null;
      if (chosen === null || chosen === settings.language) return apply(settings);
      apply({ ...settings, language: chosen });
      void saveAppearance({ language: chosen }, i18n.t('settings.failedToUpdate'));
    };
    const load = (atSignIn = false) => {
      fetchGeneralSettings(controller.signal)
        .then(atSignIn ? applyAtSignIn : apply)
        // The stored choice on this device stays; the settings page shows its own error.
        .catch(() => undefined);
    };
    const timer = setTimeout(() => load(true), INITIAL_FETCH_DELAY_MS);
    const stop = onSettingsChanged((parts, general) => {
      if (!parts.includes('general')) return;
      if (general === undefined) load();
      else apply(general);
    });
    return () => {
      clearTimeout(timer);
      stop();
      controller.abort();
    };
  }, [status, userId, i18n]);

  return null;
}

/** The footer's quick switches: stored with the settings too when someone is signed in. */
export async function saveAppearance(update: TGeneralSettingsUpdate, failedMessage: string) {
  try {
    emitSettingsChanged(['general'], await updateGeneralSettings(update));
  } catch {
    toast.error(failedMessage);
  }
}
