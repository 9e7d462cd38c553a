import { describe, expect, it } from 'vitest';
import { pageVectors } from './page-vectors';
import { letterhead, misread, samplePage, seededRandom } from './sample-letters';
import { findSimilarPages, MIN_SCORE, type FilePages } from './similar-pages';

const file = (fileKey: string, texts: readonly string[]): FilePages => ({
  fileKey,
  pages: texts.map((text, index) => ({ page: index + 1, text })),
});

const named = (files: readonly FilePages[]) =>
  findSimilarPages(files).map(({ a, b, score }) => ({
    pair: `${a.fileKey}${a.page}=${b.fileKey}${b.page}`,
    score,
  }));

/** Every pair compared in full, with its score. */
function allPairsAbove(files: readonly FilePages[], minScore: number) {
  const { vectors } = pageVectors(files);
  const found: { pair: string; score: number }[] = [];
  vectors.forEach((a, i) => {
    const weights = new Map(Array.from(a.features, (feature, k) => [feature, a.weights[k]!]));
    for (const b of vectors.slice(i + 1)) {
      const score = b.features.reduce(
        (sum, feature, k) => sum + (weights.get(feature) ?? 0) * b.weights[k]!,
        0,
      );
      if (score >= minScore) {
        found.push({ pair: `${a.ref.fileKey}${a.ref.page}=${b.ref.fileKey}${b.ref.page}`, score });
      }
    }
  });
  return found;
}

describe('findSimilarPages', () => {
  const random = seededRandom(53);
  const head = letterhead(random);
  const letter = samplePage(random, head);
  const otherLetter = samplePage(random, head);
  const unrelated = samplePage(random);

  it('finds a scan of a letter whose OCR misread letters and broke its lines elsewhere', () => {
    const scan = misread(letter, 15);
    expect(scan).not.toBe(letter);
    const pairs = named([file('a', [letter]), file('b', [unrelated, scan])]);
    expect(pairs.map(({ pair }) => pair)).toEqual(['a1=b2']);
    expect(pairs[0]!.score).toBeGreaterThan(0.9);
    expect(pairs[0]!.score).toBeLessThan(1);
  });

  it('scores an exact copy 1', () => {
    const [pair, ...more] = named([file('a', [letter]), file('b', [letter])]);
    expect(pair?.pair).toBe('a1=b1');
    expect(pair?.score).toBeCloseTo(1, 9);
    expect(more).toEqual([]);
  });

  it('keeps two letters on the same letterhead apart', () => {
    expect(named([file('a', [letter, unrelated]), file('b', [otherLetter])])).toEqual([]);
    // They do share the letterhead and sentences such letters are made of.
    const [shared] = allPairsAbove([file('a', [letter]), file('b', [otherLetter])], 0);
    expect(shared!.score).toBeGreaterThan(0.3);
  });

  it('finds a page repeated inside one file', () => {
    const pairs = named([file('a', [letter, unrelated, otherLetter, misread(letter, 40)])]);
    expect(pairs.map(({ pair }) => pair)).toEqual(['a1=a4']);
  });

  it('leaves out pages with too little text to tell them apart', () => {
    const files = [
      file('a', ['', '2', 'Page 2 of 3', letter]),
      file('b', ['', '2', 'Page 2 of 3', 'This page is intentionally left blank.']),
    ];
    expect(named(files)).toEqual([]);
  });

  it('finds every pair at 0.9 that comparing all pages with all finds, and nearly all at 0.8', () => {
    const pages = Array.from({ length: 120 }, (_, index) =>
      index % 9 === 4 ? misread(letter, 5 + index) : samplePage(random, head),
    );
    const files = [file('a', pages.slice(0, 60)), file('b', pages.slice(60))];
    const expected = allPairsAbove(files, MIN_SCORE);
    const found = named(files);
    const scoreOf = new Map(expected.map(({ pair, score }) => [pair, score]));
    for (const { pair, score } of found) expect(score).toBeCloseTo(scoreOf.get(pair)!, 9);
    const high = (pairs: { pair: string; score: number }[]) =>
      pairs.filter(({ score }) => score >= 0.9).map(({ pair }) => pair);
    expect(high(expected).length).toBeGreaterThan(50);
    expect(high(found)).toEqual(high(expected));
    expect(found.length).toBeGreaterThanOrEqual(expected.length * 0.95);
  });
});
