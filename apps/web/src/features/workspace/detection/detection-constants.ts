/** The detection and streaming constants of workspace §9. */
export const DETECTION_TIMING = {
  /** A run that hears nothing from the server, not even a heartbeat, for this long fails. */
  idleTimeoutMs: 30_000,
  /** Finished or failed processing entries are removed this long after. */
  entryRemovalMs: 5_000,
  /** The status bar's current event is cleared after this, unless it is a completion. */
  eventClearMs: 3_000,
  /** After the batch, the bar hides after this… */
  hideAfterMs: 3_000,
  /** …and all status is cleared this much later. */
  clearAfterHideMs: 300,
  /** The stop button is disabled this long after a run starts or after a click. */
  stopLockMs: 500,
  /** Simulated progress before the first real event: a step every 0.5–1.5 s… */
  simulatedDelayMs: { min: 500, max: 1_500 },
  /** …of 1–2 percent, never past 99. */
  simulatedStep: { min: 1, max: 2 },
  simulatedCap: 99,
  keptEvents: 10,
  /** Saving to settings: a pause between the models' lists, then before the general settings. */
  saveModelDelayMs: 100,
  saveGeneralDelayMs: 50,
} as const;

/** Window events other parts of the app can listen for (workspace §7). */
export const DETECTION_EVENTS = {
  completed: 'entity-detection-completed',
  failed: 'entity-detection-failed',
  /**
   * The user added files (detail: `{ fileKeys: string[]; isAutoProcessing: boolean }`).
   * Detection auto-processes them itself; search applies its active terms to them, and with
   * auto-processing the saved search patterns too.
   */
  autoProcessFiles: 'auto-process-files',
} as const;
