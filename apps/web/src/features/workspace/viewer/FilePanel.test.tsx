import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { buildOpenFile } from '../test-fixtures';
import { FilePanel } from './FilePanel';

const first = buildOpenFile({ key: 'a', name: 'a.pdf', expanded: false });
const second = buildOpenFile({ key: 'b', name: 'b.pdf', expanded: false });

function show() {
  const { files, currentKey } = useFilesStore.getState();
  return render(
    <>
      {files.map((file) => (
        <FilePanel
          key={file.key}
          file={file}
          isCurrent={file.key === currentKey}
          isSelected={false}
          zoom={1}
          width={800}
          root={null}
        />
      ))}
    </>,
  );
}

describe('FilePanel header', () => {
  beforeEach(() => {
    startI18n();
    useFilesStore.setState({ files: [first, second], currentKey: 'a' });
  });
  afterEach(() => useFilesStore.setState({ files: [], currentKey: null }));

  it('makes a file current when its name is clicked, without collapsing or expanding it', () => {
    const view = show();
    fireEvent.click(screen.getByRole('button', { name: 'b.pdf' }));
    expect(useFilesStore.getState().currentKey).toBe('b');
    expect(useFilesStore.getState().files.map((file) => file.expanded)).toEqual([false, false]);
    view.unmount();
    show();
    expect(screen.getByRole('button', { name: 'b.pdf' })).toHaveAttribute('aria-current', 'true');
  });

  it('marks only the current file as current, to the eye and to a screen reader', () => {
    show();
    expect(screen.getByRole('button', { name: 'a.pdf' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'b.pdf' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Current file')).toHaveLength(1);
  });

  it('collapses and expands from its own chevron', () => {
    show();
    const chevron = screen.getByRole('button', { name: 'Expand b.pdf' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(chevron);
    expect(useFilesStore.getState().files[1]?.expanded).toBe(true);
  });
});
