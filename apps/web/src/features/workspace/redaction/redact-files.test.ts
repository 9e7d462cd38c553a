import { PDF_PATHS, type TRedactionReport } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { json } from '../../../test/fake-http';
import { DEFAULT_APPEARANCE_INPUT } from './appearance-storage';
import { DEFAULT_REDACTION_OPTIONS } from './build-mapping';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { downloadable, redactedFileName, redactFile } from './redact-files';
import { strFromU8, unzipSync } from 'fflate';
import { renderHook } from '@testing-library/react';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useRedaction } from './use-redaction';
import { useFileMarksStore } from '../file-marks/file-marks-store';
import { forgetFileMarks } from '../file-marks/read-file-marks';

const REDACTED = '%PDF-1.7 the redacted file';
const report: TRedactionReport = {
  file: 'a.pdf',
  output_name: 'a_redacted.pdf',
  areas: 1,
  words_removed: 2,
  images_touched: 0,
  annotations_removed: 0,
  existing_marks: { found: 0, choice: 'import', applied_areas: 0 },
  dropped: {},
  signatures: [],
  pages: 1,
  verification: {
    passed: true,
    areas_checked: 1,
    text_left_in_areas: 0,
    strings_checked: 1,
    leaks: [],
    still_visible_elsewhere: [],
    scanned_pages_checked: 0,
  },
};

const file = buildOpenFile();
const mark = buildHighlight();

/** The signed-in fake API answering the redact call with a PDF and its report header. */
function installRedact(answered: Promise<void> = Promise.resolve()) {
  const api = installFakeApi({ signedIn: true });
  const forms: FormData[] = [];
  const others = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (input !== PDF_PATHS.redact) return others(input, init);
    forms.push(init?.body as FormData);
    await answered;
    return new Response(new TextEncoder().encode(REDACTED), {
      headers: {
        'Content-Type': 'application/pdf',
        'X-Redaction-Report': JSON.stringify([report]),
      },
    });
  });
  return { ...api, forms };
}

const redact = () => redactFile(file, [mark], DEFAULT_REDACTION_OPTIONS, DEFAULT_APPEARANCE_INPUT);

afterEach(() => vi.unstubAllGlobals());

describe('the redaction flow', () => {
  async function redactWhile(change: () => void) {
    startI18n();
    let answer!: () => void;
    const { forms } = installRedact(new Promise<void>((resolve) => (answer = resolve)));
    useFilesStore.setState({ files: [file], currentKey: 'a', redacted: {} });
    useHighlightsStore.setState({ byFile: { a: [mark] }, selectedId: null });
    const { result } = renderHook(() => useRedaction());
    const running = result.current.redact([file]);
    await vi.waitFor(() => expect(forms).toHaveLength(1));
    change();
    answer();
    return running;
  }

  it('keeps the copy when nothing changed while the server worked', async () => {
    const done = await redactWhile(() => undefined);
    expect(done).toHaveLength(1);
    expect(useFilesStore.getState().redacted['a']).toMatchObject({ shown: true });
  });

  it('keeps no copy of marks that changed while the server worked, and says so', async () => {
    const done = await redactWhile(() =>
      useHighlightsStore.getState().add([buildHighlight({ id: 'late', x: 200 })]),
    );
    expect(done).toEqual([]);
    expect(useFilesStore.getState().redacted).toEqual({});
    expect(getToasts().map(({ message }) => message)).toContain(
      'a.pdf was not kept: its marks or the redaction settings changed while it was being redacted. Redact it again.',
    );
  });
});

describe('redacting a file, encrypted', () => {
  it('sends the file and mapping encrypted and reads the decrypted PDF and report', async () => {
    const { forms, payload } = installRedact();
    const outcome = await redact();
    expect(outcome.report).toEqual(report);
    expect(outcome.redacted.name).toBe('a-redacted.pdf');
    expect(outcome.redacted.blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await outcome.redacted.blob.arrayBuffer())).toBe(REDACTED);
    expect(forms[0]!.get('remove_images')).toBe('false');
    expect(JSON.parse(forms[0]!.get('redaction_mappings') as string)).toHaveLength(1);
    expect([...payload.uploads[0]!.form.keys()]).toEqual([
      'encryption',
      'encrypted_fields',
      'files',
    ]);
  });

  it('refuses a redacted file that does not decrypt', async () => {
    const { payload } = installRedact();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    payload.tamper.answers = true;
    await expect(redact()).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
  });

  it('refuses a redacted file sent back plain, or sealed for another request', async () => {
    const { payload } = installRedact();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    payload.tamper.plain = true;
    await expect(redact()).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
    payload.tamper.plain = false;
    payload.tamper.requestId = payload.uploads[0]!.requestId;
    await expect(redact()).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
  });

  it('shows a plain refusal as it is', async () => {
    const { fetchMock } = installRedact();
    const others = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      input === PDF_PATHS.redact
        ? json(422, { success: false, error: { code: 'UNPROCESSABLE', message: 'Leak found' } })
        : others(input, init),
    );
    await expect(redact()).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'Leak found' });
  });
});

describe('marks the file arrived with', () => {
  beforeEach(() => {
    forgetFileMarks(Object.keys(useFileMarksStore.getState().byFile));
    startI18n();
  });

  it('are said to be taken in only when they were read here', async () => {
    const { forms } = installRedact();
    await redactFile(file, [mark], DEFAULT_REDACTION_OPTIONS, DEFAULT_APPEARANCE_INPUT, {
      existingMarks: 'import',
    });
    await redact();
    expect(forms.map((form) => form.get('existing_marks'))).toEqual(['import', null]);
  });

  it('import the file read before the redaction, with only the accepted marks in the mapping', async () => {
    const { forms } = installRedact();
    useFileMarksStore
      .getState()
      .set('a', { state: 'read', count: 1, signatures: [], formData: [] });
    const unreviewed = buildHighlight({ id: 'file', fromFile: { author: null, textUnder: '' } });
    useFilesStore.setState({ files: [file], currentKey: 'a', redacted: {} });
    useHighlightsStore.setState({ byFile: { a: [mark, unreviewed] }, selectedId: null });
    const { result } = renderHook(() => useRedaction());
    await result.current.redact([file]);
    expect(forms[0]!.get('existing_marks')).toBe('import');
    const [mapping] = JSON.parse(forms[0]!.get('redaction_mappings') as string);
    expect(mapping.pages[0].sensitive).toHaveLength(1);
  });

  it('stop a file whose marks were not read, saying why, and read them again', async () => {
    const api = installRedact();
    const others = api.fetchMock.getMockImplementation()!;
    const reads: string[] = [];
    api.fetchMock.mockImplementation(async (input, init) => {
      if (input === PDF_PATHS.marks) {
        reads.push('a');
        return json(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } });
      }
      if (input !== PDF_PATHS.redact) return others(input, init);
      expect((init?.body as FormData).get('existing_marks')).toBeNull();
      return json(422, {
        success: false,
        error: {
          code: 'UNPROCESSABLE',
          message: 'a.pdf: This file holds 2 redaction marks made in another program …',
          details: {
            file: 'a.pdf',
            file_error: 'EXISTING_MARKS',
            existing_marks: [
              { page: 1, bbox: { x0: 1, y0: 1, x1: 9, y1: 9 }, overlay_text: null },
              { page: 3, bbox: { x0: 1, y0: 1, x1: 9, y1: 9 }, overlay_text: '§13' },
            ],
          },
        },
      });
    });
    useFileMarksStore.getState().set('a', { state: 'failed', isLocked: false });
    useFilesStore.setState({ files: [file], currentKey: 'a', redacted: {} });
    useHighlightsStore.setState({ byFile: { a: [mark] }, selectedId: null });
    const { result } = renderHook(() => useRedaction());
    expect(await result.current.redact([file])).toEqual([]);
    expect(getToasts().map(({ message }) => message)).toContain(
      'a.pdf was not redacted: it holds 2 redaction marks made in another program (pages 1 and 3) that had not been read here, so redacting would have dropped them unseen. They are being read again: review them under Marks, then redact again.',
    );
    await vi.waitFor(() => expect(reads).toEqual(['a']));
  });
});

describe('the redacted copy’s name', () => {
  it('carries the suffix of the reader’s language', () => {
    const nb = startI18n().getFixedT('nb');
    expect(redactedFileName('brev.PDF', nb('workspace.redactedSuffix'))).toBe('brev-sladdet.pdf');
    expect(redactedFileName('.pdf', '-redacted')).toBe('document-redacted.pdf');
  });
});

describe('the download of several redacted files', () => {
  it('holds every file under a name of its own when two have the same name', async () => {
    const copy = (key: string, name: string, text: string) => ({
      key,
      sourceKey: key.replace('-redacted', ''),
      name,
      blob: new Blob([text], { type: 'application/pdf' }),
      shown: true,
    });
    const { name, blob } = await downloadable([
      copy('a-redacted', 'letter-sladdet.pdf', '%PDF odt'),
      copy('b-redacted', 'letter-sladdet.pdf', '%PDF xlsx'),
      copy('c-redacted', 'Letter-sladdet.pdf', '%PDF docx'),
    ]);
    expect(name).toBe('redacted-files.zip');
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(
      Object.fromEntries(Object.entries(entries).map(([file, bytes]) => [file, strFromU8(bytes)])),
    ).toEqual({
      'letter-sladdet.pdf': '%PDF odt',
      'letter-sladdet (2).pdf': '%PDF xlsx',
      'Letter-sladdet (3).pdf': '%PDF docx',
    });
  });
});
