import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { statusOf, type Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { buildHighlight, buildOpenFile } from '../test-fixtures';
import {
  filterChoices,
  filterMarks,
  groupByType,
  marksInOrder,
  NO_FILTER,
  reviewCounts,
  usableFilter,
} from './marks-filter';
import { codeOf } from './exemption';
import { acceptMarks, clearMarks, rejectMarks, setMarkCodes, undoReview } from './review-actions';
import { nextSuggestion, reviewSelected } from './review-queue';
import { UNDO_LIMIT, useReviewStore } from './review-store';
import { removeQueryHighlights, searchHighlightId } from '../search/search-highlights';

vi.mock('../viewer/navigation', () => ({
  showHighlight: (mark: Highlight) => useHighlightsStore.getState().select(mark.id),
}));

const person = (id: string, page: number, y: number, extra: Partial<Highlight> = {}) =>
  buildHighlight({ id, page, y, type: 'ENTITY', entity: 'PERSON', model: 'fast', ...extra });

/** Two files: 'a' with a box, two names and a search match; 'b' with one name. */
function openMarks() {
  useFilesStore.setState({
    files: [buildOpenFile(), buildOpenFile({ key: 'b', name: 'b.pdf' })],
    redacted: {},
  });
  const marks = [
    person('p2', 2, 10, { text: 'Kari Nordmann' }),
    buildHighlight({ id: 'box', page: 1, y: 50 }),
    buildHighlight({ id: 'match', page: 1, y: 5, type: 'SEARCH', text: 'Oslo' }),
    person('p1', 1, 30, { text: 'Ola', creationMode: undefined }),
    person('b1', 1, 10, { fileKey: 'b' }),
  ];
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  useHighlightsStore.getState().add(marks);
}

const current = () =>
  marksInOrder(['a', 'b'], useHighlightsStore.getState().byFile).map((mark) => ({
    id: mark.id,
    status: statusOf(mark),
  }));

beforeEach(() => {
  useReviewStore.setState({ filter: NO_FILTER, undo: {}, rejected: [] });
  openMarks();
});

describe('marks in order and filters', () => {
  it('lists files as open, then page, then top to bottom', () => {
    expect(current().map(({ id }) => id)).toEqual(['match', 'p1', 'box', 'p2', 'b1']);
  });

  it('filters by file, page, type, source and status, and groups by type', () => {
    const all = marksInOrder(['a', 'b'], useHighlightsStore.getState().byFile);
    const ids = (filter: Partial<typeof NO_FILTER>) =>
      filterMarks(all, { ...NO_FILTER, ...filter }).map(({ id }) => id);
    expect(ids({ fileKey: 'a', page: 1 })).toEqual(['match', 'p1', 'box']);
    expect(ids({ type: 'PERSON' })).toEqual(['p1', 'p2', 'b1']);
    expect(ids({ source: 'search' })).toEqual(['match']);
    const inField = { ...all[1]!, id: 'field', field: true };
    expect(filterMarks([...all, inField], { ...NO_FILTER, source: 'field' })).toEqual([inField]);
    expect(ids({ status: 'accepted' })).toEqual(['box']);
    expect(ids({ status: 'suggested', page: 2 })).toEqual(['p2']);
    expect(groupByType(all).map(({ type, marks }) => [type, marks.length])).toEqual([
      ['MANUAL', 1],
      ['PERSON', 3],
      ['SEARCH', 1],
    ]);
    expect(filterChoices(all)).toEqual({
      types: ['MANUAL', 'PERSON', 'SEARCH'],
      sources: ['detection', 'manual', 'search'],
      pages: [1, 2],
    });
    expect(reviewCounts(all)).toEqual({
      total: 5,
      suggested: 4,
      accepted: 1,
      rejected: 0,
      reviewed: 1,
    });
  });
});

describe('a filter on a file closed since', () => {
  it('lets every file and page through, so the list and the keys do not go empty', () => {
    useReviewStore.getState().setFilter({ fileKey: 'b', page: 1 });
    useFilesStore.getState().removeFile('b');
    useHighlightsStore.getState().clear(undefined, ['b']);
    expect(usableFilter(useReviewStore.getState().filter, ['a'])).toEqual(NO_FILTER);
    expect(reviewSelected('accept')).toBe('nothingSelected');
    expect(useHighlightsStore.getState().selectedId).toBe('match');
  });

  it('a page chosen while one file was open is no page of every file once another opens', () => {
    const page2 = { ...NO_FILTER, page: 2 };
    expect(usableFilter(page2, ['a'])).toEqual(page2);
    expect(usableFilter(page2, ['a', 'b'])).toEqual(NO_FILTER);
    expect(usableFilter({ ...page2, fileKey: 'b' }, ['a', 'b'])).toEqual({
      ...page2,
      fileKey: 'b',
    });
  });
});

describe('search terms removed', () => {
  it('take their rejected suggestions out of the counts', () => {
    const match = useHighlightsStore.getState().byFile['a']!.find(({ id }) => id === 'match')!;
    const fromQuery = { ...match, id: searchHighlightId('i:oslo', 'a', 1, 0) };
    useHighlightsStore.getState().replaceWhere(({ id }) => id === 'match', [fromQuery]);
    rejectMarks([fromQuery.id]);
    expect(useReviewStore.getState().rejected.map(({ id }) => id)).toEqual([fromQuery.id]);
    removeQueryHighlights(['i:oslo']);
    expect(useReviewStore.getState().rejected).toEqual([]);
  });
});

describe('accept, reject and undo', () => {
  it('accepts suggestions, leaves accepted marks as they are and takes it back in one step', () => {
    useReviewStore.getState().setReviewer('kari@example.no');
    expect(acceptMarks(['p1', 'p2', 'box'])).toBe(2);
    const reviewer = (id: string) =>
      useHighlightsStore.getState().byFile['a']!.find((mark) => mark.id === id)?.reviewedBy;
    expect(reviewer('p1')).toBe('kari@example.no');
    expect(reviewer('box')).toBeUndefined();
    expect(
      current()
        .filter(({ status }) => status === 'accepted')
        .map(({ id }) => id),
    ).toEqual(['p1', 'box', 'p2']);
    expect(undoReview()).toEqual(['a']);
    expect(reviewCounts(Object.values(useHighlightsStore.getState().byFile).flat())).toEqual({
      total: 5,
      suggested: 4,
      accepted: 1,
      rejected: 0,
      reviewed: 1,
    });
    expect(undoReview()).toBeNull();
  });

  it('rejects by removing, and undo brings the very marks back', () => {
    const before = useHighlightsStore.getState().byFile['a']!.find(({ id }) => id === 'p2');
    expect(rejectMarks(['p2', 'b1', 'unknown'])).toBe(2);
    expect(current().map(({ id }) => id)).toEqual(['match', 'p1', 'box']);
    undoReview();
    expect(current().map(({ id }) => id)).toEqual(['match', 'p1', 'box', 'p2', 'b1']);
    expect(useHighlightsStore.getState().byFile['a']!.find(({ id }) => id === 'p2')).toEqual(
      before,
    );
  });

  it('counts rejected suggestions as reviewed until undone, a layer cleared or suggested anew', () => {
    const counts = () =>
      reviewCounts(
        Object.values(useHighlightsStore.getState().byFile).flat(),
        useReviewStore.getState().rejected,
        useFilesStore.getState().files.map((file) => file.key),
      );
    acceptMarks(['p1']);
    rejectMarks(['p2', 'b1', 'box']);
    // The box was accepted before: rejecting it removes it but it was no suggestion reviewed now.
    expect(counts()).toMatchObject({ accepted: 1, rejected: 2, reviewed: 3, suggested: 1 });
    undoReview();
    expect(counts()).toMatchObject({ accepted: 2, rejected: 0, reviewed: 2, suggested: 3 });
    rejectMarks(['p2', 'b1']);
    // A new detection run suggests b1's area again: it is to review, not reviewed.
    const b1 = useReviewStore.getState().rejected.find(({ id }) => id === 'b1')!;
    useHighlightsStore.getState().add([{ ...b1, id: 'b1-again' }]);
    expect(counts()).toMatchObject({ rejected: 1, suggested: 2 });
    clearMarks('ENTITY', ['a']);
    expect(counts()).toMatchObject({ rejected: 0 });
  });

  it('undoes in reverse order, and nothing is recorded when nothing changed', () => {
    acceptMarks(['p1']);
    rejectMarks(['p1']);
    expect(acceptMarks(['box'])).toBe(0);
    expect(Object.values(useReviewStore.getState().undo).flat()).toHaveLength(2);
    undoReview();
    expect(current().find(({ id }) => id === 'p1')?.status).toBe('accepted');
    undoReview();
    expect(current().find(({ id }) => id === 'p1')?.status).toBe('suggested');
  });

  it('undoes in the file in view, and an action across files whole', () => {
    useFilesStore.getState().setCurrent('a');
    acceptMarks(['p1']);
    acceptMarks(['b1']);
    undoReview();
    // The step in a.pdf went; b.pdf's newer one is still there.
    expect(current()).toContainEqual({ id: 'p1', status: 'suggested' });
    expect(current()).toContainEqual({ id: 'b1', status: 'accepted' });
    acceptMarks(['p1', 'p2', 'b1']);
    undoReview();
    expect(
      current()
        .filter(({ status }) => status === 'accepted')
        .map(({ id }) => id),
    ).toEqual(['box', 'b1']);
    undoReview();
    expect(current()).toContainEqual({ id: 'b1', status: 'suggested' });
  });

  it('keeps a bounded undo history', () => {
    for (let step = 0; step < UNDO_LIMIT + 5; step += 1) {
      acceptMarks(['p1']);
      undoReview();
      acceptMarks(['p1']);
    }
    for (const steps of Object.values(useReviewStore.getState().undo)) {
      expect(steps.length).toBeLessThanOrEqual(UNDO_LIMIT);
    }
  });

  it('does not bring back the marks of a file closed since, nor marks deleted another way', () => {
    rejectMarks(['b1', 'p1']);
    // Closing a file, as the app does: the file goes, its list is emptied.
    useFilesStore.getState().removeFile('b');
    useHighlightsStore.getState().clear(undefined, ['b']);
    undoReview();
    expect(current().map(({ id }) => id)).toEqual(['match', 'p1', 'box', 'p2']);
    expect(useHighlightsStore.getState().byFile['b']).toEqual([]);

    acceptMarks(['p2']);
    useHighlightsStore.getState().remove('p2');
    undoReview();
    expect(current().map(({ id }) => id)).toEqual(['match', 'p1', 'box']);
  });
});

describe('exemption codes', () => {
  const mark = (id: string) =>
    Object.values(useHighlightsStore.getState().byFile)
      .flat()
      .find((highlight) => highlight.id === id)!;
  const defaults = { PERSON: 'offl. § 13 jf. fvl. § 13 første ledd nr. 1', SEARCH: '(b)(6)' };

  it('gives a type the default of the type that reads the same in another model', () => {
    const location = buildHighlight({
      id: 'l',
      type: 'ENTITY',
      entity: 'location',
      model: 'standard',
    });
    expect(codeOf(location, { LOCATION: '(b)(7)(C)' })).toBe('(b)(7)(C)');
    expect(codeOf(location, { location: '(b)(6)', LOCATION: '(b)(7)(C)' })).toBe('(b)(6)');
    expect(codeOf(location, { ORGANIZATION: '(b)(4)' })).toBeUndefined();
  });

  it("gives marks their type's default until a code, or no code, is chosen, and undo takes it back", () => {
    expect(codeOf(mark('p1'), defaults)).toBe(defaults.PERSON);
    expect(codeOf(mark('match'), defaults)).toBe('(b)(6)');
    expect(codeOf(mark('box'), defaults)).toBeUndefined();
    expect(setMarkCodes(['p1', 'box'], 'offl. § 26 femte ledd')).toBe(2);
    expect(codeOf(mark('p1'), defaults)).toBe('offl. § 26 femte ledd');
    expect(setMarkCodes(['match'], '')).toBe(1);
    expect(codeOf(mark('match'), defaults)).toBeUndefined();
    // Nothing changes, nothing to undo: the code is already that.
    expect(setMarkCodes(['match'], '')).toBe(0);
    undoReview();
    expect(codeOf(mark('match'), defaults)).toBe('(b)(6)');
    undoReview();
    expect(mark('p1').code).toBeUndefined();
    expect(mark('box').code).toBeUndefined();
  });

  it("keeps the reviewer's justification with the code, and takes it away when emptied", () => {
    expect(setMarkCodes(['p2'], '(b)(6)', '  Applicant’s name  ')).toBe(1);
    expect(mark('p2')).toMatchObject({ code: '(b)(6)', justification: 'Applicant’s name' });
    // The code again without a word on the justification leaves it as it was.
    expect(setMarkCodes(['p2'], '(b)(6)')).toBe(0);
    expect(setMarkCodes(['p2'], '(b)(6)', '')).toBe(1);
    expect('justification' in mark('p2')).toBe(false);
    undoReview();
    expect(mark('p2').justification).toBe('Applicant’s name');
  });

  it('goes back to the default when asked, and keeps the status of the marks', () => {
    acceptMarks(['p2']);
    setMarkCodes(['p2'], '(b)(7)(C)');
    setMarkCodes(['p2'], undefined);
    expect(mark('p2')).toMatchObject({ status: 'accepted' });
    expect('code' in mark('p2')).toBe(false);
  });
});

describe('review queue', () => {
  it('steps to the next or previous suggestion, wrapping, never onto the mark itself', () => {
    const all = marksInOrder(['a', 'b'], useHighlightsStore.getState().byFile);
    expect(nextSuggestion(all, null, 1)?.id).toBe('match');
    expect(nextSuggestion(all, null, -1)?.id).toBe('b1');
    expect(nextSuggestion(all, 'p1', 1)?.id).toBe('p2');
    expect(nextSuggestion(all, 'b1', 1)?.id).toBe('match');
    expect(nextSuggestion(all, 'match', -1)?.id).toBe('b1');
    expect(nextSuggestion([all[2]!], 'box', 1)).toBeNull();
  });

  it('reviews with the keys: the first key selects, then each decision moves on', () => {
    expect(reviewSelected('accept')).toBe('nothingSelected');
    expect(useHighlightsStore.getState().selectedId).toBe('match');
    expect(reviewSelected('reject')).toBe('done');
    expect(useHighlightsStore.getState().selectedId).toBe('p1');
    expect(reviewSelected('accept')).toBe('done');
    expect(reviewSelected('accept')).toBe('done');
    expect(useHighlightsStore.getState().selectedId).toBe('b1');
    expect(reviewSelected('accept')).toBe('allReviewed');
    expect(current()).toEqual([
      { id: 'p1', status: 'accepted' },
      { id: 'box', status: 'accepted' },
      { id: 'p2', status: 'accepted' },
      { id: 'b1', status: 'accepted' },
    ]);
  });

  it('follows the panel filter: a review of one type skips the others', () => {
    useReviewStore.getState().setFilter({ type: 'PERSON', fileKey: 'a' });
    reviewSelected('accept');
    expect(useHighlightsStore.getState().selectedId).toBe('p1');
    reviewSelected('accept');
    reviewSelected('accept');
    expect(current().find(({ id }) => id === 'match')?.status).toBe('suggested');
    expect(current().find(({ id }) => id === 'b1')?.status).toBe('suggested');
    expect(reviewSelected('accept')).toBe('allReviewed');
  });
});
