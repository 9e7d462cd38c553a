import { PDF_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, setCookie } from '../../../test/fake-http';
import { stubEncryptedFetch } from '../../../test/fake-payload-server';
import { useFilesStore } from '../files/files-store';
import { buildOpenFile } from '../test-fixtures';
import type { Highlight } from './highlight';
import {
  addOccurrences,
  deleteSameEntity,
  deleteSameText,
  highlightSameText,
  startIgnoredSuggestionsCleanup,
} from './highlight-actions';
import { emitWordsIgnored } from '../../settings/settings-events';
import { useHighlightsStore } from './highlights-store';
import { undoReview } from '../marks/review-actions';

function highlight(id: string, extra: Partial<Highlight> = {}): Highlight {
  return {
    id,
    fileKey: 'a',
    page: 1,
    type: 'ENTITY',
    color: '#ffd771',
    opacity: 0.4,
    timestamp: 0,
    x: 100,
    y: 100,
    w: 40,
    h: 10,
    ...extra,
  };
}

function ids(fileKey = 'a') {
  return (useHighlightsStore.getState().byFile[fileKey] ?? []).map((item) => item.id);
}

beforeEach(() => {
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useFilesStore.setState({ files: [] });
});

afterEach(() => vi.unstubAllGlobals());

describe('words ignored on the settings page', () => {
  it('take their suggestions out of the open files, and leave accepted marks', () => {
    const stop = startIgnoredSuggestionsCleanup();
    useHighlightsStore.setState({
      byFile: {
        a: [
          highlight('oslo', { text: 'Oslo' }),
          highlight('oslo-kept', { text: 'Oslo', status: 'accepted' }),
          highlight('bergen', { text: 'Bergen' }),
        ],
        b: [highlight('oslo-b', { fileKey: 'b', text: ' OSLO ' })],
      },
    });
    emitWordsIgnored(['oslo']);
    expect(ids('a')).toEqual(['oslo-kept', 'bergen']);
    expect(ids('b')).toEqual([]);
    stop();
    emitWordsIgnored(['Bergen']);
    expect(ids('a')).toEqual(['oslo-kept', 'bergen']);
  });
});

describe('deleteSameEntity', () => {
  it('removes the entity highlights of that type in that file only', () => {
    useHighlightsStore
      .getState()
      .add([
        highlight('p1', { entity: 'PERSON' }),
        highlight('p2', { entity: 'PERSON', page: 3 }),
        highlight('e1', { entity: 'EMAIL' }),
        highlight('s1', { type: 'SEARCH', entity: 'PERSON' }),
        highlight('other', { entity: 'PERSON', fileKey: 'b' }),
      ]);
    expect(deleteSameEntity(highlight('p1', { entity: 'PERSON' }))).toBe(2);
    expect(ids()).toEqual(['e1', 's1']);
    expect(ids('b')).toEqual(['other']);
  });

  it('answers null for a highlight without an entity, and 0 when nothing matches', () => {
    expect(deleteSameEntity(highlight('x'))).toBeNull();
    expect(deleteSameEntity(highlight('m', { type: 'MANUAL', entity: 'PERSON' }))).toBeNull();
    expect(deleteSameEntity(highlight('x', { entity: 'PERSON' }))).toBe(0);
  });
});

describe('deleteSameText', () => {
  it('removes highlights of any type in the file whose text matches ignoring case and spaces', () => {
    useHighlightsStore
      .getState()
      .add([
        highlight('a1', { text: 'Kari Nordmann' }),
        highlight('a2', { text: '  kari nordmann ', type: 'MANUAL' }),
        highlight('a3', { text: 'Kari' }),
        highlight('a4'),
        highlight('b1', { text: 'Kari Nordmann', fileKey: 'b' }),
      ]);
    expect(deleteSameText(highlight('a1', { text: 'KARI NORDMANN' }))).toBe(2);
    expect(ids()).toEqual(['a3', 'a4']);
    expect(ids('b')).toEqual(['b1']);
  });

  it('answers null for a highlight without text', () => {
    expect(deleteSameText(highlight('a', { text: '   ' }))).toBeNull();
  });
});

describe('addOccurrences', () => {
  const source = highlight('src', { entity: 'PERSON', model: 'fast', score: 0.9, text: 'Kari' });
  const at = (x: number, w = 40, h = 10, page = 1, fileKey = 'a') => ({
    fileKey,
    page,
    text: 'kari',
    x,
    y: 100,
    w,
    h,
  });

  beforeEach(() => useHighlightsStore.getState().add([source]));

  it('adds copies of type, colour, entity and model where nothing of that type is yet', () => {
    expect(addOccurrences(source, [at(100), at(300), at(100, 40, 10, 2)])).toBe(2);
    const added = useHighlightsStore.getState().byFile.a!.slice(1);
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({ type: 'ENTITY', color: '#ffd771', entity: 'PERSON' });
    expect(added[0]).toMatchObject({ model: 'fast', text: 'kari', page: 1, x: 300, w: 40 });
    expect(added[1]).toMatchObject({ page: 2, x: 100 });
    expect(added[0]!.id).not.toBe(added[1]!.id);
  });

  it("adds occurrences in another file there, where the source's own marks cover nothing", () => {
    expect(addOccurrences(source, [at(100, 40, 10, 1, 'b')])).toBe(1);
    expect(useHighlightsStore.getState().byFile.b).toMatchObject([
      { fileKey: 'b', page: 1, x: 100, entity: 'PERSON', status: 'suggested' },
    ]);
  });

  it('gives the copies the exemption code the user chose for the source', () => {
    const coded = { ...source, id: 'coded', code: '§ 13' };
    expect(addOccurrences(coded, [at(300)])).toBe(1);
    expect(useHighlightsStore.getState().byFile.a!.at(-1)).toMatchObject({ code: '§ 13' });
  });

  it('credits occurrences of an accepted mark to whoever accepted it', () => {
    const accepted = {
      ...source,
      id: 'ok',
      status: 'accepted' as const,
      reviewedBy: 'ola@example.no',
    };
    useHighlightsStore.getState().add([accepted]);
    expect(addOccurrences(accepted, [at(300)])).toBe(1);
    expect(useHighlightsStore.getState().byFile.a!.at(-1)).toMatchObject({
      status: 'accepted',
      reviewedBy: 'ola@example.no',
    });
  });

  it("is one step of review's Undo: the added occurrences go, the source stays", () => {
    expect(addOccurrences(source, [at(300), at(100, 40, 10, 2)])).toBe(2);
    expect(undoReview()).toEqual(['a']);
    expect(useHighlightsStore.getState().byFile.a!.map(({ id }) => id)).toEqual(['src']);
  });

  it('does not count a highlight of another type as covering the place', () => {
    useHighlightsStore.getState().add([highlight('search', { type: 'SEARCH', x: 300 })]);
    expect(addOccurrences(source, [at(300)])).toBe(1);
  });

  it('adds overlapping occurrences once', () => {
    expect(addOccurrences(source, [at(300), at(301)])).toBe(1);
  });

  it('treats an overlap of 5 % of the smaller box as the same place, less as another', () => {
    // A far larger box, so only the overlap can match: 2 × 10 of 400 units is 5 %.
    expect(addOccurrences(source, [{ ...at(138, 400, 100) }])).toBe(0);
    expect(addOccurrences(source, [{ ...at(139, 400, 100) }])).toBe(1);
  });

  it('treats centres up to 50 units apart as the same place, further as another', () => {
    expect(addOccurrences(source, [at(150)])).toBe(0);
    expect(addOccurrences(source, [at(150.5)])).toBe(1);
  });

  it('matches near centres only when the areas differ by at most 70 %', () => {
    expect(addOccurrences(source, [at(150, 12)])).toBe(0); // 120 of 400 units: 70 % smaller
    expect(addOccurrences(source, [at(150, 11)])).toBe(1); // 110 of 400 units: 72.5 % smaller
  });
});

describe('highlightSameText', () => {
  const file = buildOpenFile({ pageCount: 2 });
  const other = buildOpenFile({
    key: 'b',
    name: 'b.pdf',
    file: new File(['%PDF-1.7'], 'b.pdf', { type: 'application/pdf' }),
  });

  type Pages = { page: number; matches: object[] }[];

  function searchAnswer(...files: Pages[]) {
    return ok({
      batch_summary: { total_files: 1, successful: 1, failed: 0, total_matches: 0, search_time: 0 },
      file_results: files.map((pages, index) => ({
        file: `${'ab'[index]}.pdf`,
        status: 'success',
        results: { total_matches: 0, match_details: { pages } },
      })),
    });
  }

  const match = (x0: number) => ({
    bbox: { x0, y0: 100, x1: x0 + 40, y1: 110 },
    text: 'KARI',
    term: 'Kari',
  });

  it('searches every open file case-insensitively and marks the new matches in each', async () => {
    setCookie('csrf_token', 'token');
    useFilesStore.setState({ files: [file, other] });
    const source = highlight('src', { type: 'SEARCH', text: ' Kari ' });
    useHighlightsStore.getState().add([source]);
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        searchAnswer(
          [
            { page: 1, matches: [match(100), match(300)] },
            { page: 2, matches: [match(100)] },
          ],
          [{ page: 1, matches: [match(100)] }],
        ),
      ),
    );
    stubEncryptedFetch(fetchMock);

    expect(await highlightSameText(source)).toBe(3);

    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(PDF_PATHS.search);
    const form = init.body as FormData;
    expect(form.get('search_terms')).toBe('["Kari"]');
    expect(form.get('case_sensitive')).toBe('false');
    expect(form.getAll('files').map((sent) => (sent as File).name)).toEqual(['a.pdf', 'b.pdf']);
    const added = useHighlightsStore.getState().byFile.a!.slice(1);
    expect(added.map(({ page, x, text, type }) => ({ page, x, text, type }))).toEqual([
      { page: 1, x: 300, text: 'KARI', type: 'SEARCH' },
      { page: 2, x: 100, text: 'KARI', type: 'SEARCH' },
    ]);
    expect(useHighlightsStore.getState().byFile.b).toMatchObject([
      { fileKey: 'b', page: 1, x: 100, text: 'KARI', type: 'SEARCH' },
    ]);
  });

  it('adds nothing to a file closed while the server searched', async () => {
    setCookie('csrf_token', 'token');
    useFilesStore.setState({ files: [file, other] });
    const source = highlight('src', { type: 'SEARCH', text: 'Kari' });
    useHighlightsStore.getState().add([source]);
    stubEncryptedFetch(
      vi.fn(() => {
        useFilesStore.setState({ files: [file] });
        return Promise.resolve(
          searchAnswer([{ page: 1, matches: [match(300)] }], [{ page: 1, matches: [match(100)] }]),
        );
      }),
    );
    expect(await highlightSameText(source)).toBe(1);
    expect(useHighlightsStore.getState().byFile.b).toBeUndefined();
  });

  it('answers null without text or an open file, and rejects when the file failed', async () => {
    expect(await highlightSameText(highlight('x', { text: 'Kari' }))).toBeNull();
    useFilesStore.setState({ files: [file] });
    expect(await highlightSameText(highlight('x'))).toBeNull();

    setCookie('csrf_token', 'token');
    const failed = ok({
      batch_summary: { total_files: 1, successful: 0, failed: 1, total_matches: 0, search_time: 0 },
      file_results: [
        { file: 'a.pdf', status: 'error', error: { code: 'ENCRYPTED', message: 'Encrypted' } },
      ],
    });
    stubEncryptedFetch(vi.fn(() => Promise.resolve(failed)));
    await expect(highlightSameText(highlight('x', { text: 'Kari' }))).rejects.toThrow();
  });
});
