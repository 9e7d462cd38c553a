import { userStorageKey } from '../../lib/user-state';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { parseProgress } from './tutorial-progress';
import type { TutorialProgress } from './tutorial-types';

/**
 * Under the user's prefix, so signing out forgets it with the rest of their state; the user
 * id in the key keeps one account from resuming another's tour on a shared browser.
 */
export function progressKey(userId: string): string {
  return userStorageKey(`tutorial-progress:${userId}`);
}

export function readProgress(userId: string): TutorialProgress | null {
  try {
    return parseProgress(localStorage.getItem(progressKey(userId)));
  } catch {
    return null;
  }
}

function writeProgress(userId: string, progress: TutorialProgress) {
  try {
    localStorage.setItem(progressKey(userId), JSON.stringify(progress));
  } catch {
    // Storage full or blocked: the tour still runs, it just cannot resume after a reload.
  }
}

export function clearProgress(userId: string) {
  try {
    localStorage.removeItem(progressKey(userId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/**
 * Calls `write` at most once per `interval` (spec §9: saved at most every 5 s). The first value
 * is written at once; values that come sooner are held and the latest is written when the
 * interval is up, so the stored step is never more than 5 s behind and no step change is lost
 * while the page stays open. `cancel` drops a held value (the run ended or restarted).
 */
export function createThrottledWriter<T>(
  write: (value: T) => void,
  interval: number = TUTORIAL_TIMINGS.saveInterval,
) {
  let lastWrite = Number.NEGATIVE_INFINITY;
  let held: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function writeNow(value: T) {
    lastWrite = Date.now();
    write(value);
  }

  function writeHeld() {
    timer = null;
    if (held === null) return;
    const { value } = held;
    held = null;
    writeNow(value);
  }

  return {
    save(value: T) {
      const wait = lastWrite + interval - Date.now();
      if (wait <= 0 && timer === null) {
        writeNow(value);
        return;
      }
      held = { value };
      timer ??= setTimeout(writeHeld, Math.max(wait, 0));
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      held = null;
    },
  };
}

/** The app's progress writer: one for all users, as only one is signed in at a time. */
export const progressWriter = createThrottledWriter<{
  userId: string;
  progress: TutorialProgress;
}>(({ userId, progress }) => writeProgress(userId, progress));
