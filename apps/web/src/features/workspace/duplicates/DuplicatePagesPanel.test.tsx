import type { TPdfWord } from '@workbench/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { statusOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { useWordsStore } from '../text-selection/words-store';
import { DuplicatePagesPanel } from './DuplicatePagesPanel';
import { DEFAULT_THRESHOLD, useDuplicatesStore } from './duplicates-store';
import { letterhead, misread, samplePage, seededRandom } from './sample-letters';

// pdf.js is not loaded in unit tests: every page is A4 as shown.
vi.mock('../viewer/use-pdf-document', () => ({
  readPdfDocument: (_file: Blob, read: (doc: unknown) => Promise<unknown>) =>
    read({ getPage: () => Promise.resolve({ getViewport: () => ({ width: 595, height: 842 }) }) }),
}));

/** A page's words, ten points a letter, on lines of eight words from `top` down. */
function wordsOn(text: string, top = 100): TPdfWord[] {
  return text.split(/\s+/).map((word, index) => {
    const x0 = 50 + (index % 8) * 60;
    const y0 = top + Math.floor(index / 8) * 20;
    return {
      text: word,
      x0,
      y0,
      x1: x0 + word.length * 6,
      y1: y0 + 12,
      ocr: false,
      start: 0,
      end: 0,
    };
  });
}

const random = seededRandom(4);
const head = letterhead(random);
const LETTER = `${samplePage(random, head)}\nKari Nordmann`;
const pages = {
  a: [samplePage(random, head), LETTER, samplePage(random, head)],
  // The scan of the letter: OCR misread some letters, and the page starts lower.
  b: [misread(LETTER, 25), samplePage(random)],
};

function words(texts: string[], top = 100) {
  return {
    status: 'completed' as const,
    pages: Object.fromEntries(texts.map((text, index) => [index + 1, wordsOn(text, top)])),
  };
}

beforeEach(() => {
  startI18n();
  const file = (key: string, pageCount: number) =>
    buildOpenFile({ key, name: `${key}.pdf`, file: new File(['%PDF'], `${key}.pdf`), pageCount });
  useFilesStore.setState({ files: [file('a', 3), file('b', 2)], currentKey: 'a', pages: {} });
  useWordsStore.setState({ byFile: { a: words(pages.a), b: words(pages.b, 130) } });
  useDuplicatesStore.setState({
    status: 'idle',
    pairs: [],
    fileKeys: [],
    threshold: DEFAULT_THRESHOLD,
  });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});

describe('DuplicatePagesPanel', () => {
  it('lists the letter and its scan, follows the threshold and opens a page', async () => {
    render(<DuplicatePagesPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Find duplicate pages' }));
    expect(await screen.findByText('1 group of duplicate pages')).toBeInTheDocument();
    const group = screen.getByRole('listitem');
    expect(group).toHaveTextContent(/^9\d\s?%page 2 of a\.pdf = page 1 of b\.pdf$/);

    fireEvent.change(screen.getByRole('slider', { name: 'Similarity at least' }), {
      target: { value: '1' },
    });
    expect(screen.getByText('No pages are this alike.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Similarity at least' }), {
      target: { value: '0.9' },
    });

    await userEvent.click(
      within(screen.getByRole('listitem')).getByRole('button', { name: 'page 1 of b.pdf' }),
    );
    expect(useFilesStore.getState()).toMatchObject({ currentKey: 'b', pages: { b: 1 } });
  });

  it('says on the button what reading the files not read yet spends', () => {
    useWordsStore.setState({ byFile: { a: words(pages.a) } });
    render(<DuplicatePagesPanel />);
    expect(screen.getByRole('button', { name: 'Find duplicate pages · 2 pages' })).toBeVisible();
  });

  it('drops a closed file from the groups and says when the open files changed', async () => {
    render(<DuplicatePagesPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Find duplicate pages' }));
    expect(await screen.findByText('1 group of duplicate pages')).toBeInTheDocument();
    expect(screen.queryByText(/open files have changed/)).not.toBeInTheDocument();
    act(() => useFilesStore.getState().removeFile('b'));
    expect(screen.getByText('No pages are this alike.')).toBeInTheDocument();
    expect(
      screen.getByText('The open files have changed since: find again to compare them all.'),
    ).toBeInTheDocument();
  });

  it('copies a mark to the same text on the duplicate as a suggestion, and marks it whole', async () => {
    const name = wordsOn(LETTER).slice(-2);
    const [first, last] = [name[0]!, name[1]!];
    const mark = buildHighlight({
      id: 'name',
      text: 'Kari Nordmann',
      page: 2,
      x: first.x0,
      y: first.y0,
      w: last.x1 - first.x0,
      h: 12,
    });
    useHighlightsStore.setState({ byFile: { a: [mark] } });
    render(<DuplicatePagesPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Find duplicate pages' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy marks to duplicates' }));

    await vi.waitFor(() => expect(useHighlightsStore.getState().byFile['b']).toHaveLength(1));
    const [copy] = useHighlightsStore.getState().byFile['b']!;
    // Over the name where the scan has it, 30 points lower than on the letter.
    expect(copy).toMatchObject({ page: 1, text: 'Kari Nordmann', x: mark.x, y: mark.y + 30 });
    expect(statusOf(copy!)).toBe('suggested');
    expect(getToasts().map((toast) => toast.message)).toContain(
      '1 mark copied as a suggestion to review.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark duplicates as whole pages' }));
    await vi.waitFor(() => expect(useHighlightsStore.getState().byFile['b']).toHaveLength(2));
    expect(useHighlightsStore.getState().byFile['b']![1]).toMatchObject({
      page: 1,
      creationMode: 'page',
      w: 595,
      h: 842,
    });
    // The letter itself, the first of its group, is not marked whole.
    expect(useHighlightsStore.getState().byFile['a']).toEqual([mark]);
  });
});
