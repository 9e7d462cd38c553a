/**
 * Leaving a failed page loads the next one in full: the state that broke it is not carried
 * over. Kept apart so tests can watch where the page would go.
 */
export function reloadCurrentPage() {
  window.location.reload();
}

export function loadPage(path: string) {
  window.location.assign(path);
}
