import i18next from 'i18next';
import { getToasts, toast } from './toast';
import { isOnline } from './use-is-online';

/**
 * Work that needs the server (detection, search, redaction, reading words) asks this first, so
 * that offline it is refused with one clear notice instead of failing with a network error.
 * Answers whether to go on. Several refusals at once (adding files starts detection and search)
 * show the notice once.
 */
export function requireConnection(): boolean {
  if (isOnline()) return true;
  const message = i18next.t('offline.needsConnection');
  if (!getToasts().some((shown) => shown.message === message)) toast.error(message);
  return false;
}
