import type { TutorialProgress, TutorialStep } from './tutorial-types';

/**
 * Why a run stopped. 'completed' and 'skipped' are recorded on the server as finished;
 * 'closed' (finished elsewhere, or signed out) and 'restarted' are not.
 */
export type EndReason = 'completed' | 'skipped' | 'closed' | 'restarted';

/** One pass through the tutorial, as the pure transitions below see it. */
export type TutorialRun = {
  isActive: boolean;
  /** False while an active run waits to show (the welcome step's 1 s). */
  isVisible: boolean;
  currentStepIndex: number;
  totalSteps: number;
  completedSteps: string[];
  sessionId: string;
  startTime: number;
  endReason: EndReason | null;
};

export function idleRun(totalSteps: number): TutorialRun {
  return {
    isActive: false,
    isVisible: false,
    currentStepIndex: 0,
    totalSteps,
    completedSteps: [],
    sessionId: '',
    startTime: 0,
    endReason: null,
  };
}

function clampIndex(index: number, totalSteps: number): number {
  return Math.min(Math.max(Math.trunc(index), 0), totalSteps - 1);
}

/** A new run at the first step, or one that continues saved `progress`. */
export function startRun(
  steps: readonly TutorialStep[],
  { now, sessionId, progress }: { now: number; sessionId: string; progress?: TutorialProgress },
): TutorialRun {
  const known = new Set(steps.map((step) => step.id));
  return {
    isActive: true,
    isVisible: false,
    currentStepIndex: progress ? clampIndex(progress.stepIndex, steps.length) : 0,
    totalSteps: steps.length,
    completedSteps: progress?.completedSteps.filter((id) => known.has(id)) ?? [],
    sessionId: progress?.sessionId ?? sessionId,
    startTime: progress?.startTime ?? now,
    endReason: null,
  };
}

export function endRun(run: TutorialRun, reason: EndReason): TutorialRun {
  if (!run.isActive) return run;
  return { ...run, isActive: false, isVisible: false, endReason: reason };
}

/** Next: the current step counts as done; past the last step the run is completed. */
export function goNext(run: TutorialRun, steps: readonly TutorialStep[]): TutorialRun {
  if (!run.isActive) return run;
  const current = steps[run.currentStepIndex]?.id;
  const completedSteps =
    current === undefined || run.completedSteps.includes(current)
      ? run.completedSteps
      : [...run.completedSteps, current];
  if (run.currentStepIndex >= run.totalSteps - 1) {
    return endRun({ ...run, completedSteps }, 'completed');
  }
  return { ...run, completedSteps, currentStepIndex: run.currentStepIndex + 1 };
}

/** Previous: one step back, never below the first. */
export function goPrevious(run: TutorialRun): TutorialRun {
  if (!run.isActive || run.currentStepIndex === 0) return run;
  return { ...run, currentStepIndex: run.currentStepIndex - 1 };
}

/** The run as local storage keeps it. */
export function progressOf(
  run: TutorialRun,
  steps: readonly TutorialStep[],
  now: number,
): TutorialProgress {
  return {
    stepIndex: run.currentStepIndex,
    phase: steps[run.currentStepIndex]?.phase ?? 'toolbar',
    completedSteps: run.completedSteps,
    startTime: run.startTime,
    lastActivity: now,
    sessionId: run.sessionId,
  };
}

/** Progress in percent: (index + 1) / total (spec §4). */
export function progressPercent(index: number, totalSteps: number): number {
  return totalSteps === 0 ? 0 : ((index + 1) / totalSteps) * 100;
}
