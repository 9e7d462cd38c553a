import { describe, expect, it } from 'vitest';

import {
  decodeSpanLogits,
  dropEdgeCandidates,
  mergeCandidates,
  selectFlat,
  type Candidate,
} from './span-decoder';

const logit = (p: number) => Math.log(p / (1 - p));

describe('decodeSpanLogits', () => {
  // 3 words, max_width 2, 2 labels: logits[start][width][label]
  const logits = new Float32Array(3 * 2 * 2).fill(-10);
  logits[(0 * 2 + 1) * 2 + 0] = logit(0.9); // words 0-1, label a
  logits[(1 * 2 + 0) * 2 + 1] = logit(0.29); // word 1, label b: under the floor, dropped
  logits[(2 * 2 + 0) * 2 + 1] = logit(0.6); // word 2, label b
  logits[(2 * 2 + 1) * 2 + 0] = logit(0.99); // words 2-3: past the text, dropped
  const decode = (dims: number[]) =>
    decodeSpanLogits({
      logits,
      dims,
      numWords: 3,
      maxWidth: 2,
      entityTypes: ['a', 'b'],
      floor: 0.3,
      offset: 10,
    });

  it('keeps spans above the floor that end inside the text, offset to the window', () => {
    expect(decode([1, 3, 2, 2])).toEqual([
      { start: 10, end: 11, entityType: 'a', score: expect.closeTo(0.9, 5) },
      { start: 12, end: 12, entityType: 'b', score: expect.closeTo(0.6, 5) },
    ]);
  });

  it('refuses logits of another shape', () => {
    expect(() => decode([1, 3, 2, 3])).toThrow(/scored 3 labels for a prompt of 2/);
    expect(() => decode([3, 1, 2, 2])).toThrow(/expected \[1, 3, 2, 2\]/);
  });
});

describe('mergeCandidates and selectFlat', () => {
  const span = (start: number, end: number, entityType: string, score: number): Candidate => ({
    start,
    end,
    entityType,
    score,
  });

  it('keeps the best score of a span found in two windows', () => {
    expect(
      mergeCandidates([span(1, 2, 'a', 0.5), span(1, 2, 'a', 0.7), span(1, 2, 'b', 0.4)]),
    ).toEqual([span(1, 2, 'a', 0.7), span(1, 2, 'b', 0.4)]);
  });

  it('selects greedily by score, dropping overlaps and other labels on the same span', () => {
    const selected = selectFlat([
      span(0, 0, 'a', 0.7),
      span(0, 1, 'a', 0.8),
      span(1, 1, 'b', 0.75),
      span(3, 3, 'a', 0.5),
      span(3, 3, 'b', 0.6),
      span(2, 2, 'a', 0.4),
    ]);
    expect(selected).toEqual([span(0, 1, 'a', 0.8), span(2, 2, 'a', 0.4), span(3, 3, 'b', 0.6)]);
  });
});

describe('dropEdgeCandidates', () => {
  const at = (start: number, end: number): Candidate => ({ start, end, entityType: 'a', score: 1 });
  // Window of words 10-14: spans at 10 or 14 may run on into the neighbouring window.
  const window = { start: 10, end: 15 };
  const candidates = [at(10, 11), at(11, 12), at(12, 12), at(13, 14)];
  const kept = (isFirst: boolean, isLast: boolean) =>
    dropEdgeCandidates(candidates, window, { isFirst, isLast }).map((c) => `${c.start}-${c.end}`);

  it('drops spans touching an edge that cuts the text', () => {
    expect(kept(false, false)).toEqual(['11-12', '12-12']);
  });

  it("keeps spans at the text's own start and end", () => {
    expect(kept(true, false)).toEqual(['10-11', '11-12', '12-12']);
    expect(kept(false, true)).toEqual(['11-12', '12-12', '13-14']);
    expect(kept(true, true)).toEqual(['10-11', '11-12', '12-12', '13-14']);
  });
});
