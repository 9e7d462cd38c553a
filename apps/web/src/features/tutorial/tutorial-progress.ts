import { z } from 'zod';
import { TUTORIAL_LIMITS, TUTORIAL_TIMINGS } from './tutorial-constants';
import type { TutorialProgress } from './tutorial-types';

const ZTutorialProgress = z.object({
  stepIndex: z.int().nonnegative(),
  phase: z.enum([
    'toolbar',
    'sidebar',
    'review',
    'navigation',
    'settings',
    'subscription',
    'organization',
    'finish',
  ]),
  completedSteps: z.array(z.string()),
  startTime: z.number(),
  lastActivity: z.number(),
  sessionId: z.string(),
});

/** Stored progress, or null when there is none or it is not ours to trust (hand-edited, old). */
export function parseProgress(raw: string | null): TutorialProgress | null {
  if (raw === null) return null;
  try {
    const parsed = ZTutorialProgress.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What a start does with saved progress (spec §4, §9):
 * - fresh: nothing saved; start at the first step.
 * - discard: older than 7 days; forget it and start at the first step.
 * - offer: within 1 hour of the last activity and before step index 25; ask the user.
 * - resume: otherwise continue where it stopped without asking.
 * Age is counted from the last activity, as that is when the progress was last saved.
 */
export type ResumeDecision =
  | { kind: 'fresh' }
  | { kind: 'discard' }
  | { kind: 'offer'; progress: TutorialProgress }
  | { kind: 'resume'; progress: TutorialProgress };

export function decideResume(progress: TutorialProgress | null, now: number): ResumeDecision {
  if (progress === null) return { kind: 'fresh' };
  const age = now - progress.lastActivity;
  if (age > TUTORIAL_TIMINGS.progressExpiry) return { kind: 'discard' };
  const isRecent = age <= TUTORIAL_TIMINGS.resumeWindow;
  if (isRecent && progress.stepIndex < TUTORIAL_LIMITS.resumeBeforeIndex) {
    return { kind: 'offer', progress };
  }
  return { kind: 'resume', progress };
}
