export type TutorialPhase =
  | 'toolbar'
  | 'sidebar'
  | 'review'
  | 'navigation'
  | 'settings'
  | 'subscription'
  | 'organization'
  | 'finish';

export type StepPosition = 'top' | 'bottom' | 'left' | 'right' | 'center';

export type AnimationType = 'gif' | 'svg' | 'video' | 'lottie';

/** One step of the guided tutorial (spec §3). */
export type TutorialStep = {
  id: string;
  /** `[data-tutorial="…"]`; null for a step about the app as a whole, shown centred. */
  targetSelector: string | null;
  position: StepPosition;
  route?: string;
  titleKey: string;
  descriptionKey: string;
  skipEnabled: boolean;
  hasAnimation: boolean;
  animationType?: AnimationType;
  /** The demo clip's file name under /videos, without language suffix or extension. */
  animationName?: string;
  animationWidth?: number;
  animationHeight?: number;
  phase: TutorialPhase;
};

/** What is kept in local storage between visits (spec §3). Times are epoch milliseconds. */
export type TutorialProgress = {
  stepIndex: number;
  phase: TutorialPhase;
  completedSteps: string[];
  startTime: number;
  lastActivity: number;
  sessionId: string;
};
