/** Range and score of a finding, as far as overlap resolution needs them. */
export type Scored = { start: number; end: number; score: number };

/** Text order; a span before the ones it contains; of equal ranges, the higher score first. */
function byStartThenWidest(a: Scored, b: Scored): number {
  return a.start - b.start || b.end - a.end || b.score - a.score;
}

/**
 * Drops a finding only when a kept one of higher or equal score contains it; of equal ranges the
 * higher score (then the earlier given) stays. Partial overlaps keep both, because each covers
 * text that must be redacted: an e-mail inside a URL must not cost the rest of the URL.
 * Returns the kept findings in text order, in O(n log n).
 */
export function resolveOverlaps<T extends Scored>(spans: readonly T[]): T[] {
  const ordered = [...spans].sort(byStartThenWidest);
  // Every span already visited starts at or before the current one, so it contains the current
  // one exactly when it also ends at or after it. A Fenwick tree over the ends, widest first,
  // gives the best score among those. A dropped span's container contains all it would contain
  // and scores at least as high, so adding dropped spans too changes nothing.
  const endsWidestFirst = [...new Set(ordered.map((span) => span.end))].sort((a, b) => b - a);
  const rankOfEnd = new Map(endsWidestFirst.map((end, index) => [end, index + 1]));
  const bestScore = new Array<number>(endsWidestFirst.length + 1).fill(-Infinity);
  const kept: T[] = [];
  for (const span of ordered) {
    const rank = rankOfEnd.get(span.end)!;
    let containerScore = -Infinity;
    for (let i = rank; i > 0; i -= i & -i) containerScore = Math.max(containerScore, bestScore[i]!);
    if (containerScore < span.score) kept.push(span);
    for (let i = rank; i < bestScore.length; i += i & -i) {
      bestScore[i] = Math.max(bestScore[i]!, span.score);
    }
  }
  return kept;
}
