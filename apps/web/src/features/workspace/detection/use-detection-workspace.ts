import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context';
import { onSettingsChanged } from '../../settings/settings-events';
import { useFilesStore } from '../files/files-store';
import { isRestoringFiles } from '../persistence/files-sync';
import { autoProcessFiles } from './auto-process';
import { followSavedSettings } from './detection-choices-store';
import { forgetSavedDetectionSettings } from './saved-detection-settings';

/**
 * Keeps detection in step with the workspace while it is shown: saved settings are read again
 * after they change, and new files are auto-processed. (Closed files leave the detection store
 * by its own subscription to the files, also while this page is not shown.)
 */
export function useDetectionWorkspace() {
  const { t } = useTranslation();
  const user = useAuth().user;
  const userId = user?.id ?? null;
  const isPremium = user?.is_premium === true;

  useEffect(
    () =>
      onSettingsChanged((parts) => {
        if (!parts.some((part) => part === 'entities' || part === 'general')) return;
        forgetSavedDetectionSettings();
        followSavedSettings();
      }),
    [],
  );

  useEffect(() => {
    if (userId === null) return;
    return useFilesStore.subscribe((state, previous) => {
      // Files brought back from the browser's storage were processed when first added.
      if (state.files === previous.files || isRestoringFiles()) return;
      const before = new Set(previous.files.map((file) => file.key));
      const added = state.files.filter((file) => !before.has(file.key));
      if (added.length > 0) void autoProcessFiles(added, { t, isPremium });
    });
  }, [userId, isPremium, t]);
}
