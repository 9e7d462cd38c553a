import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFilesStore } from '../files/files-store';
import { buildOpenFile } from '../test-fixtures';
import { useFileContentsStore } from './file-contents-store';
import { FileContentsPanel } from './FileContentsPanel';
import type { FileContents } from './read-file-contents';

const NOTHING: FileContents = {
  attachments: [],
  comments: [],
  metadata: [],
  hasXmp: false,
  bookmarks: [],
  hiddenValues: [],
};

function showContents(contents: Partial<FileContents>) {
  const file = buildOpenFile();
  useFilesStore.setState({ files: [file], currentKey: file.key, redacted: {} });
  useFileContentsStore.setState({
    byFile: {
      [file.key]: { state: 'read', file: file.file, contents: { ...NOTHING, ...contents } },
    },
  });
}

beforeEach(() => {
  startI18n();
});
afterEach(async () => {
  await act(() => startI18n().changeLanguage('en'));
});

describe('"Also in this file"', () => {
  it('lists each group of the current file with what redacting does with it', () => {
    showContents({
      attachments: [{ name: 'zugferd-invoice.xml', size: 11_700, description: '' }],
      comments: [{ page: 2, kind: 'Text', author: 'Ola', text: 'Call Kari on 98765432' }],
      metadata: [{ key: 'Author', value: 'Kari Nordmann' }],
      hasXmp: true,
      bookmarks: [{ title: 'Kari Nordmann, case 2024/77', depth: 0 }],
      hiddenValues: [
        { id: '5R', page: 1, field: 'contact', value: 'Kari', reason: 'hidden', box: null },
      ],
    });
    render(<FileContentsPanel />);
    const group = (name: string) => within(screen.getByRole('region', { name }));
    expect(group('Attachments').getByText('Removed when the file is redacted.')).toBeVisible();
    expect(group('Attachments').getByText('11.4 kB')).toBeVisible();
    expect(group('Comments and notes').getByText('Page 2 · Text · Ola')).toBeVisible();
    expect(
      group('Comments and notes').getByText(/Kept, unless one lies over a redacted area/),
    ).toBeVisible();
    expect(group('Document information').getByText('Kari Nordmann')).toBeVisible();
    expect(group('Document information').getByText('XMP metadata')).toBeVisible();
    expect(
      group('Bookmarks').getByText('Kept; redacted text in a title is replaced by [redacted].'),
    ).toBeVisible();
    expect(
      group('Form values not visible on the page').getByText('Page 1 · contact · hidden field'),
    ).toBeVisible();
  });

  it('says when the file holds nothing else, in Norwegian too', async () => {
    showContents({});
    render(<FileContentsPanel />);
    expect(screen.getByText(/No attachments, comments, document information/)).toBeVisible();
    await act(() => startI18n().changeLanguage('nb'));
    expect(screen.getByRole('region', { name: 'Også i denne filen' })).toBeVisible();
    expect(screen.getByText(/Ingen vedlegg, kommentarer/)).toBeVisible();
  });

  it('asks for the password of a locked file rather than saying it failed', () => {
    const file = buildOpenFile();
    useFilesStore.setState({ files: [file], currentKey: file.key, redacted: {} });
    useFileContentsStore.setState({
      byFile: { [file.key]: { state: 'failed', file: file.file, isLocked: true } },
    });
    render(<FileContentsPanel />);
    expect(screen.getByText('Unlock the file to see what else it holds.')).toBeVisible();
  });
});
