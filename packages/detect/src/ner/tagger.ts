import { constrainTransitions, spanLogOdds, tagsToSpans, viterbi } from './decode';
import { extractFeatures } from './features';
import { Gazetteer } from './gazetteer';
import type { NerWeights } from './model-file';
import { NER_TYPES, type NerType } from './tags';
import { describeTokens } from './token-info';
import { tokenize } from './tokenize';
import { WeightTable } from './weight-table';

/**
 * One entity found by the tagger, by character offsets, with a calibrated 0..1 score and the raw
 * log-odds (see spanLogOdds) the score was calibrated from.
 */
export type TaggedEntity = {
  start: number;
  end: number;
  type: NerType;
  score: number;
  logOdds: number;
};

const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * Personal and demonstrative pronouns are never a name on their own, however they are
 * capitalised ("Jeg bekrefter …", a form's first word); the tagger sometimes thinks otherwise.
 */
const PRONOUNS = new Set(
  `jeg du han hun vi dere meg deg oss dem seg det dette denne disse
   i you he she we they it me him them us this these those`.split(/\s+/),
);

/** A loaded model, ready to tag text. */
export class NerTagger {
  readonly gazetteer: Gazetteer;
  private readonly table: WeightTable;
  private readonly transitions: Float32Array;

  constructor(private readonly model: NerWeights) {
    this.gazetteer = new Gazetteer(model.gazetteer);
    this.table = new WeightTable(model.keys, model.weights);
    this.transitions = constrainTransitions(model.transitions);
  }

  /** Finds PERSON, LOCATION and ORGANIZATION spans in `text`. */
  tag(text: string): TaggedEntity[] {
    const tokens = tokenize(text);
    if (tokens.length === 0) return [];
    const info = describeTokens(tokens);
    const flags = this.gazetteer.tokenFlags(tokens, info.lower);
    const { keys, offsets, pairBase } = extractFeatures(tokens, info, flags);
    const scores = this.table.score(keys, offsets, tokens.length);
    const pairs = this.table.scorePairs(pairBase, tokens.length);
    const tags = viterbi(scores, pairs, tokens.length, this.transitions);
    const entities: TaggedEntity[] = [];
    for (const span of tagsToSpans(tags)) {
      let { first, last } = span;
      // A name never starts or ends with a bare punctuation token ("'s", "-", "|").
      while (first <= last && !HAS_WORD.test(tokens[first]?.text ?? '')) first++;
      while (last >= first && !HAS_WORD.test(tokens[last]?.text ?? '')) last--;
      if (first > last) continue;
      if (first === last && PRONOUNS.has(tokens[first]!.text.toLowerCase())) continue;
      const logOdds = spanLogOdds(scores, pairs, tags, this.transitions, first, last);
      const type = NER_TYPES[span.typeIndex] as NerType;
      const { a, b } = this.model.calibration[type];
      entities.push({
        start: tokens[first]?.start ?? 0,
        end: tokens[last]?.end ?? 0,
        type,
        score: 1 / (1 + Math.exp(-(a * logOdds + b))),
        logOdds,
      });
    }
    return entities;
  }
}
