import { ENGINE_NAMES } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { toast } from '../../../lib/toast';
import { untilNotBusy } from '../../../lib/until-state';
import { fetchGeneralSettings } from '../../settings/settings-api';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useWorkspaceSettings } from '../workspace-settings';
import { DETECTION_EVENTS, DETECTION_TIMING } from './detection-constants';
import { useDetectionStore } from './detection-store';
import { loadEngineStatuses } from './engine-status';
import { isModelUsed } from './entity-choices';
import { detectFiles } from './run-detection';
import { loadSavedDetectionSettings } from './saved-detection-settings';
import { loadFailedNotice } from './start-detection';

/** Detail of the auto-process window event: the keys of the files just added. */
export interface AutoProcessDetail {
  fileKeys: string[];
  /** The user's auto_processing setting is on (or false when it could not be read). */
  isAutoProcessing: boolean;
}

/**
 * Listens for files the user added, with whether auto-processing takes them (search applies its
 * active terms to them, and with auto-processing the saved default terms too).
 */
export function onAutoProcessFiles(listener: (detail: AutoProcessDetail) => void) {
  const handle = (event: Event) => listener((event as CustomEvent<AutoProcessDetail>).detail);
  window.addEventListener(DETECTION_EVENTS.autoProcessFiles, handle);
  return () => window.removeEventListener(DETECTION_EVENTS.autoProcessFiles, handle);
}

let pending: OpenFile[] = [];
let isDraining = false;

const whenIdle = () => untilNotBusy(useDetectionStore, (state) => state.isStreaming);

/**
 * Files added while a run streams wait for it, then go together in one run. The files are taken
 * off the queue only when their run can start: a run the user starts while the settings load
 * makes them wait again instead of being refused.
 */
async function drain(t: TFunction) {
  if (isDraining) return;
  isDraining = true;
  try {
    while (pending.length > 0) {
      await whenIdle();
      const saved = await loadSavedDetectionSettings();
      if (useDetectionStore.getState().isStreaming) continue;
      const open = new Set(useFilesStore.getState().files.map((file) => file.key));
      const batch = pending.filter((file) => open.has(file.key));
      pending = [];
      // detectFiles starts its run before it first waits, so nothing can start in between.
      if (batch.length > 0) await detectFiles(batch, saved, { t });
    }
  } catch (error) {
    pending = [];
    loadFailedNotice(t, error);
  } finally {
    isDraining = false;
  }
}

/**
 * Workspace §4 auto-processing: when the user's auto_processing setting is on, newly added files
 * are detected with the saved entity lists, threshold and ban list (premium only). The window
 * event tells search about every added file, and whether auto-processing takes it (then search
 * runs the saved patterns on it too). With no entity type saved a warning shows for 8 s.
 */
export async function autoProcessFiles(
  files: readonly OpenFile[],
  { t, isPremium }: { t: TFunction; isPremium: boolean },
): Promise<void> {
  if (files.length === 0) return;
  let general = useWorkspaceSettings.getState().general;
  try {
    general ??= await fetchGeneralSettings();
  } catch {
    general = null;
  }
  const isAutoProcessing = general?.auto_processing === true;
  const detail: AutoProcessDetail = { fileKeys: files.map((file) => file.key), isAutoProcessing };
  window.dispatchEvent(new CustomEvent(DETECTION_EVENTS.autoProcessFiles, { detail }));
  if (!isAutoProcessing || !isPremium) return;
  try {
    const [saved] = await Promise.all([loadSavedDetectionSettings(), loadEngineStatuses()]);
    if (!ENGINE_NAMES.some((engine) => isModelUsed(saved.choices, engine))) {
      toast.warning(
        t('workspace.detection.notices.autoProcessNoEntities'),
        DETECTION_TIMING.autoProcessWarningMs,
      );
      return;
    }
  } catch (error) {
    loadFailedNotice(t, error);
    return;
  }
  pending = [...pending, ...files];
  await drain(t);
}
