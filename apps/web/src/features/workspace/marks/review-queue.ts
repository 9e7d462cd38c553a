import { statusOf, type Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useFilesStore } from '../files/files-store';
import { showHighlight } from '../viewer/navigation';
import { filterEntries, marksInOrder, usableFilter } from './marks-filter';
import { mergeDuplicates } from './merge-duplicates';
import { acceptMarks, rejectMarks } from './review-actions';
import { useReviewStore } from './review-store';

/** The rows the panel lists now (its filter applied), in reading order. */
function listedEntries() {
  const fileKeys = useFilesStore.getState().files.map((file) => file.key);
  const marks = marksInOrder(fileKeys, useHighlightsStore.getState().byFile);
  return filterEntries(
    mergeDuplicates(marks),
    usableFilter(useReviewStore.getState().filter, fileKeys),
  );
}

/** The mark each listed row shows, in reading order: one stop per row for J and K. */
export function listedMarks(): Highlight[] {
  return listedEntries().map((entry) => entry.mark);
}

/**
 * The id of the row mark standing for the selected mark: a mark selected in the viewer may be
 * the search hit under the detection its row shows.
 */
function selectedRowId(): string | null {
  const selectedId = useHighlightsStore.getState().selectedId;
  const entry = listedEntries().find((row) => row.marks.some(({ id }) => id === selectedId));
  return entry ? entry.mark.id : selectedId;
}

/**
 * The suggestion after (1) or before (-1) the mark `fromId` in `marks`, wrapping around; from no
 * mark, forward starts at the first and backward at the last. The mark itself is never the answer.
 */
export function nextSuggestion(
  marks: readonly Highlight[],
  fromId: string | null,
  direction: 1 | -1,
): Highlight | null {
  const count = marks.length;
  const start = marks.findIndex((mark) => mark.id === fromId);
  const first = start < 0 ? (direction === 1 ? 0 : count - 1) : start + direction;
  for (let step = 0; step < count; step += 1) {
    const mark = marks[(((first + step * direction) % count) + count) % count]!;
    if (mark.id !== fromId && statusOf(mark) === 'suggested') return mark;
  }
  return null;
}

/** Moves the selection to the next or previous suggestion; answers it, or null when none is left. */
export function stepSuggestion(direction: 1 | -1): Highlight | null {
  const target = nextSuggestion(listedMarks(), selectedRowId(), direction);
  if (target) void showHighlight(target);
  return target;
}

export type ReviewOutcome = 'done' | 'nothingSelected' | 'allReviewed';

/**
 * Accepts or rejects the selected mark and goes on to the next suggestion. With nothing selected it
 * goes to the first suggestion instead, so the keys start a review from anywhere.
 */
export function reviewSelected(decision: 'accept' | 'reject'): ReviewOutcome {
  const selectedId = selectedRowId();
  const marks = listedMarks();
  if (!marks.some((mark) => mark.id === selectedId)) {
    return stepSuggestion(1) ? 'nothingSelected' : 'allReviewed';
  }
  const next = nextSuggestion(marks, selectedId, 1);
  if (decision === 'accept') acceptMarks([selectedId!]);
  else rejectMarks([selectedId!]);
  if (next) {
    void showHighlight(next);
    return 'done';
  }
  useHighlightsStore.getState().select(null);
  return 'allReviewed';
}
