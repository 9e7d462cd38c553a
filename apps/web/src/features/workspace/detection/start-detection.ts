import type { TFunction } from 'i18next';
import { requireProcessingConnection } from '../../on-device/processing-location';
import { errorMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { filesInScope, useFilesStore } from '../files/files-store';
import { useUpgradeStore } from '../premium/upgrade-store';
import { ensurePanelChoices, useDetectionChoices } from './detection-choices-store';
import { useDetectionStore } from './detection-store';
import { loadEngineStatuses } from './engine-status';
import { detectFiles, type RunOutcome } from './run-detection';

export function loadFailedNotice(t: TFunction, error: unknown) {
  const reason = errorMessage(t, error, t('workspace.detection.notices.unknownError'));
  toast.error(t('workspace.detection.notices.loadSettingsFailed', { error: reason }));
}

/**
 * Detect from the toolbar, the full-screen toolbar, Shift+D or the mobile menu: the panel's
 * current choices, or the saved settings when the panel has never been opened. Without premium
 * the upgrade dialog explains the feature instead.
 */
export async function startDetection(t: TFunction, isPremium: boolean): Promise<RunOutcome> {
  if (!isPremium) {
    useUpgradeStore.getState().show();
    return 'skipped';
  }
  if (useFilesStore.getState().files.length === 0) return 'skipped';
  if (!requireProcessingConnection()) return 'skipped';
  if (useDetectionStore.getState().isStreaming) {
    toast.error(t('workspace.detection.notices.alreadyRunning'));
    return 'skipped';
  }
  toast.info(t('workspace.detection.notices.startingEntityDetection'));
  try {
    await Promise.all([loadEngineStatuses(), ensurePanelChoices()]);
  } catch (error) {
    loadFailedNotice(t, error);
    return 'failed';
  }
  const { scope, choices, threshold, useBanList } = useDetectionChoices.getState();
  const files = filesInScope(useFilesStore.getState(), scope);
  return detectFiles(files, { choices, threshold, useBanList }, { t });
}
