/** Tutorial timings of spec §9, in milliseconds. */
export const TUTORIAL_TIMINGS = {
  /** Saved progress older than this is thrown away. */
  progressExpiry: 7 * 24 * 60 * 60 * 1000,
  /** Progress is written at most once in this interval. */
  saveInterval: 5_000,
  /** The resume prompt is offered only this soon after the last activity. */
  resumeWindow: 60 * 60 * 1000,
  welcomeDelay: 1_000,
  autoStartDelay: 2_000,
  stepNavigationDelay: 100,
  /** After a step shows, focus moves to its Next button. */
  afterShowDelay: 300,
  restartDelay: 500,
  spotlightDelay: 100,
  placementRetryInterval: 100,
  placementDelayWithRoute: 100,
  placementDelayWithoutRoute: 50,
  /** Without its target this long, a step offers the emergency close button. */
  targetWait: 3_000,
  scrollDelay: 200,
} as const;

export const TUTORIAL_LIMITS = {
  /** The resume prompt is offered only for progress saved before this step index. */
  resumeBeforeIndex: 25,
  placementChecks: 15,
} as const;

/**
 * Tutorial geometry of spec §9, in CSS pixels. The card is assumed to be this size when it is
 * kept inside the viewport; tutorial.css holds the fade (0.3 s), glow (2 s) and progress bar
 * (0.4 s) timings.
 */
export const TUTORIAL_GEOMETRY = {
  spotlightPadding: 8,
  cardWidth: 400,
  cardHeight: 250,
  edgeMargin: 20,
  targetGap: 20,
} as const;
