import '../src/node-host';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scoreEntities, type EntityScores } from '../src/ner/evaluate';
import { NER_TYPES, type EntitySpan, type NerType } from '../src/ner/tags';
import { tagNames } from '../src/ner';
import { DEFAULT_THRESHOLD, filterByThreshold } from '../src/threshold';
import { heldOutSets, type HeldOutSets } from './ner/datasets';

/** Anything that finds spans in a text: the NER tagger alone, or the whole fast engine. */
export type NerDetector = (
  text: string,
) =>
  | readonly { start: number; end: number; entity_type: string; score: number }[]
  | Promise<readonly { start: number; end: number; entity_type: string; score: number }[]>;

/** Scores per held-out set. */
export type NerEvaluation = Record<keyof HeldOutSets, EntityScores>;

const ALL_TYPES = new Set<string>(NER_TYPES);

/**
 * Entity-level (exact span and type) precision, recall and F1 per type on the held-out NorNE
 * Bokmål and Nynorsk sentences and the generated English held-out set. Spans below `threshold`
 * are dropped first, as the product does; types other than the three are ignored.
 */
export async function evaluateNer(
  detect: NerDetector = (text) => tagNames(text, ALL_TYPES),
  options: { threshold?: number; sets?: HeldOutSets } = {},
): Promise<NerEvaluation> {
  const sets = options.sets ?? heldOutSets();
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const result = {} as NerEvaluation;
  for (const name of Object.keys(sets) as (keyof HeldOutSets)[]) {
    const scored = [];
    for (const text of sets[name]) {
      const spans = filterByThreshold(await detect(text.text), threshold);
      const predicted: EntitySpan[] = spans
        .filter((span) => ALL_TYPES.has(span.entity_type))
        .map((span) => ({ start: span.start, end: span.end, type: span.entity_type as NerType }));
      scored.push({ gold: text.entities, predicted });
    }
    result[name] = scoreEntities(scored);
  }
  return result;
}

/** A plain-text table of an evaluation, one row per set and type. */
export function formatEvaluation(evaluation: NerEvaluation): string {
  const lines = ['set       type           P      R      F1     (tp/fp/fn)'];
  for (const [name, scores] of Object.entries(evaluation)) {
    for (const type of [...NER_TYPES, 'ALL'] as const) {
      const s = scores[type];
      const cells = [s.precision, s.recall, s.f1].map((value) => value.toFixed(3).padStart(6));
      lines.push(
        `${name.padEnd(9)} ${type.padEnd(13)} ${cells.join(' ')}  (${s.tp}/${s.fp}/${s.fn})`,
      );
    }
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatEvaluation(await evaluateNer()));
}
