import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import type { Highlight } from '../highlights/highlight';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { useRedactionStore } from './redaction-store';
import { useRedaction } from './use-redaction';

const sent = vi.hoisted(() => ({ marks: new Map<string, number>() }));

vi.mock('./redact-files', async (original) => ({
  ...(await original<object>()),
  redactFile: async (file: OpenFile, marks: readonly Highlight[]) => {
    sent.marks.set(file.name, marks.length);
    if (file.name === 'broken.pdf') throw new Error('the check of the result failed');
    const blob = new Blob(['%PDF-']);
    const redacted = { key: `${file.key}-r`, sourceKey: file.key, name: file.name, blob };
    return { redacted: { ...redacted, shown: true }, report: null, areas: [...marks] };
  },
}));
vi.mock('../file-marks/read-file-marks', () => ({
  marksChoiceFor: async () => ({ choice: undefined, justListed: 0 }),
  readFileMarks: async () => undefined,
}));
vi.mock('../../settings/settings-api', () => ({
  fetchGeneralSettings: async () => ({ save_redaction_history: false }),
}));

const messages = () => getToasts().map((shown) => `${shown.kind}: ${shown.message}`);

beforeEach(() => {
  startI18n();
  sent.marks.clear();
  useRedactionStore.setState({ running: false, scope: 'all' });
  useHighlightsStore.setState({ selectedId: null, byFile: {} });
  useHighlightsStore.getState().add([buildHighlight({ id: 'm', fileKey: 'a' })]);
});

describe('a release of several files', () => {
  it('releases a file without marks sanitised, and says all were released', async () => {
    useFilesStore.setState({
      files: [buildOpenFile(), buildOpenFile({ key: 'b', name: 'plain.pdf' })],
      redacted: {},
    });
    const { result } = renderHook(() => useRedaction());
    const released = await act(() => result.current.redactScope('all'));
    expect(released.map((file) => file.sourceKey)).toEqual(['a', 'b']);
    expect(Object.fromEntries(sent.marks)).toEqual({ 'a.pdf': 1, 'plain.pdf': 0 });
    expect(messages()).toContain(
      'success: All 2 files were released and checked. Without marks, so sanitised only (metadata, attachments, scripts and hidden content removed): 1.',
    );
    expect(messages().join('\n')).not.toContain('plain.pdf: no marks');
  });

  it('says of one file released without marks that it was sanitised only', async () => {
    useFilesStore.setState({
      files: [buildOpenFile({ key: 'b', name: 'plain.pdf' })],
      redacted: {},
    });
    const { result } = renderHook(() => useRedaction());
    await act(() => result.current.redactScope('all'));
    expect(messages()).toContain(
      'success: plain.pdf: no marks, so nothing on its pages was removed; the file was sanitised (metadata, attachments, scripts and hidden content) and checked.',
    );
  });

  it('names the files a save could not release, beside those it did', async () => {
    const already = { key: 'a-r', sourceKey: 'a', name: 'a.pdf', blob: new Blob(), shown: true };
    useFilesStore.setState({
      files: [
        buildOpenFile(),
        buildOpenFile({ key: 'b', name: 'broken.pdf' }),
        buildOpenFile({ key: 'c', name: 'plain.pdf' }),
      ],
      redacted: { a: already },
    });
    const { result } = renderHook(() => useRedaction());
    await act(() => result.current.download('all'));
    // The copy made already is saved as it is; the two others are redacted now.
    expect([...sent.marks.keys()]).toEqual(['broken.pdf', 'plain.pdf']);
    expect(messages()).toContain(
      'warning: 2 of 3 files were released. Not released: broken.pdf. The notices above say why.',
    );
  });
});
