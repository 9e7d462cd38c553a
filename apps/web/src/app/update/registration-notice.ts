const KEY = 'workbench.offlineUnavailableDismissed';

/**
 * Whether the user already closed the notice that this browser will not register the service
 * worker (a policy or privacy setting): it is the same on every load, so once is enough.
 */
export function isRegistrationNoticeDismissed(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissRegistrationNotice(): void {
  try {
    localStorage.setItem(KEY, 'true');
  } catch {
    // Storage blocked too: the notice comes back on the next load, which is all that is lost.
  }
}
