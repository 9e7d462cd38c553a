export type TypeScore = { tp: number; fp: number; fn: number };
type Range = { start: number; end: number; entity_type: string };

/** Exact-span precision and recall counts per entity type. */
export function scoreSpans(
  pairs: readonly { gold: readonly Range[]; found: readonly Range[] }[],
): Map<string, TypeScore> {
  const scores = new Map<string, TypeScore>();
  const of = (type: string) =>
    scores.get(type) ?? scores.set(type, { tp: 0, fp: 0, fn: 0 }).get(type)!;
  for (const { gold, found } of pairs) {
    const key = (range: Range) => `${range.entity_type}:${range.start}:${range.end}`;
    const expected = new Set(gold.map(key));
    const got = new Set(found.map(key));
    for (const range of found) {
      if (expected.has(key(range))) of(range.entity_type).tp++;
      else of(range.entity_type).fp++;
    }
    for (const range of gold) if (!got.has(key(range))) of(range.entity_type).fn++;
  }
  return scores;
}

/** A table of precision, recall and F1 per type. */
export function formatScores(scores: ReadonlyMap<string, TypeScore>): string {
  const rows = [...scores]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, { tp, fp, fn }]) => {
      const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
      const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
      const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
      return `  ${type.padEnd(24)} P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}  (gold ${tp + fn})`;
    });
  return rows.join('\n');
}
