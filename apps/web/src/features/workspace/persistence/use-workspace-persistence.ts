import { useEffect } from 'react';
import { useAuth } from '../../auth/auth-context';
import { startWorkspacePersistence } from './workspace-persistence';

/** Keeps the signed-in user's workspace in the browser while the workspace page is shown. */
export function useWorkspacePersistence() {
  const userId = useAuth().user?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    return startWorkspacePersistence(userId);
  }, [userId]);
}
