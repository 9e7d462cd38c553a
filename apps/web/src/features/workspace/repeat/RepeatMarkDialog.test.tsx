import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useContextMenuStore } from '../highlights/context-menu-store';
import { HighlightLayer } from '../highlights/HighlightLayer';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';

// pdf.js is not loaded in unit tests: every page of the document is US Letter.
vi.mock('../viewer/use-pdf-document', () => ({
  readPdfDocument: (_file: Blob, read: (doc: unknown) => Promise<unknown>) =>
    read({
      getPage: () => Promise.resolve({ getViewport: () => ({ width: 612, height: 792 }) }),
    }),
}));

const stamp = buildHighlight({ id: 'stamp', x: 500, y: 20, w: 80, h: 30, code: '§ 13' });

const pages = () => (useHighlightsStore.getState().byFile['a'] ?? []).map(({ page }) => page);

function openDialog() {
  render(<HighlightLayer fileKey="a" page={1} scale={1} />);
  fireEvent.contextMenu(document.querySelector('[data-highlight-id="stamp"]')!, {
    clientX: 100,
    clientY: 100,
  });
  fireEvent.click(screen.getByRole('menuitem', { name: 'Repeat on pages…' }));
  return screen.getByRole('dialog', { name: 'Repeat on pages' });
}

beforeEach(() => {
  startI18n();
  useFilesStore.setState({ files: [buildOpenFile({ pageCount: 6 })] });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useHighlightsStore.getState().add([stamp]);
  useContextMenuStore.setState({ target: null });
});

describe('repeating a mark from its context menu', () => {
  it('copies it to the even pages and says on how many', async () => {
    const dialog = openDialog();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'All pages' })).toHaveFocus();
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleName(
      'Copy the mark on page 1 to',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Even pages' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pages()).toEqual([1, 2, 4, 6]);
    expect(useHighlightsStore.getState().byFile['a']![1]).toMatchObject({
      x: 500,
      y: 20,
      w: 80,
      h: 30,
      code: '§ 13',
    });
    expect(getToasts().map(({ message }) => message)).toContain(
      'The mark was repeated on 3 pages.',
    );
  });

  it('explains a list of pages it cannot use, and repeats on the list once corrected', async () => {
    useHighlightsStore.getState().add([{ ...stamp, id: 'there', page: 3 }]);
    const dialog = openDialog();
    const input = within(dialog).getByRole('textbox', {
      name: 'Pages to copy the mark to, of 6 pages',
    });
    await userEvent.type(input, '2-9{Enter}');
    expect(within(dialog).getByRole('radio', { name: 'Pages:' })).toBeChecked();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'There is no page 9: the file has 6 pages.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '1{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Page 1 is the mark’s own page: choose other pages.',
    );
    expect(pages()).toEqual([1, 3]);

    await userEvent.clear(input);
    await userEvent.type(input, '2-3, 5{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pages()).toEqual([1, 3, 2, 5]);
    expect(getToasts().map(({ message }) => message)).toContain(
      'The mark was repeated on 2 pages. 1 page had it already.',
    );
  });

  it('says so when every chosen page has the mark already', async () => {
    useHighlightsStore
      .getState()
      .add([2, 4, 6].map((page) => ({ ...stamp, id: `p${page}`, page })));
    const dialog = openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Even pages' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pages()).toEqual([1, 2, 4, 6]);
    expect(getToasts().at(-1)).toMatchObject({
      kind: 'info',
      message: 'Every page you chose already has this mark.',
    });
  });

  it('adds nothing when cancelled', async () => {
    const dialog = openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pages()).toEqual([1]);
  });
});
