import { describe, expect, it } from 'vitest';
import { groupDuplicates, pagesAlike, type DuplicateGroup } from './duplicate-groups';
import { letterhead, misread, samplePage, seededRandom } from './sample-letters';
import { findSimilarPages, type PagePair } from './similar-pages';

const pair = (a: string, b: string, score = 0.95): PagePair => {
  const ref = (name: string) => ({ fileKey: name[0]!, page: Number(name.slice(1)) });
  return { a: ref(a), b: ref(b), score };
};

/** "A4–9 = B1–6" for a group, as the panel reads it. */
const shown = (groups: readonly DuplicateGroup[]) =>
  groups.map((group) =>
    group.ranges
      .map(({ fileKey, from, to }) =>
        from === to ? `${fileKey}${from}` : `${fileKey}${from}–${to}`,
      )
      .join(' = '),
  );

describe('groupDuplicates', () => {
  it('joins consecutive duplicate pages into one run with its lowest score', () => {
    const pairs = [4, 5, 6, 7, 8, 9].map((page) =>
      pair(`A${page}`, `B${page - 3}`, page === 6 ? 0.91 : 0.99),
    );
    const groups = groupDuplicates(pairs, 0.9, ['A', 'B']);
    expect(shown(groups)).toEqual(['A4–9 = B1–6']);
    expect(groups[0]!.score).toBe(0.91);
  });

  it('breaks a run where a pair falls below the threshold', () => {
    const pairs = [4, 5, 6, 7].map((page) =>
      pair(`A${page}`, `B${page}`, page === 6 ? 0.85 : 0.99),
    );
    expect(shown(groupDuplicates(pairs, 0.9, ['A', 'B']))).toEqual(['A4–5 = B4–5', 'A7 = B7']);
    expect(shown(groupDuplicates(pairs, 0.8, ['A', 'B']))).toEqual(['A4–7 = B4–7']);
  });

  it('puts a page found in three files in one group, in the order of the files', () => {
    const pairs = [pair('A2', 'C5'), pair('B1', 'C5'), pair('A2', 'B1')];
    expect(shown(groupDuplicates(pairs, 0.9, ['C', 'A', 'B']))).toEqual(['C5 = A2 = B1']);
  });

  it('joins runs of the same pages in three files', () => {
    const pairs = [1, 2, 3].flatMap((page) => [
      pair(`A${page}`, `B${page + 10}`),
      pair(`B${page + 10}`, `C${page}`),
      pair(`A${page}`, `C${page}`),
    ]);
    expect(shown(groupDuplicates(pairs, 0.9, ['A', 'B', 'C']))).toEqual(['A1–3 = B11–13 = C1–3']);
  });

  it('finds a run repeated inside one file without overlapping itself', () => {
    const copied = [pair('A2', 'A7'), pair('A3', 'A8'), pair('A4', 'A9')];
    expect(shown(groupDuplicates(copied, 0.9, ['A']))).toEqual(['A2–4 = A7–9']);
    // Three identical pages in a row: each is a duplicate of the next, never "A1–2 = A2–3".
    const repeated = [pair('A1', 'A2'), pair('A2', 'A3'), pair('A1', 'A3')];
    expect(shown(groupDuplicates(repeated, 0.9, ['A']))).toEqual(['A1 = A2 = A3']);
  });

  it('lists the pages alike place by place', () => {
    const [group] = groupDuplicates([pair('A4', 'B1'), pair('A5', 'B2')], 0.9, ['A', 'B']);
    expect(pagesAlike(group!)).toEqual([
      [
        { fileKey: 'A', page: 4 },
        { fileKey: 'B', page: 1 },
      ],
      [
        { fileKey: 'A', page: 5 },
        { fileKey: 'B', page: 2 },
      ],
    ]);
  });

  it('shows a letter copied with its neighbours from texts as one run', () => {
    const random = seededRandom(9);
    const head = letterhead(random);
    const a = Array.from({ length: 10 }, () => samplePage(random, head));
    const b = [samplePage(random, head), ...a.slice(3, 9).map((text) => misread(text, 40))];
    const files = [a, b].map((texts, index) => ({
      fileKey: 'AB'[index]!,
      pages: texts.map((text, page) => ({ page: page + 1, text })),
    }));
    expect(shown(groupDuplicates(findSimilarPages(files), 0.9, ['A', 'B']))).toEqual([
      'A4–9 = B2–7',
    ]);
  });
});
