import type { PagePair, PageRef } from './similar-pages';

/** Consecutive pages `from`…`to` of one file. */
export interface PageRange {
  fileKey: string;
  from: number;
  to: number;
}

/**
 * Page ranges of the same length whose pages match one for one ("pages 4–9 of A = pages 1–6 of
 * B"), a single page being a range of one. `score` is the lowest similarity among the pairs that
 * joined them.
 */
export interface DuplicateGroup {
  ranges: PageRange[];
  score: number;
}

const pairKey = (a: PageRef, b: PageRef) =>
  `${a.fileKey}\u0000${a.page}\u0000${b.fileKey}\u0000${b.page}`;
const rangeKey = (range: PageRange) => `${range.fileKey}\u0000${range.from}\u0000${range.to}`;
const next = (ref: PageRef, step: number): PageRef => ({ ...ref, page: ref.page + step });

interface Run {
  a: PageRange;
  b: PageRange;
  score: number;
}

const rangeOf = (ref: PageRef, length: number): PageRange => ({
  fileKey: ref.fileKey,
  from: ref.page,
  to: ref.page + length - 1,
});

/** The run of pairs from (a, b) on: how many (at most `longest`) and their lowest score. */
function runAt(scores: Map<string, number>, a: PageRef, b: PageRef, longest: number) {
  let length = 0;
  let score = 1;
  for (; length < longest; length += 1) {
    const found = scores.get(pairKey(next(a, length), next(b, length)));
    if (found === undefined) break;
    score = Math.min(score, found);
  }
  return { length, score };
}

/**
 * Runs of pairs along a diagonal (page p ~ q, p+1 ~ q+1, …). Inside one file a run stops before
 * its two ranges would overlap: three identical pages in a row are joined page by page into one
 * group, never "pages 1–2 = pages 2–3".
 */
function runsOf(pairs: readonly PagePair[]): Run[] {
  const scores = new Map(pairs.map((pair) => [pairKey(pair.a, pair.b), pair.score]));
  const runs: Run[] = [];
  for (const pair of pairs) {
    if (scores.has(pairKey(next(pair.a, -1), next(pair.b, -1)))) continue;
    const longest = pair.a.fileKey === pair.b.fileKey ? pair.b.page - pair.a.page : Infinity;
    let { a, b } = pair;
    for (let run = runAt(scores, a, b, longest); run.length > 0;) {
      runs.push({ a: rangeOf(a, run.length), b: rangeOf(b, run.length), score: run.score });
      a = next(a, run.length);
      b = next(b, run.length);
      run = runAt(scores, a, b, longest);
    }
  }
  return runs;
}

/** Joins ranges linked by runs (union–find on the ranges' keys). */
function joinRanges(runs: readonly Run[]): Map<string, { ranges: PageRange[]; score: number }> {
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    const up = parent.get(key) ?? key;
    if (up === key) return key;
    const top = root(up);
    parent.set(key, top);
    return top;
  };
  for (const { a, b } of runs) parent.set(root(rangeKey(a)), root(rangeKey(b)));
  const groups = new Map<string, { ranges: PageRange[]; score: number }>();
  for (const { a, b, score } of runs) {
    const key = root(rangeKey(a));
    const group = groups.get(key) ?? { ranges: [], score: 1 };
    for (const range of [a, b]) {
      if (!group.ranges.some((known) => rangeKey(known) === rangeKey(range))) {
        group.ranges.push(range);
      }
    }
    group.score = Math.min(group.score, score);
    groups.set(key, group);
  }
  return groups;
}

/**
 * The pairs at or above `threshold` as groups of duplicate pages: consecutive duplicates joined
 * into ranges, ranges that match the same range joined into one group. Ranges are in the order
 * of `fileKeys` then page; groups in the order of their first range.
 */
export function groupDuplicates(
  pairs: readonly PagePair[],
  threshold: number,
  fileKeys: readonly string[],
): DuplicateGroup[] {
  const order = (range: PageRange) => fileKeys.indexOf(range.fileKey);
  const compare = (a: PageRange, b: PageRange) => order(a) - order(b) || a.from - b.from;
  const runs = runsOf(pairs.filter((pair) => pair.score >= threshold));
  return [...joinRanges(runs).values()]
    .map((group) => ({ ...group, ranges: group.ranges.sort(compare) }))
    .sort((a, b) => compare(a.ranges[0]!, b.ranges[0]!));
}

/** The pages of a group that stand at the same place in each of its ranges, place by place. */
export function pagesAlike(group: DuplicateGroup): PageRef[][] {
  const { from, to } = group.ranges[0]!;
  return Array.from({ length: to - from + 1 }, (_, offset) =>
    group.ranges.map((range) => ({ fileKey: range.fileKey, page: range.from + offset })),
  );
}
