import type { TGeneralSettingsRecord } from '@workbench/contracts';
import { forgetAreas } from '../history/kept-areas';
import { forgetNames } from '../history/known-names';
import { onAuthEvent } from '../../../lib/auth-events';
import { fetchGeneralSettings } from '../../settings/settings-api';
import { onSettingsChanged, type SettingsPart } from '../../settings/settings-events';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { startFilesSync, type Sync } from './files-sync';
import { setFilesKept } from './leave-warning';
import { startHighlightsSync } from './highlights-sync';
import { startSearchSync } from './search-sync';
import { startDetectionSync } from './detection-sync';
import { resetDetection } from '../detection/reset-detection';
import { resetSearchStore } from '../search/search-store';
import { deleteFiles } from './stored-files';
import { clearStorage, enqueue } from './workspace-db';
import { useWordsStore } from '../text-selection/words-store';
import { keptGeneralSettings, useWorkspaceSettings } from '../workspace-settings';
import { useReviewStore } from '../marks/review-store';

export interface PersistenceOptions {
  /** Reads the user's `save_files_in_browser` setting. */
  loadSaveFilesSetting?: (signal: AbortSignal) => Promise<boolean>;
  debounceMs?: number;
}

/**
 * The setting as the server has it; offline (on-device mode works there), as last read in this
 * browser, so a reload offline shows the kept files and keeps new ones (issue 64).
 */
const readSetting = async (signal: AbortSignal) => {
  try {
    return (await fetchGeneralSettings(signal)).save_files_in_browser;
  } catch (error) {
    const kept = keptGeneralSettings()?.save_files_in_browser;
    if (kept === undefined || signal.aborted) throw error;
    return kept;
  }
};

/** Cancels of the running persistences, so a clear can stop them before anything is written. */
const running = new Set<() => void>();

/**
 * Keeps the workspace of `userId` in the browser until the returned function is called (which
 * writes any waiting change). Highlights are always kept; the files only while the user's
 * `save_files_in_browser` setting is on, and turning it off deletes them. A logout or the end
 * of the session clears everything.
 */
export function startWorkspacePersistence(userId: string, options: PersistenceOptions = {}) {
  const { loadSaveFilesSetting = readSetting, debounceMs } = options;
  const controller = new AbortController();
  const highlights = startHighlightsSync(userId, debounceMs);
  const search = startSearchSync(userId, debounceMs);
  const detection = startDetectionSync(userId, debounceMs);
  let files: Sync | null = null;
  let isStopped = false;
  let settingRequest = 0;

  const applySetting = (isOn: boolean) => {
    if (isStopped) return;
    setFilesKept(isOn);
    if (isOn) {
      files ??= startFilesSync(userId, debounceMs);
      return;
    }
    files?.stop(false);
    files = null;
    void enqueue((db) => deleteFiles(db, userId));
  };

  // Only the newest answer counts: an older request may come back after a newer change.
  const requestSetting = () => {
    const request = ++settingRequest;
    loadSaveFilesSetting(controller.signal).then(
      (isOn) => request === settingRequest && applySetting(isOn),
      // Unknown setting: the files are neither saved nor deleted; highlights go on.
      () => undefined,
    );
  };
  const handleSettings = (parts: readonly SettingsPart[], general?: TGeneralSettingsRecord) => {
    if (!parts.includes('general')) return;
    // An import says only that the settings changed; a save passes the new record along.
    if (general === undefined) {
      requestSetting();
    } else {
      settingRequest++;
      applySetting(general.save_files_in_browser);
    }
  };
  const flush = () => {
    files?.flush();
    highlights.flush();
    search.flush();
    detection.flush();
  };

  requestSetting();
  const offSettings = onSettingsChanged(handleSettings);
  const offAuth = onAuthEvent(() => void clearWorkspaceStorage());
  // A write started on pagehide may be cut off by the unload; one started when the browser first
  // says the page may go (before its "Leave site?" question) has the time the question takes.
  window.addEventListener('beforeunload', flush);
  window.addEventListener('pagehide', flush);

  const stop = (shouldFlush: boolean) => {
    if (isStopped) return;
    isStopped = true;
    running.delete(cancel);
    controller.abort();
    offSettings();
    offAuth();
    window.removeEventListener('beforeunload', flush);
    window.removeEventListener('pagehide', flush);
    files?.stop(shouldFlush);
    highlights.stop(shouldFlush);
    search.stop(shouldFlush);
    detection.stop(shouldFlush);
  };
  const cancel = () => stop(false);
  running.add(cancel);
  return () => stop(true);
}

/**
 * Empties the workspace on every logout or ended session, whichever page is open: started once by
 * main.tsx, so the auth state need not know the workspace (no import cycle through it).
 */
export function startWorkspaceCleanup(): () => void {
  return onAuthEvent(() => void clearWorkspaceStorage());
}

/**
 * For a logout or an ended session: stops saving, empties the workspace's files and highlights,
 * and deletes everything the workspace kept in this browser, for every user.
 */
export async function clearWorkspaceStorage(): Promise<void> {
  for (const cancel of [...running]) cancel();
  setFilesKept(false);
  useFilesStore.getState().clear();
  useHighlightsStore.setState(useHighlightsStore.getInitialState());
  useWordsStore.setState(useWordsStore.getInitialState());
  resetSearchStore();
  resetDetection();
  useReviewStore.setState(useReviewStore.getInitialState());
  useWorkspaceSettings.setState(useWorkspaceSettings.getInitialState());
  forgetNames();
  forgetAreas();
  // Never waits long: opening the storage gives up after OPEN_TIMEOUT_MS (another tab may hold
  // it), and the clear is then done as soon as it opens.
  await clearStorage();
}
