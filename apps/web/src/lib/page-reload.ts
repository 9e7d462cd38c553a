/** A full page load of `path`, dropping every bit of in-memory state. */
export function reloadPage(path: string) {
  window.location.replace(path);
}
