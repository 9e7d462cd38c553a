import {
  PREV_CLASSES,
  TAG_COUNT,
  TAG_O,
  isAllowedTransition,
  isInside,
  prevClassOf,
  tagType,
} from './tags';

/** Row of the transition matrix used for the first token. */
export const START_ROW = TAG_COUNT;

/** A tagged run of tokens: tokens first … last (inclusive) form one entity of `typeIndex`. */
export type TokenSpan = { first: number; last: number; typeIndex: number };

const FORBIDDEN = -1e30;

/** Transition scores with the BIO constraint applied: an I- without its B- scores -∞. */
export function constrainTransitions(transitions: Float32Array): Float32Array {
  const constrained = Float32Array.from(transitions);
  for (let prev = 0; prev <= TAG_COUNT; prev++) {
    for (let next = 0; next < TAG_COUNT; next++) {
      if (!isAllowedTransition(prev === START_ROW ? -1 : prev, next)) {
        constrained[prev * TAG_COUNT + next] = FORBIDDEN;
      }
    }
  }
  return constrained;
}

const PREV_CLASS = Int8Array.from({ length: TAG_COUNT + 1 }, (_, tag) => prevClassOf(tag));

/**
 * Score of moving from tag `prev` (START_ROW before the first token) to `tag` at token i: the
 * transition weight plus the pair features of token i for the previous tag's class.
 */
function edge(
  transitions: Float32Array,
  pairs: Float32Array,
  i: number,
  prev: number,
  tag: number,
): number {
  const pair = pairs[(i * PREV_CLASSES + (PREV_CLASS[prev] as number)) * TAG_COUNT + tag] as number;
  return (transitions[prev * TAG_COUNT + tag] as number) + pair;
}

/**
 * Best tag sequence under emission `scores` (TAG_COUNT per token), `transitions`
 * ((TAG_COUNT + 1) × TAG_COUNT, last row = start) and pair scores (see WordScores).
 * Pass constrained transitions so that no I- follows anything but its own B- or I-.
 */
export function viterbi(
  scores: Float32Array,
  pairs: Float32Array,
  n: number,
  transitions: Float32Array,
): Int8Array {
  const tags = new Int8Array(n);
  if (n === 0) return tags;
  const best = new Float64Array(n * TAG_COUNT);
  const back = new Int8Array(n * TAG_COUNT);
  for (let t = 0; t < TAG_COUNT; t++) {
    best[t] = (scores[t] as number) + edge(transitions, pairs, 0, START_ROW, t);
  }
  const candidate = new Float64Array(TAG_COUNT);
  for (let i = 1; i < n; i++) {
    candidate.fill(-Infinity);
    const previous = (i - 1) * TAG_COUNT;
    // Loop order prev → next keeps the row offsets out of the inner loop: this runs per token.
    for (let p = 0; p < TAG_COUNT; p++) {
      const from = best[previous + p] as number;
      const transitionRow = p * TAG_COUNT;
      const pairRow = (i * PREV_CLASSES + (PREV_CLASS[p] as number)) * TAG_COUNT;
      for (let t = 0; t < TAG_COUNT; t++) {
        const value =
          from + (transitions[transitionRow + t] as number) + (pairs[pairRow + t] as number);
        if (value > (candidate[t] as number)) {
          candidate[t] = value;
          back[i * TAG_COUNT + t] = p;
        }
      }
    }
    for (let t = 0; t < TAG_COUNT; t++) {
      best[i * TAG_COUNT + t] = (candidate[t] as number) + (scores[i * TAG_COUNT + t] as number);
    }
  }
  let last = 0;
  for (let t = 1; t < TAG_COUNT; t++) {
    if ((best[(n - 1) * TAG_COUNT + t] as number) > (best[(n - 1) * TAG_COUNT + last] as number))
      last = t;
  }
  tags[n - 1] = last;
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * TAG_COUNT + (tags[i] as number)] as number;
  return tags;
}

/**
 * Log-odds that the tokens first … last + 1 carry exactly the decoded tags, given the decoded tags
 * around them, under the distribution exp(score) / Z over that stretch. With the neighbours held
 * fixed this is a short forward pass, so only found spans pay for it. It measures both the type
 * and the boundaries of the span; the tagger calibrates it into a 0..1 score.
 */
export function spanLogOdds(
  scores: Float32Array,
  pairs: Float32Array,
  tags: Int8Array,
  transitions: Float32Array,
  first: number,
  last: number,
): number {
  const n = tags.length;
  const end = Math.min(last + 1, n - 1);
  const left = first === 0 ? START_ROW : (tags[first - 1] as number);
  const right = end + 1 < n ? (tags[end + 1] as number) : -1;
  let alpha = new Float64Array(TAG_COUNT);
  let next = new Float64Array(TAG_COUNT);
  const terms = new Float64Array(TAG_COUNT);
  let path = 0;
  let prev = left;
  for (let i = first; i <= end; i++) {
    const tag = tags[i] as number;
    path += (scores[i * TAG_COUNT + tag] as number) + edge(transitions, pairs, i, prev, tag);
    prev = tag;
    for (let t = 0; t < TAG_COUNT; t++) {
      const emit = scores[i * TAG_COUNT + t] as number;
      if (i === first) {
        next[t] = emit + edge(transitions, pairs, i, left, t);
        continue;
      }
      for (let p = 0; p < TAG_COUNT; p++) {
        terms[p] = (alpha[p] as number) + edge(transitions, pairs, i, p, t);
      }
      next[t] = logSumExp(terms) + emit;
    }
    [alpha, next] = [next, alpha];
  }
  if (right >= 0) {
    path += edge(transitions, pairs, end + 1, prev, right);
    for (let t = 0; t < TAG_COUNT; t++)
      alpha[t] = (alpha[t] as number) + edge(transitions, pairs, end + 1, t, right);
  }
  const logP = Math.min(0, path - logSumExp(alpha));
  // log(p / (1 - p)), kept finite for certain spans so calibration stays well defined.
  return Math.max(-30, Math.min(30, logP - Math.log(-Math.expm1(Math.min(logP, -1e-13)))));
}

/** log(Σ exp(values)), stable for large magnitudes. */
function logSumExp(values: Float64Array): number {
  let max = -Infinity;
  for (const value of values) max = Math.max(max, value);
  let sum = 0;
  // Terms far below the largest add nothing measurable; skipping them saves most exp() calls.
  for (const value of values) if (value > max - 40) sum += Math.exp(value - max);
  return max + Math.log(sum);
}

/** Reads entity runs out of a BIO tag sequence (a stray I- never occurs after constrained decoding). */
export function tagsToSpans(tags: Int8Array): TokenSpan[] {
  const spans: TokenSpan[] = [];
  let open: TokenSpan | undefined;
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i] as number;
    if (open && isInside(tag) && tagType(tag) === open.typeIndex) {
      open.last = i;
      continue;
    }
    if (open) spans.push(open);
    open =
      tag === TAG_O || isInside(tag) ? undefined : { first: i, last: i, typeIndex: tagType(tag) };
  }
  if (open) spans.push(open);
  return spans;
}
