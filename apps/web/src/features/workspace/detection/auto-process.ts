import type { TFunction } from 'i18next';
import { untilNotBusy } from '../../../lib/until-state';
import { fetchGeneralSettings } from '../../settings/settings-api';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { pagesToSpend } from '../usage/spend';
import { askToSpend } from '../usage/spend-question';
import { requestCount } from '../search/run-search';
import { queriesForNewFiles } from '../search/search-actions';
import { keptGeneralSettings, useWorkspaceSettings } from '../workspace-settings';
import { DETECTION_EVENTS } from './detection-constants';
import { useDetectionStore } from './detection-store';
import { loadEngineStatuses } from './engine-status';
import { detectFiles } from './run-detection';
import { loadSavedDetectionSettings } from './saved-detection-settings';
import { loadFailedNotice } from './start-detection';

/** Detail of the auto-process window event: the keys of the files just added. */
export interface AutoProcessDetail {
  fileKeys: string[];
  /**
   * The user's auto_processing setting is on (false when it could not be read) and the user
   * agreed to what it spends.
   */
  isAutoProcessing: boolean;
  /** The active search terms may be applied to the files: the user agreed to what they spend. */
  isSearching: boolean;
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

/** How long auto-processing waits for new files' page counts to say what it will spend. */
export const PAGE_COUNT_WAIT_MS = 5_000;

/** The new files once their page counts are known, or as they are after PAGE_COUNT_WAIT_MS. */
function withPageCounts(files: readonly OpenFile[]): Promise<OpenFile[]> {
  const keys = new Set(files.map((file) => file.key));
  const current = () => useFilesStore.getState().files.filter((file) => keys.has(file.key));
  return new Promise((resolve) => {
    const check = () => {
      const found = current();
      if (!found.every((file) => file.pageCount !== null)) return false;
      resolve(found);
      return true;
    };
    if (check()) return;
    const stop = useFilesStore.subscribe(() => {
      if (check()) stop();
    });
    setTimeout(() => {
      stop();
      resolve(current());
    }, PAGE_COUNT_WAIT_MS);
  });
}

/**
 * Whether what opening `files` runs by itself may go ahead: the saved terms and detection of
 * auto-processing and the active search terms. Every page it would spend is asked about, at any
 * count (issue 64: 13 of 25 free pages went on opening files; 14 pages asked, 30 did not), unless
 * the user chose to process without asking. No count (a page count not known in time) is asked
 * about too, without a number.
 */
async function mayProcess(
  files: readonly OpenFile[],
  { isOn, isDetecting, isAsking }: { isOn: boolean; isDetecting: boolean; isAsking: boolean },
): Promise<boolean> {
  const runs = requestCount((await queriesForNewFiles(isOn)).sent) + (isDetecting ? 1 : 0);
  // Nothing to charge, or the user said not to ask: no reason to wait for the page counts.
  if (runs === 0 || !isAsking) return true;
  const pages = pagesToSpend(await withPageCounts(files), runs);
  if (pages === 0) return true;
  return askToSpend(pages);
}

/**
 * Whether a detection of new files would run: premium, and the saved settings readable. There is
 * always a type to look for: an empty fast list stands for the personal-data preset.
 */
async function willDetect(t: TFunction, isPremium: boolean): Promise<boolean> {
  if (!isPremium) return false;
  try {
    await Promise.all([loadSavedDetectionSettings(), loadEngineStatuses()]);
    return true;
  } catch (error) {
    loadFailedNotice(t, error);
  }
  return false;
}

/**
 * Workspace §4 auto-processing: when the user's auto_processing setting is on, newly added files
 * are detected with the saved entity lists, threshold and ban list (premium only); with no fast
 * type saved, the fast engine looks for the personal-data preset (decision 0050) where the spec
 * warned that nothing would be found. The window event tells search about every added file, and
 * whether auto-processing takes it (then search runs the saved patterns on it too). When that
 * or the active search terms would spend pages, the user is asked first (see mayProcess); a no
 * leaves the files unsearched and undetected, to be processed when the user asks.
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
    // Offline, on this device: the settings last read here decide, as they would online.
    general = keptGeneralSettings();
  }
  const isOn = general?.auto_processing === true;
  const isDetecting = isOn && (await willDetect(t, isPremium));
  const isAsking = general?.ask_before_spending !== false;
  const isAgreed = await mayProcess(files, { isOn, isDetecting, isAsking });
  const detail: AutoProcessDetail = {
    fileKeys: files.map((file) => file.key),
    isAutoProcessing: isOn && isAgreed,
    isSearching: isAgreed,
  };
  window.dispatchEvent(new CustomEvent(DETECTION_EVENTS.autoProcessFiles, { detail }));
  if (!detail.isAutoProcessing || !isDetecting) return;
  pending = [...pending, ...files];
  await drain(t);
}
