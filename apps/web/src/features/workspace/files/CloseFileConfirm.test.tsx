import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { CloseFileConfirm } from './CloseFileConfirm';
import { FilesPanel } from './FilesPanel';
import { useFilesStore } from './files-store';

function renderPanel() {
  render(
    <>
      <FilesPanel />
      <CloseFileConfirm />
    </>,
  );
}

const openKeys = () => useFilesStore.getState().files.map((file) => file.key);

beforeEach(() => {
  startI18n();
  useFilesStore.setState({
    files: [buildOpenFile(), buildOpenFile({ key: 'b', name: 'b.pdf' })],
    currentKey: 'a',
    selectedKeys: [],
    redacted: {},
  });
  useHighlightsStore.setState({ selectedId: null, byFile: {} });
  useHighlightsStore
    .getState()
    .add([buildHighlight({ id: 'one' }), buildHighlight({ id: 'two', page: 2 })]);
});

describe('closing a file', () => {
  it('asks before a file with marks is closed, and keeps it and its marks on Cancel', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Close a.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Close a.pdf?' });
    expect(dialog).toHaveTextContent('Its 2 marks and the review of them are discarded.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(openKeys()).toEqual(['a', 'b']);
    expect(useHighlightsStore.getState().byFile.a).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Close a.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close and discard' }));
    expect(openKeys()).toEqual(['b']);
    expect(useHighlightsStore.getState().byFile.a ?? []).toHaveLength(0);
  });

  it('closes a file without marks or a redacted copy at once', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Close b.pdf' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openKeys()).toEqual(['a']);
  });
});
