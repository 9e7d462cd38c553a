import { reloadPage } from '../../lib/page-reload';
import { clearUserState } from '../../lib/user-state';
import { clearWorkspaceStorage } from '../workspace/persistence/workspace-persistence';

/** Survives the reload after deletion (session storage), so /login can say it happened. */
const ACCOUNT_DELETED_FLAG = 'account_deleted';

/**
 * After the server deleted the account (accounts §4): forget the user's caches, state and
 * local storage, then load /login afresh, which shows the notice.
 */
export async function finishAccountDeletion() {
  clearUserState();
  // Before the reload, or the deleted account's PDFs could stay in IndexedDB.
  await clearWorkspaceStorage().catch(() => undefined);
  try {
    localStorage.clear();
    sessionStorage.setItem(ACCOUNT_DELETED_FLAG, 'true');
  } catch {
    // Blocked storage: the reload still signs the user out; only the notice is lost.
  }
  reloadPage('/login');
}

/** True once after a deletion; the flag is removed as it is read. */
export function takeAccountDeletedNotice(): boolean {
  try {
    const isSet = sessionStorage.getItem(ACCOUNT_DELETED_FLAG) !== null;
    sessionStorage.removeItem(ACCOUNT_DELETED_FLAG);
    return isSet;
  } catch {
    return false;
  }
}
