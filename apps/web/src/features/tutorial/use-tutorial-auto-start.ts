import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { TUTORIAL_ROUTES } from './tutorial-steps';
import { useTutorialStore } from './tutorial-store';

/** A modal dialog of the app that is open now. */
const OPEN_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"]';

/**
 * Starts the tutorial (or asks to resume it) 2 s after a user who has not finished it is signed
 * in, once per load. It waits until they are on one of the tutorial's own pages, so it never
 * pulls someone away from pricing, checkout or contact; leaving those pages restarts the 2 s.
 * It never opens over a modal dialog.
 */
export function useTutorialAutoStart() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const hasAutoStarted = useTutorialStore((state) => state.hasAutoStarted);
  const isActive = useTutorialStore((state) => state.isActive);
  const userId = user?.id ?? null;
  const isDue =
    user !== null &&
    !user.tutorial_finished &&
    !hasAutoStarted &&
    !isActive &&
    TUTORIAL_ROUTES.includes(pathname);

  useEffect(() => {
    if (!isDue || userId === null) return;
    // A dialog the user is reading (an upgrade offer, a confirmation) is not covered: the
    // tutorial waits until it is closed.
    const start = () => {
      if (document.querySelector(OPEN_DIALOG)) {
        timer = setTimeout(start, TUTORIAL_TIMINGS.autoStartDelay);
        return;
      }
      useTutorialStore.getState().autoStart(userId, Date.now());
    };
    let timer = setTimeout(start, TUTORIAL_TIMINGS.autoStartDelay);
    return () => clearTimeout(timer);
  }, [isDue, userId]);
}
