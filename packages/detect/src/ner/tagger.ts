import { constrainTransitions, spanLogOdds, tagsToSpans, viterbi } from './decode';
import { extractFeatures } from './features';
import { Gazetteer, gazetteerFlag } from './gazetteer';
import type { NerWeights } from './model-file';
import { isHardBreak } from './line-breaks';
import { isOnlyLabelWords } from './not-names';
import { FOREIGN_FUNCTION_WORDS, readsAsPhrase } from './phrase-words';
import { isInside, NER_TYPES, TAG_COUNT, type NerType } from './tags';
import { describeTokens } from './token-info';
import { tokenize, type Token } from './tokenize';
import { WeightTable } from './weight-table';
import type { WordClusters } from './word-clusters';
import { WordScores } from './word-scores';

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
 * Sentence words the tagger sometimes takes into the front of a name ("As Murphy", "In Oslo",
 * "Og Kari Hansen", "Nach Ablauf"); a name never starts with one. Name particles (van, de, la,
 * den) are not here.
 */
const NOT_NAME_START = new Set([
  ...`as the a an in on at for by with from and but or if when while after before to of then so
   og men da når hvis på til fra med om av som eller for etter før`.split(/\s+/),
  ...FOREIGN_FUNCTION_WORDS,
]);

/** "Bill to:", "Ship to", "Remit to": invoice labels, though Bill is a name too. */
/**
 * An amount after a colon: "Imposto de Renda: R$ 99.99", "Basic Pay: 5,000.00" — the words
 * before it, at a line's start, are a payslip's or an invoice's label, no one's name.
 */
const AMOUNT_AFTER =
  /^[ \u00a0]*[:：][ \u00a0]*(?:(?:[A-Z]{0,3}[$€£¥₹]|kr\.?|nok|sek|dkk|eur|usd|gbp|chf|rs\.?|inr)[ \u00a0]*-?\d|-?\d[\d.,' \u00a0]*[.,]\d{2}(?!\d))/iu;
const BEFORE_TO_LABEL = /^(?:bill|ship|sold|remit|deliver|pay)$/iu;
const TO_LABEL_END = /^[ \u00a0]to(?:[ \u00a0]*[:\n]|[ \u00a0]*$)/iu;

/**
 * Personal and demonstrative pronouns are never a name on their own, however they are
 * capitalised ("Jeg bekrefter …", a form's first word); the tagger sometimes thinks otherwise.
 */
const PRONOUNS = new Set(
  `jeg du han hun vi dere meg deg oss dem seg det dette denne disse
   i you he she we they it me him them us this these those`.split(/\s+/),
);

/**
 * Pronouns that no name holds, however they are capitalised: a German imperative with its
 * formal "Sie" ("Lösen Sie", "Geben Sie", "Rufen Sie uns an"), and the pronouns of address of
 * letters in German, Dutch, French and English. A span the tagger reads as a person's name with
 * one of them in it is a phrase.
 */
const PRONOUNS_IN_NAMES = new Set(
  `sie ihnen ihr ihre ihrem ihren ihrer ihres wir uns euch ich mich mir dich dir
   wij jij uw vous nous votre notre you`.split(/\s+/),
);

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

/** A sentence word before the rest of a name, with a space after it ("I." is an initial). */
function startsWithSentenceWord(text: string, token: Token): boolean {
  return NOT_NAME_START.has(token.text.toLowerCase()) && /\s/u.test(text.charAt(token.end));
}

const TITLE = gazetteerFlag('titles');
const FIRST_NAME = gazetteerFlag('firstNames');

/**
 * Where a person's name starts after the titles before it ("President Bush", "Dr. Eriksen",
 * "Statsminister Jonas Gahr Støre"): the title says what the person is, and is left visible.
 */
function afterTitles(
  tokens: readonly Token[],
  flags: Int32Array,
  first: number,
  last: number,
): number {
  let start = first;
  while (start < last && (flags[start]! & TITLE) !== 0) {
    let next = start + 1;
    if (tokens[next]?.text === '.') next++;
    if (next > last) break;
    start = next;
  }
  return start;
}

/** A loaded model, ready to tag text. */
export class NerTagger {
  readonly gazetteer: Gazetteer;
  /** Each word's weight sums, kept across pages. */
  private readonly wordScores: WordScores;
  private readonly transitions: Float32Array;

  /** `clusters`: the word classes the model was trained with (none: class features stay 0). */
  constructor(
    private readonly model: NerWeights,
    private readonly clusters?: WordClusters,
  ) {
    this.gazetteer = new Gazetteer(model.gazetteer);
    this.wordScores = new WordScores(new WeightTable(model.keys, model.quantised, model.scale));
    this.transitions = constrainTransitions(model.transitions);
  }

  /** Finds PERSON, LOCATION and ORGANIZATION spans in `text`. */
  tag(text: string): TaggedEntity[] {
    const tokens = tokenize(text);
    if (tokens.length === 0) return [];
    const info = describeTokens(tokens, this.clusters);
    const flags = this.gazetteer.tokenFlags(tokens, info.lower);
    const features = extractFeatures(tokens, info, flags, false);
    // A word's sums are the same wherever it occurs (with the same gazetteer flags).
    // Long tokens (a run of symbols, a URL) are rare and would bloat the memo: not kept.
    const words = tokens.map((token, i) =>
      token.text.length > MEMO_TOKEN_CHARS ? undefined : `${flags[i]}\u0000${token.text}`,
    );
    const { scores, pairs } = this.wordScores.score(features, info, flags, words);
    forbidNamesAcrossHardBreaks(text, tokens, scores);
    const tags = viterbi(scores, pairs, tokens.length, this.transitions);
    const entities: TaggedEntity[] = [];
    for (const span of tagsToSpans(tags)) {
      let { first, last } = span;
      // A name never starts or ends with a bare punctuation token ("'s", "-", "|").
      while (first <= last && !HAS_WORD.test(tokens[first]?.text ?? '')) first++;
      while (last >= first && !HAS_WORD.test(tokens[last]?.text ?? '')) last--;
      // Scored as decoded; a sentence word or a person's title in front is then left out.
      const scoredFrom = first;
      while (first < last && startsWithSentenceWord(text, tokens[first]!)) first++;
      if (NER_TYPES[span.typeIndex] === 'PERSON') first = afterTitles(tokens, flags, first, last);
      if (first > last) continue;
      const lone = first === last ? tokens[first]!.text.toLowerCase() : '';
      if (PRONOUNS.has(lone) || FOREIGN_FUNCTION_WORDS.has(lone)) continue;
      if (
        first === last &&
        BEFORE_TO_LABEL.test(tokens[first]!.text) &&
        TO_LABEL_END.test(text.slice(tokens[first]!.end, tokens[first]!.end + 8))
      )
        continue;
      const words = tokens.slice(first, last + 1).filter((token) => HAS_WORD.test(token.text));
      if (isOnlyLabelWords(words.map((token) => token.text))) continue;
      // A label before an amount ("Imposto de Renda: R$ 99.99"), unless it opens with a given
      // name ("Kari Nordmann: kr 500" lists a payment to her).
      if (
        (flags[first]! & FIRST_NAME) === 0 &&
        isAmountLabel(text, tokens[first]!.start, tokens[last]!.end)
      )
        continue;
      const isPerson = NER_TYPES[span.typeIndex] === 'PERSON';
      if (isPerson && readsAsPhrase(tokens, first, last)) continue;
      if (isPerson && words.some((token) => PRONOUNS_IN_NAMES.has(token.text.toLowerCase()))) {
        continue;
      }
      // "RESUME_RU", "user_2": a file's or a program's name, no one's.
      if (
        NER_TYPES[span.typeIndex] === 'PERSON' &&
        /[_\d]/u.test(text.slice(tokens[first]!.start, tokens[last]!.end))
      )
        continue;
      // Letters alone ("U", "X and F", "A. B.") are variables, grades or initials: no one's name;
      // nor are letters spaced out in a heading ("G O B I E R N O DE LA C I U D A D").
      const named = words.filter((token) => !CONNECTORS.has(token.text.toLowerCase()));
      if (named.every((token) => Array.from(token.text).length === 1)) continue;
      const logOdds = spanLogOdds(scores, pairs, tags, this.transitions, scoredFrom, last);
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

/** Whether the words from `start` to `end` begin a line and label the amount after them. */
function isAmountLabel(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (!/^[ \t\u00a0•·*-]*$/u.test(text.slice(lineStart, start))) return false;
  return AMOUNT_AFTER.test(text.slice(end, end + 24));
}
