import { constrainTransitions, spanLogOdds, tagsToSpans, viterbi } from './decode';
import { extractFeatures } from './features';
import { Gazetteer } from './gazetteer';
import type { NerWeights } from './model-file';
import { isHardBreak } from './line-breaks';
import { isOnlyLabelWords } from './not-names';
import { isInside, NER_TYPES, TAG_COUNT, type NerType } from './tags';
import { describeTokens } from './token-info';
import { tokenize, type Token } from './tokenize';
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

/** Distinct words whose own scores are kept; a page has a few hundred, a language ~50,000 common. */
const OWN_SCORES_LIMIT = 100_000;
/** Longer tokens are not kept in the memo. */
const MEMO_TOKEN_CHARS = 32;

/** Lower-case words that join the parts of a name ("Bank of Norway", "Ludwig van Beethoven"). */
const CONNECTORS = new Set(
  'and og of i in de van von der den und et y la le du af til for'.split(' '),
);

/** Emission score that rules a tag out. */
const FORBIDDEN = -1e30;

/** No name continues (an I- tag) across a blank line or a break after a short line. */
function forbidNamesAcrossHardBreaks(
  text: string,
  tokens: readonly Token[],
  scores: Float32Array,
): void {
  for (let i = 1; i < tokens.length; i++) {
    if (!isHardBreak(text, tokens, i)) continue;
    for (let tag = 0; tag < TAG_COUNT; tag++) {
      if (isInside(tag)) scores[i * TAG_COUNT + tag] = FORBIDDEN;
    }
  }
}

/** A loaded model, ready to tag text. */
export class NerTagger {
  readonly gazetteer: Gazetteer;
  private readonly table: WeightTable;
  private readonly transitions: Float32Array;
  /** Summed own-feature weights per word, kept across pages (see WeightTable.score). */
  private readonly ownScores = new Map<string, Float32Array>();

  constructor(private readonly model: NerWeights) {
    this.gazetteer = new Gazetteer(model.gazetteer);
    this.table = new WeightTable(model.keys, model.quantised, model.scale);
    this.transitions = constrainTransitions(model.transitions);
  }

  /** Finds PERSON, LOCATION and ORGANIZATION spans in `text`. */
  tag(text: string): TaggedEntity[] {
    const tokens = tokenize(text);
    if (tokens.length === 0) return [];
    const info = describeTokens(tokens);
    const flags = this.gazetteer.tokenFlags(tokens, info.lower);
    const features = extractFeatures(tokens, info, flags);
    // A word's own features sum the same wherever it occurs (with the same gazetteer flags).
    // Long tokens (a run of symbols, a URL) are rare and would bloat the memo: not kept.
    const words = tokens.map((token, i) =>
      token.text.length > MEMO_TOKEN_CHARS ? undefined : `${flags[i]}\u0000${token.text}`,
    );
    if (this.ownScores.size > OWN_SCORES_LIMIT) this.ownScores.clear();
    const scores = this.table.score(features, words, this.ownScores);
    const pairs = this.table.scorePairs(features.pairBase, tokens.length);
    forbidNamesAcrossHardBreaks(text, tokens, scores);
    const tags = viterbi(scores, pairs, tokens.length, this.transitions);
    const entities: TaggedEntity[] = [];
    for (const span of tagsToSpans(tags)) {
      let { first, last } = span;
      // A name never starts or ends with a bare punctuation token ("'s", "-", "|").
      while (first <= last && !HAS_WORD.test(tokens[first]?.text ?? '')) first++;
      while (last >= first && !HAS_WORD.test(tokens[last]?.text ?? '')) last--;
      if (first > last) continue;
      if (first === last && PRONOUNS.has(tokens[first]!.text.toLowerCase())) continue;
      const words = tokens.slice(first, last + 1).filter((token) => HAS_WORD.test(token.text));
      if (isOnlyLabelWords(words.map((token) => token.text))) continue;
      // Letters alone ("U", "X and F", "A. B.") are variables, grades or initials: no one's name.
      const named = words.filter((token) => !CONNECTORS.has(token.text));
      if (named.every((token) => Array.from(token.text).length === 1)) continue;
      const logOdds = spanLogOdds(scores, pairs, tags, this.transitions, first, last);
      const type = NER_TYPES[span.typeIndex] as NerType;
      const start = tokens[first]?.start ?? 0;
      const end = tokens[last]?.end ?? 0;
      const { a, b } = this.model.calibration[type];
      entities.push({
        start,
        end,
        type,
        score: 1 / (1 + Math.exp(-(a * logOdds + b))),
        logOdds,
      });
    }
    return entities;
  }
}
