import { NER_TYPES, type EntitySpan, type NerType } from './tags';

/** Counts and rates for one entity type. */
export type TypeScores = {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
};

/** Scores per type, plus ALL (micro-averaged over the three types). */
export type EntityScores = Record<NerType | 'ALL', TypeScores>;

/** One text's gold entities and the entities a tagger predicted for it. */
export type ScoredText = {
  gold: readonly EntitySpan[];
  predicted: readonly EntitySpan[];
};

/**
 * Entity-level precision, recall and F1: a prediction counts only when its start, end and type
 * all equal a gold entity's (the CoNLL rule), so a half-found name is both a miss and a false
 * alarm.
 */
export function scoreEntities(texts: Iterable<ScoredText>): EntityScores {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  for (const type of [...NER_TYPES, 'ALL']) counts.set(type, { tp: 0, fp: 0, fn: 0 });
  const bump = (type: string, field: 'tp' | 'fp' | 'fn'): void => {
    for (const name of [type, 'ALL']) {
      const count = counts.get(name);
      if (count) count[field]++;
    }
  };
  for (const { gold, predicted } of texts) {
    const goldKeys = new Set(gold.map(spanKey));
    const predictedKeys = new Set(predicted.map(spanKey));
    for (const span of predicted) bump(span.type, goldKeys.has(spanKey(span)) ? 'tp' : 'fp');
    for (const span of gold) if (!predictedKeys.has(spanKey(span))) bump(span.type, 'fn');
  }
  const scores = {} as EntityScores;
  for (const [type, { tp, fp, fn }] of counts) {
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    scores[type as NerType | 'ALL'] = { tp, fp, fn, precision, recall, f1 };
  }
  return scores;
}

function spanKey(span: EntitySpan): string {
  return `${span.start}:${span.end}:${span.type}`;
}
