import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/auth-context';
import { recordTutorialFinished } from './tutorial-api';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { useTutorialStore } from './tutorial-store';

/** A started run shows at once, except the welcome step, which waits 1 s (spec §9). */
function useShowDelay() {
  const isWaiting = useTutorialStore((state) => state.isActive && !state.isVisible);
  const isWelcome = useTutorialStore((state) => state.currentStep?.id === 'welcome');
  useEffect(() => {
    if (!isWaiting) return;
    const delay = isWelcome ? TUTORIAL_TIMINGS.welcomeDelay : 0;
    const timer = setTimeout(() => useTutorialStore.getState().show(), delay);
    return () => clearTimeout(timer);
  }, [isWaiting, isWelcome]);
}

/**
 * Keeps the tutorial in step with the account: a run that ends by Complete or Skip is recorded
 * on the server and the returned user replaces ours; a failure there is only logged and the
 * tutorial stays closed (spec §8). A user who is finished elsewhere, or signs out, closes it,
 * and another user signing in gets their own automatic start.
 */
export function useTutorialLifecycle() {
  const { status, user, setUser } = useAuth();
  const userIdRef = useRef(user?.id ?? null);
  const userId = user?.id ?? null;
  const isFinished = status === 'signed-out' || user?.tutorial_finished === true;
  useShowDelay();

  useEffect(() => {
    if (userIdRef.current !== null && userIdRef.current !== userId) {
      useTutorialStore.getState().reset();
    }
    userIdRef.current = userId;
  }, [userId]);

  useEffect(() => {
    if (isFinished) useTutorialStore.getState().close();
  }, [isFinished]);

  useEffect(
    () =>
      useTutorialStore.subscribe((state, previous) => {
        const isFinishing = state.endReason === 'completed' || state.endReason === 'skipped';
        if (!previous.isActive || state.isActive || !isFinishing) return;
        const runUserId = state.userId;
        recordTutorialFinished()
          .then((updated) => {
            // The answer may come after a sign-out; it must not sign anyone back in.
            if (updated.id === runUserId && userIdRef.current === runUserId) setUser(updated);
          })
          .catch((error: unknown) => {
            console.error('Tutorial: could not record the tutorial as finished', error);
          });
      }),
    [setUser],
  );
}
