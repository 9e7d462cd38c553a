import { useFilesStore } from '../workspace/files/files-store';

/** How long the app keeps asking for the plan when its tab comes back after a checkout tab. */
export const PLAN_REFRESH_WINDOW_MS = 30 * 60_000;

/** Written by the tab a paid checkout returned to; the other tabs hear it as a storage event. */
const PLAN_CHANGED_KEY = 'plan-changed';

/** Tells the app's other tabs that a checkout was paid here, so they read the plan again. */
export function announcePlanChanged() {
  try {
    localStorage.setItem(PLAN_CHANGED_KEY, String(Date.now()));
  } catch {
    // Storage refused: the other tabs read the plan when they come back into view.
  }
}

/**
 * Whether checkout should open in a tab of its own: with files open in the workspace, a
 * full-page checkout would unload them and the review decisions held with them in this tab.
 */
export function shouldCheckoutInNewTab(): boolean {
  return useFilesStore.getState().files.length > 0;
}

/**
 * Opens `path` (the app's checkout route) in a new tab, without a handle back to this one, and
 * reads the user again when the checkout there is paid and each time this tab comes back into
 * view, so a plan bought there unlocks the workspace here. Must run in the click that asked for
 * it, or the browser blocks the tab.
 */
export function openCheckoutInNewTab(path: string, refreshUser: () => Promise<void>) {
  window.open(path, '_blank', 'noopener');
  const until = Date.now() + PLAN_REFRESH_WINDOW_MS;
  const onReturn = () => {
    if (Date.now() > until) stop();
    else if (document.visibilityState === 'visible') void refreshUser();
  };
  const onPaid = (event: StorageEvent) => {
    if (event.key === PLAN_CHANGED_KEY) void refreshUser();
  };
  function stop() {
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('focus', onReturn);
    window.removeEventListener('storage', onPaid);
  }
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
  window.addEventListener('storage', onPaid);
  return stop;
}
