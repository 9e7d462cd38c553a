import { statusOf, type Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useFilesStore } from '../files/files-store';
import type { HighlightType } from '../highlights/highlight';
import { useReviewStore, type ReviewStep } from './review-store';

function marksWithIds(ids: ReadonlySet<string>): Highlight[] {
  return Object.values(useHighlightsStore.getState().byFile)
    .flat()
    .filter((highlight) => ids.has(highlight.id));
}

/** Replaces the marks `before` by `after` in one update that Undo can take back. */
function change(decision: ReviewStep['decision'], before: Highlight[], after: Highlight[]): number {
  if (before.length === 0) return 0;
  const ids = new Set(before.map((highlight) => highlight.id));
  useHighlightsStore.getState().replaceWhere((highlight) => ids.has(highlight.id), after);
  useReviewStore.getState().pushUndo({ decision, before });
  return before.length;
}

/** Accepts the suggested marks among `ids`; answers how many changed. */
export function acceptMarks(ids: readonly string[]): number {
  const before = marksWithIds(new Set(ids)).filter((mark) => statusOf(mark) === 'suggested');
  const reviewer = useReviewStore.getState().reviewer;
  const signed = reviewer === '' ? {} : { reviewedBy: reviewer };
  return change(
    'accept',
    before,
    before.map((mark) => ({ ...mark, status: 'accepted' as const, ...signed })),
  );
}

/** Removes the marks `ids` (suggested or accepted); answers how many went. */
export function rejectMarks(ids: readonly string[]): number {
  const before = marksWithIds(new Set(ids));
  useReviewStore.getState().noteRejected(before.filter((mark) => statusOf(mark) === 'suggested'));
  return change('reject', before, []);
}

/**
 * Gives the marks `ids` the exemption code `code` ('' for none, undefined for their type's
 * default); answers how many changed.
 */
export function setMarkCodes(ids: readonly string[], code: string | undefined): number {
  const before = marksWithIds(new Set(ids)).filter((mark) => mark.code !== code);
  return change(
    'code',
    before,
    before.map(({ code: _previous, ...mark }) => (code === undefined ? mark : { ...mark, code })),
  );
}

/**
 * Clears a layer's marks (all layers when `type` is unset) of `fileKeys` (every file when unset),
 * and forgets its rejected suggestions, so the review counts start again with the layer.
 */
export function clearMarks(type?: HighlightType, fileKeys?: readonly string[]): void {
  useHighlightsStore.getState().clear(type, fileKeys);
  const files = fileKeys && new Set(fileKeys);
  useReviewStore
    .getState()
    .forgetRejected(
      (mark) => (type === undefined || mark.type === type) && (!files || files.has(mark.fileKey)),
    );
}

/**
 * Takes back the last accept, reject or code; answers false when there was none. Only marks of files
 * still open come back: an accepted mark deleted since stays deleted, a rejected one returns once.
 */
export function undoReview(): boolean {
  const step = useReviewStore.getState().popUndo();
  if (!step) return false;
  if (step.added) {
    const added = new Set(step.added);
    useHighlightsStore.getState().removeWhere((highlight) => added.has(highlight.id));
  }
  const open = new Set(useFilesStore.getState().files.map((file) => file.key));
  const present = new Set(
    marksWithIds(new Set(step.before.map(({ id }) => id))).map(({ id }) => id),
  );
  const restored = step.before.filter(
    (mark) => open.has(mark.fileKey) && present.has(mark.id) === (step.decision !== 'reject'),
  );
  const ids = new Set(restored.map(({ id }) => id));
  useHighlightsStore.getState().replaceWhere((highlight) => ids.has(highlight.id), restored);
  if (step.decision === 'reject') {
    const back = new Set(step.before.map(({ id }) => id));
    useReviewStore.getState().forgetRejected((mark) => back.has(mark.id));
  }
  return true;
}
