import type { TPdfWord } from '@workbench/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { undoReview } from '../marks/review-actions';
import { useReviewStore } from '../marks/review-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { useWordsStore } from '../text-selection/words-store';
import { repeatMark, repeatedMarks, type RepeatContext } from './repeat-mark';

const LETTER = { width: 612, height: 792 };
const SIDEWAYS = { width: 792, height: 612 };
const A4 = { width: 595, height: 842 };

/** Page 2 is shown sideways (a /Rotate 90 page), page 3 is A4, the rest US Letter. */
const SIZES: Record<number, { width: number; height: number }> = { 2: SIDEWAYS, 3: A4 };
const sizeOf = (page: number) => SIZES[page] ?? LETTER;

// pdf.js is not loaded in unit tests: the document answers the page sizes as shown.
vi.mock('../viewer/use-pdf-document', () => ({
  readPdfDocument: (_file: Blob, read: (doc: unknown) => Promise<unknown>) =>
    read({ getPage: (page: number) => Promise.resolve({ getViewport: () => sizeOf(page) }) }),
}));

function word(text: string, x0: number, y0: number, width: number): TPdfWord {
  return { text, x0, y0, x1: x0 + width, y1: y0 + 10, ocr: false, start: 0, end: text.length };
}

const stamp = buildHighlight({
  id: 'stamp',
  x: 500,
  y: 20,
  w: 80,
  h: 30,
  status: 'accepted',
  code: '§ 13',
  creationMode: 'rectangular',
});

const context = (extra: Partial<RepeatContext> = {}): RepeatContext => ({
  existing: [stamp],
  wordsOn: () => undefined,
  now: 1,
  ...extra,
});

const targets = (...pages: number[]) => pages.map((page) => ({ page, ...sizeOf(page) }));
const places = (marks: readonly Highlight[]) =>
  marks.map(({ page, x, y, w, h }) => [page, x, y, w, h]);

beforeEach(() => {
  useFilesStore.setState({ files: [buildOpenFile({ pageCount: 6 })] });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useReviewStore.setState({ undo: {}, reviewer: 'kari@example.no' });
  useWordsStore.setState({ byFile: {} });
});

describe('repeatedMarks', () => {
  it('keeps the place relative to the page as shown on a page of another size or turned', () => {
    const { copies } = repeatedMarks(stamp, LETTER, targets(2, 3), context());
    const [sideways, onA4] = copies;
    expect(onA4!.x / A4.width).toBeCloseTo(500 / 612);
    expect(onA4!.y / A4.height).toBeCloseTo(20 / 792);
    expect((onA4!.x + onA4!.w) / A4.width).toBeCloseTo(580 / 612);
    // Shown sideways: the top right as the reader sees it, not as the file stores the page.
    expect(sideways!.x / SIDEWAYS.width).toBeCloseTo(500 / 612);
    expect(sideways!.y + sideways!.h).toBeLessThan(SIDEWAYS.height / 10);
  });
  it('copies the mark with its type, code and review to each page but its own', () => {
    const { copies, skipped } = repeatedMarks(stamp, LETTER, targets(1, 4, 5), context());
    expect(skipped).toBe(0);
    expect(places(copies)).toEqual([
      [4, 500, 20, 80, 30],
      [5, 500, 20, 80, 30],
    ]);
    for (const copy of copies) {
      expect(copy).toMatchObject({
        fileKey: 'a',
        type: 'MANUAL',
        creationMode: 'rectangular',
        code: '§ 13',
        status: 'accepted',
        reviewedBy: 'kari@example.no',
      });
      expect(copy.id).not.toBe(stamp.id);
    }
    expect(new Set(copies.map(({ id }) => id)).size).toBe(2);
  });

  it('skips a page that has a mark at that place, and not one with a mark elsewhere', () => {
    const there = buildHighlight({ id: 'there', page: 4, x: 500.5, y: 19.5, w: 80, h: 30 });
    const nearby = buildHighlight({ id: 'near', page: 5, x: 505, y: 20, w: 80, h: 30 });
    const { copies, skipped } = repeatedMarks(
      stamp,
      LETTER,
      targets(4, 5),
      context({ existing: [stamp, there, nearby] }),
    );
    expect(skipped).toBe(1);
    expect(copies.map(({ page }) => page)).toEqual([5]);
  });

  it('names the text under each copy of a text mark when the words are known, never the source’s', () => {
    const name = buildHighlight({
      ...stamp,
      id: 'name',
      type: 'ENTITY',
      entity: 'PERSON',
      text: 'Kari',
      status: 'suggested',
    });
    const words: Record<number, TPdfWord[]> = {
      4: [word('Ola', 505, 25, 20), word('Hansen', 530, 25, 40), word('elsewhere', 100, 400, 50)],
      5: [],
    };
    const { copies } = repeatedMarks(
      name,
      LETTER,
      targets(4, 5, 6),
      context({ wordsOn: (page) => words[page] }),
    );
    expect(copies.map(({ page, text }) => [page, text])).toEqual([
      [4, 'Ola Hansen'],
      [5, undefined],
      [6, undefined],
    ]);
    expect(copies[0]).toMatchObject({ type: 'ENTITY', entity: 'PERSON', status: 'suggested' });
  });
});

describe('repeatMark', () => {
  it('adds the copies in page units of each page, as one step Undo takes back', async () => {
    useHighlightsStore.getState().add([stamp]);
    expect(await repeatMark(stamp, [2, 3, 4])).toEqual({ added: 3, skipped: 0 });
    const marks = useHighlightsStore.getState().byFile.a!;
    expect(marks.map(({ page }) => page)).toEqual([1, 2, 3, 4]);
    expect(marks[2]!.x / A4.width).toBeCloseTo(500 / 612);

    expect(await repeatMark(stamp, [3, 4, 5])).toEqual({ added: 1, skipped: 2 });
    expect(undoReview()).toEqual(['a']);
    expect(useHighlightsStore.getState().byFile.a!.map(({ page }) => page)).toEqual([1, 2, 3, 4]);
    expect(undoReview()).toEqual(['a']);
    expect(useHighlightsStore.getState().byFile.a!.map(({ id }) => id)).toEqual(['stamp']);
  });

  it('adds nothing when the file closed meanwhile', async () => {
    useFilesStore.setState({ files: [] });
    expect(await repeatMark(stamp, [2])).toBeNull();
    expect(useHighlightsStore.getState().byFile.a).toBeUndefined();
  });
});
