import { act, render, screen, within } from '@testing-library/react';
import type { TFileSignature } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { useFileMarksStore, type FileMarksRead } from '../file-marks/file-marks-store';
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

/** The current file read by pdf.js, and by the engine as `marks` says (unset: still reading). */
function showContents(contents: Partial<FileContents>, marks?: FileMarksRead) {
  const file = buildOpenFile();
  useFilesStore.setState({ files: [file], currentKey: file.key, redacted: {} });
  useFileContentsStore.setState({
    byFile: {
      [file.key]: { state: 'read', file: file.file, contents: { ...NOTHING, ...contents } },
    },
  });
  useFileMarksStore.setState({ byFile: marks ? { [file.key]: marks } : {} });
}

const signed = (...signatures: TFileSignature[]): FileMarksRead => ({
  state: 'read',
  count: 0,
  signatures,
  formData: [],
});

const FATE =
  'Removed when the file is redacted: a redacted file is no longer what was signed. What the signature shows on the page stays as a picture; mark the name there if it is sensitive.';

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

  it('says who signed the file and that redacting removes the signature', () => {
    showContents(
      { metadata: [{ key: 'Author', value: 'Ola' }] },
      signed(
        { field: 'Signature1', signed_by: 'Kari Nordmann', page: 1 },
        { field: 'form.approval', signed_by: null, page: 3 },
      ),
    );
    render(<FileContentsPanel />);
    const group = within(screen.getByRole('region', { name: 'Signatures' }));
    expect(group.getByRole('heading', { name: 'Signatures 2' })).toBeVisible();
    expect(group.getByText(FATE)).toBeVisible();
    expect(group.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Page 1 · Signature1 · signed by Kari Nordmann',
      'Page 3 · form.approval · signer not named',
    ]);
    expect(screen.getByRole('region', { name: 'Document information' })).toBeVisible();
  });

  it("lists an XFA form's data and says the released file does not carry it, in Norwegian too", async () => {
    showContents(
      {},
      {
        state: 'read',
        count: 0,
        signatures: [],
        formData: [
          { name: 'form1.Name', value: 'Kari Nordmann' },
          { name: 'form1.Internal.CaseNo', value: 'SAK-2026-4711' },
        ],
      },
    );
    render(<FileContentsPanel />);
    const group = within(screen.getByRole('region', { name: 'XFA form data' }));
    expect(group.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'form1.Name Kari Nordmann',
      'form1.Internal.CaseNo SAK-2026-4711',
    ]);
    expect(group.getByText(/Removed when the file is redacted/)).toBeVisible();
    await act(() => startI18n().changeLanguage('nb'));
    expect(
      within(screen.getByRole('region', { name: 'XFA-skjemadata' })).getByText(
        /Fjernes når filen sladdes/,
      ),
    ).toBeVisible();
  });

  it('says who signed the file in Norwegian', async () => {
    showContents({}, signed({ field: 'Signatur1', signed_by: 'Kari Nordmann', page: 2 }));
    render(<FileContentsPanel />);
    await act(() => startI18n().changeLanguage('nb'));
    const group = within(screen.getByRole('region', { name: 'Signaturer' }));
    expect(group.getByRole('listitem')).toHaveTextContent(
      /^Side 2 · Signatur1 · signert av Kari Nordmann$/,
    );
    expect(
      group.getByText(
        /^Fjernes når filen sladdes: en sladdet fil er ikke lenger det som ble signert/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Ingen /)).toBeNull();
  });

  it('says when the file holds nothing else, signatures included, in Norwegian too', async () => {
    showContents({}, signed());
    render(<FileContentsPanel />);
    expect(
      screen.getByText(
        'No signatures, attachments, comments, document information, bookmarks or hidden form values.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Signatures' })).toBeNull();
    await act(() => startI18n().changeLanguage('nb'));
    expect(screen.getByRole('region', { name: 'Også i denne filen' })).toBeVisible();
    expect(screen.getByText(/^Ingen signaturer, vedlegg, kommentarer/)).toBeVisible();
  });

  it('claims no signatures before the engine has said so', () => {
    showContents({});
    const { rerender } = render(<FileContentsPanel />);
    expect(
      screen.getByText(
        'No attachments, comments, document information, bookmarks or hidden form values.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Reading whether the file is signed…')).toBeVisible();
    act(() => {
      const key = useFilesStore.getState().currentKey!;
      useFileMarksStore.getState().set(key, { state: 'failed', isLocked: false });
    });
    rerender(<FileContentsPanel />);
    expect(screen.getByText(/^Could not read whether the file is signed/)).toBeVisible();
    expect(screen.queryByText(/No signatures/)).toBeNull();
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
