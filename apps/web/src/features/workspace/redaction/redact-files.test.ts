import { PDF_PATHS, type TRedactionReport } from '@workbench/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { json } from '../../../test/fake-http';
import { DEFAULT_APPEARANCE_INPUT } from './appearance-storage';
import { DEFAULT_REDACTION_OPTIONS } from './build-mapping';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { redactFile } from './redact-files';
import { renderHook } from '@testing-library/react';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useRedaction } from './use-redaction';

const REDACTED = '%PDF-1.7 the redacted file';
const report: TRedactionReport = {
  file: 'a.pdf',
  output_name: 'a_redacted.pdf',
  areas: 1,
  words_removed: 2,
  images_touched: 0,
  annotations_removed: 0,
  existing_marks: { found: 0, choice: 'import', applied_areas: 0 },
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
    expect(outcome.redacted.name).toBe('a_redacted.pdf');
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
