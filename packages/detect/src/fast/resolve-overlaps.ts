/** Range and score of a finding, as far as overlap resolution needs them. */
export type Scored = { start: number; end: number; score: number };

function byPreference(a: Scored, b: Scored): number {
  return b.score - a.score || b.end - b.start - (a.end - a.start) || a.start - b.start;
}

/**
 * Keeps the best of overlapping findings — higher score, then longer, then earlier — and
 * returns the kept ones in text order. Kept ranges are disjoint and sorted, so each new one is
 * checked against its two neighbours found by binary search.
 */
export function resolveOverlaps<T extends Scored>(spans: readonly T[]): T[] {
  const kept: T[] = [];
  for (const span of [...spans].sort(byPreference)) {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (kept[middle]!.start < span.start) low = middle + 1;
      else high = middle;
    }
    const before = kept[low - 1];
    const after = kept[low];
    if (before && before.end > span.start) continue;
    if (after && after.start < span.end) continue;
    kept.splice(low, 0, span);
  }
  return kept;
}
