import { PDF_PATHS, type TExistingMark, type TRedactionMapping } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { installFakeApi } from '../../../test/fake-api';
import { fail, ok } from '../../../test/fake-http';
import { useFilesStore } from '../files/files-store';
import { entityTypeOf, sourceOf, statusOf } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { importXfdfInto, saveMarksFor } from './exchange-actions';

const file = buildOpenFile();
const t = startI18n().t;
const messages = () => getToasts().map(({ message }) => message);

/** The fake API answering `path` with `answer`, recording the forms sent there. */
function answer(path: string, respond: () => Response) {
  const api = installFakeApi({ signedIn: true });
  const others = api.fetchMock.getMockImplementation()!;
  const forms: FormData[] = [];
  api.fetchMock.mockImplementation(async (input, init) => {
    if (input !== path) return others(input, init);
    forms.push(init?.body as FormData);
    return respond();
  });
  return forms;
}

const XFDF_MARK: TExistingMark = {
  page: 1,
  bbox: { x0: 95, y0: 100, x1: 172, y1: 114 },
  boxes: [{ x0: 95, y0: 100, x1: 172, y1: 114 }],
  overlay_text: 'Offl. § 13',
  author: 'Advokat',
  text: 'Kari Nordmann',
  entity_type: 'PERSON',
};

beforeEach(() => {
  useFilesStore.setState({ files: [file], currentKey: 'a', redacted: {} });
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('marks out for review elsewhere', () => {
  it('sends the accepted marks (not the suggestions) and saves the marked copy under its name', async () => {
    const report = JSON.stringify([{ file: 'a.pdf', output_name: 'a-marked.pdf', marks: 1 }]);
    const forms = answer(
      PDF_PATHS.markedCopy,
      () =>
        new Response(new TextEncoder().encode('%PDF-1.7'), {
          // Every file answer carries its report: the browser opens it with the sealed file.
          headers: { 'Content-Type': 'application/pdf', 'X-Redaction-Report': report },
        }),
    );
    useHighlightsStore.getState().add([
      buildHighlight({
        id: 'kept',
        x: 10,
        y: 20,
        w: 30,
        h: 10,
        status: 'accepted',
        text: 'Kari',
      }),
      buildHighlight({
        id: 'open',
        x: 50,
        y: 60,
        w: 30,
        h: 10,
        status: 'suggested',
        type: 'SEARCH',
      }),
    ]);
    await saveMarksFor(file, 'pdf', true, t);
    const [form] = forms;
    const [mapping] = JSON.parse(form!.get('redaction_mappings') as string) as TRedactionMapping[];
    expect(mapping!.pages[0]!.sensitive).toEqual([
      expect.objectContaining({ bbox: { x0: 10, y0: 20, x1: 40, y1: 30 }, original_text: 'Kari' }),
    ]);
    expect(form!.get('include_text')).toBe('true');
    expect(messages()).toEqual(['a-marked.pdf saved with 1 mark.']);
  });

  it('says why an export failed', async () => {
    answer(PDF_PATHS.xfdf, () => fail('UNPROCESSABLE', 'a.pdf: The PDF is damaged or truncated'));
    useHighlightsStore.getState().add([buildHighlight({ status: 'accepted' })]);
    await saveMarksFor(file, 'xfdf', false, t);
    expect(messages().at(-1)).toMatch(/^The marks of a.pdf could not be exported: .*damaged/);
  });
});

describe('marks in from an XFDF', () => {
  const xfdf = new File(['<xfdf/>'], 'review.xfdf');
  const imported = () =>
    ok({
      files: [
        {
          file: 'a.pdf',
          pages: 1,
          existing_marks: [],
          imported_marks: [XFDF_MARK],
          redaction_mapping: { pages: [] },
        },
      ],
    });

  it('become suggestions, source "Imported (XFDF)", with their type, code and reviewer — once', async () => {
    const forms = answer(PDF_PATHS.importMarks, imported);
    await importXfdfInto(file, xfdf, t);
    await importXfdfInto(file, xfdf, t);
    expect(forms[0]!.get('xfdf')).toBe('<xfdf/>');
    const marks = useHighlightsStore.getState().byFile['a']!;
    expect(marks).toHaveLength(1);
    const [mark] = marks;
    expect(statusOf(mark!)).toBe('suggested');
    expect(sourceOf(mark!)).toBe('imported');
    expect(entityTypeOf(mark!)).toBe('PERSON');
    expect(mark).toMatchObject({
      code: 'Offl. § 13',
      text: 'Kari Nordmann',
      fromFile: { author: 'Advokat' },
    });
    expect(messages()).toContain(
      '1 mark from review.xfdf added to a.pdf as a suggestion (source “Imported (XFDF)”). Review it under Marks.',
    );
  });

  it('adds no mark at a place the file has one already, and says so', async () => {
    answer(PDF_PATHS.importMarks, imported);
    // The search match the XFDF was exported from: the same rectangle, another id.
    const searched = { x: 95, y: 100, w: 77, h: 14, page: 1, text: 'Kari Nordmann' };
    useHighlightsStore
      .getState()
      .add([buildHighlight({ id: 'search-1', fileKey: 'a', type: 'SEARCH', ...searched })]);
    await importXfdfInto(file, xfdf, t);
    expect(useHighlightsStore.getState().byFile['a']!.map(({ id }) => id)).toEqual(['search-1']);
    expect(messages()).toContain(
      'Every mark in review.xfdf is listed on a.pdf already: nothing was added.',
    );
  });

  it('says why an XFDF was refused, and adds nothing', async () => {
    answer(PDF_PATHS.importMarks, () =>
      fail('VALIDATION_ERROR', 'The XFDF file is not well-formed XML: unclosed tag'),
    );
    await importXfdfInto(file, xfdf, t);
    expect(useHighlightsStore.getState().byFile['a'] ?? []).toEqual([]);
    expect(messages().at(-1)).toBe(
      'The marks in review.xfdf could not be imported: The XFDF file is not well-formed XML: unclosed tag.',
    );
  });
});
