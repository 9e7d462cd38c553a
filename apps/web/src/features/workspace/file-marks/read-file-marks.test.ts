import { PDF_PATHS, type TExistingMark, type TFileSignature } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { installFakeApi } from '../../../test/fake-api';
import { json, ok } from '../../../test/fake-http';
import { useFilesStore } from '../files/files-store';
import { statusOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildOpenFile } from '../test-fixtures';
import { useFileMarksStore } from './file-marks-store';
import { forgetFileMarks, marksChoiceFor, readFileMarks } from './read-file-marks';

const MARK: TExistingMark = {
  page: 1,
  bbox: { x0: 95, y0: 100, x1: 172, y1: 114 },
  boxes: [{ x0: 95, y0: 100, x1: 172, y1: 114 }],
  overlay_text: null,
  author: null,
  text: '01017012345',
};

const file = buildOpenFile();
const t = startI18n().t;

/** The signed-in fake API answering the marks call with `answer` (after `answered`). */
function installMarks(answer: () => Response, answered: Promise<void> = Promise.resolve()) {
  const api = installFakeApi({ signedIn: true });
  const others = api.fetchMock.getMockImplementation()!;
  let calls = 0;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (input !== PDF_PATHS.marks) return others(input, init);
    calls += 1;
    await answered;
    return answer();
  });
  return { calls: () => calls };
}

const found =
  (marks: TExistingMark[], signatures: TFileSignature[] = []) =>
  () =>
    ok({ file: 'a.pdf', pages: 1, existing_marks: marks, signatures, form_data: [] });
const messages = () => getToasts().map(({ message }) => message);

beforeEach(() => {
  forgetFileMarks(Object.keys(useFileMarksStore.getState().byFile));
  useFilesStore.setState({ files: [file], currentKey: 'a', redacted: {} });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('reading the marks a file arrived with', () => {
  it('lists them as suggestions, says so, and lets a redaction import them', async () => {
    installMarks(found([MARK]));
    await readFileMarks(file, t);
    const [mark] = useHighlightsStore.getState().byFile['a']!;
    expect(mark).toMatchObject({ text: '01017012345', fromFile: { author: null } });
    expect(statusOf(mark!)).toBe('suggested');
    expect(messages()).toContain(
      'a.pdf holds 1 redaction mark made in another program. Review it under Marks (source “In the file”).',
    );
    expect(await marksChoiceFor('a')).toEqual({ choice: 'import', justListed: 0 });
  });

  it('keeps who signed the file for "Also in this file", and lists no suggestion for it', async () => {
    const signature = { field: 'Signature1', signed_by: 'Kari Nordmann', page: 1 };
    installMarks(found([], [signature]));
    await readFileMarks(file, t);
    expect(useFileMarksStore.getState().byFile['a']).toEqual({
      state: 'read',
      count: 0,
      signatures: [signature],
      formData: [],
    });
    expect(useHighlightsStore.getState().byFile['a']).toBeUndefined();
  });

  it('does not list a mark twice when the file is read again or its marks were restored', async () => {
    installMarks(found([MARK]));
    await readFileMarks(file, t);
    const [mark] = useHighlightsStore.getState().byFile['a']!;
    useHighlightsStore.setState({ byFile: { a: [{ ...mark!, status: 'accepted' }] } });
    await readFileMarks(file, t);
    expect(useHighlightsStore.getState().byFile['a']!.map(statusOf)).toEqual(['accepted']);
  });

  it('says when a failed read leaves the file without a choice, so the server can refuse it', async () => {
    installMarks(() =>
      json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }),
    );
    await readFileMarks(file, t);
    expect(useHighlightsStore.getState().byFile['a']).toBeUndefined();
    expect(useFileMarksStore.getState().byFile['a']).toEqual({ state: 'failed', isLocked: false });
    expect(messages()).toContain(
      'Could not read whether a.pdf holds redaction marks made in another program: the check did not succeed. You can go on working; if it holds such marks, redacting it stops and says so.',
    );
    expect(await marksChoiceFor('a')).toEqual({ choice: undefined, justListed: 0 });
  });

  it('stays quiet about a password-protected file: its unlocked copy is read instead', async () => {
    const before = messages().length;
    installMarks(() =>
      json(422, {
        success: false,
        error: {
          code: 'UNPROCESSABLE',
          message: 'a.pdf: The PDF is password-protected',
          details: { file: 'a.pdf', file_error: 'ENCRYPTED' },
        },
      }),
    );
    await readFileMarks(file, t);
    expect(useFileMarksStore.getState().byFile['a']).toEqual({ state: 'failed', isLocked: true });
    expect(messages()).toHaveLength(before);
  });

  it('makes a redaction begun while it reads wait, and hold back marks nobody reviewed yet', async () => {
    let answer!: () => void;
    const { calls } = installMarks(
      found([MARK]),
      new Promise<void>((resolve) => (answer = resolve)),
    );
    const reading = readFileMarks(file, t);
    expect(readFileMarks(file, t)).toBe(reading);
    const choosing = marksChoiceFor('a');
    answer();
    expect(await choosing).toEqual({ choice: 'import', justListed: 1 });
    expect(calls()).toBe(1);
  });

  it('adds nothing for a file closed while it read', async () => {
    let answer!: () => void;
    installMarks(found([MARK]), new Promise<void>((resolve) => (answer = resolve)));
    const reading = readFileMarks(file, t);
    useFilesStore.setState({ files: [] });
    forgetFileMarks(['a']);
    answer();
    await reading;
    expect(useHighlightsStore.getState().byFile['a']).toBeUndefined();
    expect(useFileMarksStore.getState().byFile['a']).toBeUndefined();
  });
});
