import { describe, expect, it } from 'vitest';
import { START_ROW, constrainTransitions, spanLogOdds, tagsToSpans, viterbi } from './decode';
import { PREV_CLASSES, TAG_COUNT, TAG_O, beginTag, insideTag, isAllowedTransition } from './tags';

const PER = 0;
const LOC = 1;

/** Emission scores where each token strongly prefers one tag. */
function emissions(preferred: number[], strength = 5): Float32Array {
  const scores = new Float32Array(preferred.length * TAG_COUNT);
  preferred.forEach((tag, i) => (scores[i * TAG_COUNT + tag] = strength));
  return scores;
}

const noPairs = (n: number): Float32Array => new Float32Array(n * PREV_CLASSES * TAG_COUNT);
const flat = constrainTransitions(new Float32Array((TAG_COUNT + 1) * TAG_COUNT));

describe('viterbi', () => {
  it('follows strong emissions when they form valid BIO', () => {
    const preferred = [beginTag(PER), insideTag(PER), TAG_O, beginTag(LOC)];
    expect(Array.from(viterbi(emissions(preferred), noPairs(4), 4, flat))).toEqual(preferred);
  });

  it('never puts an I- at the start or after another type', () => {
    // The emissions alone would give I-PER first and I-LOC right after B-PER.
    const preferred = [insideTag(PER), beginTag(PER), insideTag(LOC), insideTag(LOC)];
    const tags = viterbi(emissions(preferred), noPairs(4), 4, flat);
    let previous = -1;
    for (const tag of tags) {
      expect(isAllowedTransition(previous, tag)).toBe(true);
      previous = tag;
    }
    expect(tags[0]).not.toBe(insideTag(PER));
  });

  it('lets the pair scores change the decision', () => {
    const scores = emissions([beginTag(LOC), TAG_O], 1);
    scores[TAG_COUNT + insideTag(LOC)] = 0.9;
    const pairs = noPairs(2);
    // After a place (class 1 + LOC), the second token strongly continues it.
    pairs[(1 * PREV_CLASSES + 1 + LOC) * TAG_COUNT + insideTag(LOC)] = 3;
    expect(Array.from(viterbi(scores, pairs, 2, flat))).toEqual([beginTag(LOC), insideTag(LOC)]);
  });

  it('handles empty input', () => {
    expect(viterbi(new Float32Array(0), new Float32Array(0), 0, flat)).toHaveLength(0);
  });
});

describe('constrainTransitions', () => {
  it('forbids I- from the start row and from O', () => {
    const constrained = constrainTransitions(new Float32Array((TAG_COUNT + 1) * TAG_COUNT).fill(2));
    expect(constrained[START_ROW * TAG_COUNT + insideTag(PER)]).toBeLessThan(-1e20);
    expect(constrained[TAG_O * TAG_COUNT + insideTag(LOC)]).toBeLessThan(-1e20);
    expect(constrained[beginTag(LOC) * TAG_COUNT + insideTag(LOC)]).toBe(2);
  });
});

describe('tagsToSpans', () => {
  it('reads runs and drops a stray I-', () => {
    const tags = Int8Array.from([
      insideTag(PER),
      beginTag(PER),
      insideTag(PER),
      TAG_O,
      beginTag(LOC),
      beginTag(LOC),
    ]);
    expect(tagsToSpans(tags)).toEqual([
      { first: 1, last: 2, typeIndex: PER },
      { first: 4, last: 4, typeIndex: LOC },
      { first: 5, last: 5, typeIndex: LOC },
    ]);
  });
});

describe('spanLogOdds', () => {
  it('is higher when the emissions favour the span more clearly', () => {
    const tags = Int8Array.from([TAG_O, beginTag(PER), TAG_O]);
    const weak = spanLogOdds(
      emissions([TAG_O, beginTag(PER), TAG_O], 0.5),
      noPairs(3),
      tags,
      flat,
      1,
      1,
    );
    const strong = spanLogOdds(
      emissions([TAG_O, beginTag(PER), TAG_O], 4),
      noPairs(3),
      tags,
      flat,
      1,
      1,
    );
    expect(strong).toBeGreaterThan(weak);
    expect(weak).toBeLessThan(0.5);
  });
});
