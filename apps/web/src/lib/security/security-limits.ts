/** The security-monitoring numbers of the spec (subscriptions §9). */
export const SECURITY_MONITORING = {
  /** Entries the storage access log keeps; the oldest go first. */
  logSize: 100,
  /** Log entries per storage operation in one second; later accesses are counted only. */
  accessesPerSecond: 50,
  /** CSP violation records kept until they are posted; the oldest go first. */
  cspQueueSize: 50,
  /** Violations come in bursts: records are posted this long after the last one. */
  cspPostDelayMs: 1_000,
} as const;
