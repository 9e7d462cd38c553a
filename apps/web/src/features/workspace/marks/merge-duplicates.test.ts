import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { DEFAULT_REDACTION_OPTIONS, redactable } from '../redaction/build-mapping';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import { reviewCounts } from './marks-filter';
import { mergeDuplicates, withDuplicates } from './merge-duplicates';
import { acceptMarks, rejectMarks, setMarkCodes, undoReview } from './review-actions';
import { listedMarks, reviewSelected } from './review-queue';
import { useReviewStore } from './review-store';

vi.mock('../viewer/navigation', () => ({
  showHighlight: (mark: Highlight) => useHighlightsStore.getState().select(mark.id),
}));

const URL = 'https://example.org/a/very/long/path';

const hit = (id: string, extra: Partial<Highlight> = {}) =>
  buildHighlight({ id, type: 'SEARCH', text: URL, x: 10, y: 20, w: 200, h: 10, ...extra });
const found = (id: string, extra: Partial<Highlight> = {}) =>
  hit(id, { type: 'ENTITY', entity: 'URL', model: 'fast', ...extra });

const ids = (marks: readonly Highlight[]) => marks.map(({ id }) => id);

describe('merging duplicate marks', () => {
  it('makes one row of a search hit and a detection of the same text at the same place', () => {
    const rows = mergeDuplicates([hit('s'), found('d', { x: 10.4, w: 199.8, text: `${URL} ` })]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mark.id).toBe('d');
    expect(ids(rows[0]!.marks)).toEqual(['d', 's']);
    expect(rows[0]!.sources).toEqual(['detection', 'search']);
  });

  it('makes one row of two detectors finding the same words', () => {
    const rows = mergeDuplicates([found('fast'), found('advanced', { model: 'advanced' })]);
    expect(rows.map((row) => ids(row.marks))).toEqual([['fast', 'advanced']]);
    expect(rows[0]!.sources).toEqual(['detection']);
  });

  it('keeps apart other text, another place, another page or file, and boxes without text', () => {
    const rows = mergeDuplicates([
      hit('s'),
      found('other-text', { text: 'https://example.org' }),
      found('moved', { x: 12 }),
      found('taller', { h: 12 }),
      found('page-2', { page: 2 }),
      found('file-b', { fileKey: 'b' }),
      buildHighlight({ id: 'box-1' }),
      buildHighlight({ id: 'box-2' }),
    ]);
    expect(rows.map((row) => ids(row.marks))).toEqual([
      ['s'],
      ['other-text'],
      ['moved'],
      ['taller'],
      ['page-2'],
      ['file-b'],
      ['box-1'],
      ['box-2'],
    ]);
  });

  it('is to review while any of its marks is, and accepted once all are', () => {
    const accepted = { status: 'accepted' as const };
    expect(mergeDuplicates([hit('s', accepted), found('d')])[0]!.status).toBe('suggested');
    expect(mergeDuplicates([hit('s', accepted), found('d', accepted)])[0]!.status).toBe('accepted');
  });

  it('names every mark sharing a row with the ones asked for', () => {
    const marks = [hit('s'), found('d'), found('alone', { page: 2 })];
    expect(withDuplicates(['s'], marks).sort()).toEqual(['d', 's']);
    expect(withDuplicates(['alone'], marks)).toEqual(['alone']);
  });
});

describe('reviewing a merged row', () => {
  const fileMarks = () => useHighlightsStore.getState().byFile['a'] ?? [];

  beforeEach(() => {
    useFilesStore.setState({ files: [buildOpenFile()], redacted: {} });
    useReviewStore.setState({ undo: {}, rejected: [] });
    useHighlightsStore.setState({ byFile: {}, selectedId: null });
    useHighlightsStore.getState().add([hit('s'), found('d'), found('other', { page: 2 })]);
  });

  it('accepts every mark of the place, so both redact whatever kinds the options take', () => {
    expect(acceptMarks(['s'])).toBe(2);
    const searchOnly = {
      ...DEFAULT_REDACTION_OPTIONS,
      includeEntityHighlights: false,
    };
    expect(ids(redactable(fileMarks(), DEFAULT_REDACTION_OPTIONS)).sort()).toEqual(['d', 's']);
    expect(ids(redactable(fileMarks(), searchOnly))).toEqual(['s']);
  });

  it('rejects every mark of the place: nothing of a rejected row is left to redact', () => {
    acceptMarks(['d']);
    expect(redactable(fileMarks(), DEFAULT_REDACTION_OPTIONS)).toHaveLength(2);
    expect(rejectMarks(['s'])).toBe(2);
    expect(redactable(fileMarks(), DEFAULT_REDACTION_OPTIONS)).toEqual([]);
    expect(ids(fileMarks())).toEqual(['other']);
    expect(reviewCounts(fileMarks(), useReviewStore.getState().rejected, ['a'])).toMatchObject({
      total: 1,
      rejected: 0,
    });
    undoReview();
    expect(ids(fileMarks()).sort()).toEqual(['d', 'other', 's']);
  });

  it('gives every mark of the place the code set on the row', () => {
    setMarkCodes(['d'], 'offl. § 13');
    const codes = Object.fromEntries(fileMarks().map((mark) => [mark.id, mark.code]));
    expect(codes).toEqual({ s: 'offl. § 13', d: 'offl. § 13', other: undefined });
  });

  it('counts the place once in the review counts', () => {
    expect(reviewCounts(fileMarks())).toMatchObject({ total: 2, suggested: 2 });
    rejectMarks(['s', 'other']);
    const { rejected } = useReviewStore.getState();
    expect(reviewCounts(fileMarks(), rejected, ['a'])).toMatchObject({ total: 0, rejected: 2 });
  });

  it('stops once per row from the keyboard, and A on the search hit accepts the detection too', () => {
    expect(ids(listedMarks())).toEqual(['d', 'other']);
    // The viewer selected the search hit drawn under the detection.
    useHighlightsStore.getState().select('s');
    expect(reviewSelected('accept')).toBe('done');
    expect(
      fileMarks()
        .filter((mark) => mark.status === 'accepted')
        .map(({ id }) => id)
        .sort(),
    ).toEqual(['d', 's']);
    expect(useHighlightsStore.getState().selectedId).toBe('other');
  });
});

describe('a suggestion of a place already accepted', () => {
  beforeEach(() => useHighlightsStore.setState({ byFile: {}, selectedId: null }));

  it('comes in accepted with the code of the accepted twin, so its row stays reviewed', () => {
    const store = useHighlightsStore.getState();
    store.add([found('d', { status: 'accepted', code: 'offl. § 13' })]);
    store.add([hit('s'), hit('elsewhere', { y: 80 })]);
    const marks = useHighlightsStore.getState().byFile.a!;
    const rows = mergeDuplicates(marks);
    expect(rows.map((row) => [ids(row.marks), row.status])).toEqual([
      [['d', 's'], 'accepted'],
      [['elsewhere'], 'suggested'],
    ]);
    expect(marks.find(({ id }) => id === 's')).toMatchObject({ code: 'offl. § 13' });
  });

  it('stays a suggestion beside a suggested twin or other text accepted at the place', () => {
    const store = useHighlightsStore.getState();
    store.add([found('d'), hit('other', { text: 'Kari', status: 'accepted', y: 80 })]);
    store.add([hit('s'), hit('kari', { text: 'Kari Nordmann', y: 80 })]);
    const marks = useHighlightsStore.getState().byFile.a!;
    expect(marks.filter((mark) => mark.status === 'accepted').map(({ id }) => id)).toEqual([
      'other',
    ]);
  });
});
