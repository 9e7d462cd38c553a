import { useFilesStore } from '../files/files-store';
import { isSaveWaiting } from './debounced-save';
import { isStorageBusy } from './workspace-db';

/**
 * Whether the open files are kept in this browser (the user's `save_files_in_browser` setting is
 * on and their sync started), so a reload puts them back. Unknown counts as not kept.
 */
let filesKept = false;

export function setFilesKept(isKept: boolean): void {
  filesKept = isKept;
}

/**
 * Asks before the page is reloaded or closed while open files would be lost: they live only in
 * this tab's memory unless the user keeps files in the browser, and a change made in the last
 * half second may not be written yet (a write started while the page unloads can be cut off).
 * Moving between the app's own pages keeps them, so only leaving the app asks. Started once by
 * main.tsx.
 */
export function startLeaveWarning(): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (useFilesStore.getState().files.length === 0) return;
    if (filesKept && !isSaveWaiting() && !isStorageBusy()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set; none shows the text any more.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}
