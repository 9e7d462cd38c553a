import { create } from 'zustand';
import { clearProgress, progressWriter, readProgress } from './progress-storage';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { decideResume } from './tutorial-progress';
import { TUTORIAL_STEPS } from './tutorial-steps';
import {
  endRun,
  goNext,
  goPrevious,
  idleRun,
  progressOf,
  startRun,
  type EndReason,
  type TutorialRun,
} from './tutorial-transitions';
import type { TutorialProgress, TutorialStep } from './tutorial-types';

type TutorialState = TutorialRun & {
  currentStep: TutorialStep | null;
  /** Whose progress is saved; set when a run starts. */
  userId: string | null;
  /** The automatic start happens once per page load (and once per signed-in user). */
  hasAutoStarted: boolean;
  /** Saved progress the resume prompt asks about, or null when no prompt is shown. */
  resumeOffer: TutorialProgress | null;
  start: (userId: string, progress?: TutorialProgress) => void;
  show: () => void;
  nextStep: () => void;
  previousStep: () => void;
  skipTutorial: () => void;
  completeTutorial: () => void;
  /** Ends the run without recording it as finished (finished elsewhere, or signed out). */
  close: () => void;
  autoStart: (userId: string, now: number) => void;
  acceptResume: () => void;
  startOver: () => void;
  dismissResume: () => void;
  restart: (userId: string) => void;
  /** Forgets everything about this load's tutorial (another user signed in). */
  reset: () => void;
};

let restartTimer: ReturnType<typeof setTimeout> | null = null;

function cancelRestart() {
  if (restartTimer !== null) clearTimeout(restartTimer);
  restartTimer = null;
}

/** randomUUID exists only in secure contexts; a plain-HTTP deployment still gets an id. */
function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function initialState() {
  return {
    ...idleRun(TUTORIAL_STEPS.length),
    currentStep: null,
    userId: null,
    hasAutoStarted: false,
    resumeOffer: null,
  };
}

export const useTutorialStore = create<TutorialState>()((set, get) => {
  /** Applies a transition, keeps currentStep in line and saves or clears the progress. */
  function apply(run: TutorialRun) {
    const { userId } = get();
    set({
      ...run,
      currentStep: run.isActive ? (TUTORIAL_STEPS[run.currentStepIndex] ?? null) : null,
    });
    if (userId === null) return;
    if (run.isActive) {
      progressWriter.save({ userId, progress: progressOf(run, TUTORIAL_STEPS, Date.now()) });
    } else {
      progressWriter.cancel();
      clearProgress(userId);
    }
  }

  function end(reason: EndReason) {
    if (get().isActive) apply(endRun(get(), reason));
  }

  return {
    ...initialState(),
    start: (userId, progress) => {
      cancelRestart();
      set({ userId, resumeOffer: null, hasAutoStarted: true });
      apply(startRun(TUTORIAL_STEPS, { now: Date.now(), sessionId: newSessionId(), progress }));
    },
    show: () => {
      if (get().isActive) set({ isVisible: true });
    },
    nextStep: () => {
      if (get().isActive) apply(goNext(get(), TUTORIAL_STEPS));
    },
    previousStep: () => {
      if (get().isActive) apply(goPrevious(get()));
    },
    skipTutorial: () => end('skipped'),
    completeTutorial: () => end('completed'),
    close: () => {
      cancelRestart();
      if (get().resumeOffer !== null) set({ resumeOffer: null });
      end('closed');
    },
    autoStart: (userId, now) => {
      if (get().hasAutoStarted || get().isActive) return;
      set({ hasAutoStarted: true });
      const decision = decideResume(readProgress(userId), now);
      if (decision.kind === 'offer') set({ userId, resumeOffer: decision.progress });
      else if (decision.kind === 'resume') get().start(userId, decision.progress);
      else {
        if (decision.kind === 'discard') clearProgress(userId);
        get().start(userId);
      }
    },
    acceptResume: () => {
      const { userId, resumeOffer } = get();
      if (userId !== null && resumeOffer !== null) get().start(userId, resumeOffer);
    },
    startOver: () => {
      const { userId } = get();
      if (userId === null) return;
      clearProgress(userId);
      get().start(userId);
    },
    dismissResume: () => set({ resumeOffer: null }),
    restart: (userId) => {
      cancelRestart();
      set({ userId, resumeOffer: null, hasAutoStarted: true });
      end('restarted');
      progressWriter.cancel();
      clearProgress(userId);
      restartTimer = setTimeout(() => get().start(userId), TUTORIAL_TIMINGS.restartDelay);
    },
    reset: () => {
      cancelRestart();
      progressWriter.cancel();
      set(initialState());
    },
  };
});

/** Shows the tutorial again from the start, 500 ms from now (spec §4); for the settings page. */
export function restartTutorial(userId: string) {
  useTutorialStore.getState().restart(userId);
}

/** The tutorial's navigation steps point into the user menu, which stays open for them. */
export function selectHoldsUserMenuOpen(state: TutorialState): boolean {
  return state.isActive && state.currentStep?.phase === 'navigation';
}
