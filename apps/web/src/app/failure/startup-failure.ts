import i18n from 'i18next';
import { reloadCurrentPage } from './failure-navigation';

/** The start-up failure text of subscriptions §8, used when no translation can be had. */
export const STARTUP_FAILED = 'App initialization failed. Please reload the page.';
const RELOAD = 'Reload';

function translated(key: string, fallback: string): string {
  try {
    return i18n.isInitialized && i18n.exists(key) ? i18n.t(key) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Replaces the root's content with the start-up failure message and a reload button, built
 * with DOM calls and styles.css classes: the CSP allows no inline script or style.
 */
export function showStartupFailure(root: HTMLElement) {
  const section = document.createElement('section');
  section.className = 'page-center error-page';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = translated('failure.startup', STARTUP_FAILED);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = translated('failure.reload', RELOAD);
  button.addEventListener('click', reloadCurrentPage);
  section.append(message, button);
  root.replaceChildren(section);
}
