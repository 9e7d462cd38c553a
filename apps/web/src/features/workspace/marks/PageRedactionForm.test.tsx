import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { sourceOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildOpenFile } from '../test-fixtures';
import { wholePageMarks } from './page-marks';
import { PageRedactionForm } from './PageRedactionForm';

const SIZES: Record<number, { width: number; height: number }> = {
  1: { width: 595, height: 842 },
  2: { width: 842, height: 595 },
  3: { width: 595, height: 842 },
};

// pdf.js is not loaded in unit tests: the document answers the page sizes of a 3-page file.
vi.mock('../viewer/use-pdf-document', () => ({
  readPdfDocument: (_file: Blob, read: (doc: unknown) => Promise<unknown>) =>
    read({
      getPage: (page: number) => Promise.resolve({ getViewport: () => SIZES[page] }),
    }),
}));

beforeEach(() => {
  startI18n();
  useFilesStore.setState({ files: [buildOpenFile({ pageCount: 3 })], currentKey: 'a' });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});

describe('whole-page marks', () => {
  it('cover each page as shown, accepted, named as whole pages', () => {
    const [mark] = wholePageMarks('a', [{ page: 2, width: 842, height: 595 }], { now: 7 });
    expect(mark).toMatchObject({ page: 2, x: 0, y: 0, w: 842, h: 595, status: 'accepted' });
    expect(sourceOf(mark!)).toBe('page');
  });

  it('marks the pages a list names, once each, and explains a list it cannot use', async () => {
    render(<PageRedactionForm />);
    const input = screen.getByRole('textbox', { name: 'Redact whole pages of a.pdf' });
    await userEvent.type(input, '2-5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There is no page 5: the file has 3 pages.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '3, 1-2{Enter}');
    const marks = () => useHighlightsStore.getState().byFile['a'] ?? [];
    await vi.waitFor(() => expect(marks()).toHaveLength(3));
    expect(marks().map(({ page, w, h }) => [page, w, h])).toEqual([
      [1, 595, 842],
      [2, 842, 595],
      [3, 595, 842],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('');

    await userEvent.type(input, '2{Enter}');
    await vi.waitFor(() => expect(input).toHaveValue(''));
    expect(marks()).toHaveLength(3);
  });
});
