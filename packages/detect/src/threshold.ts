/** The detection threshold a user gets until they choose another. */
export const DEFAULT_THRESHOLD = 0.5;

/** Clamps a requested confidence threshold to 0..1; a non-number gives the default. */
export function clampThreshold(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_THRESHOLD;
  return Math.min(1, Math.max(0, value));
}

/** Keeps the spans whose score reaches the threshold. */
export function filterByThreshold<T extends { score: number }>(
  spans: readonly T[],
  threshold: number,
): T[] {
  const minimum = clampThreshold(threshold);
  return spans.filter((span) => span.score >= minimum);
}
