import { statusOf, type Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useFilesStore } from '../files/files-store';
import type { HighlightType } from '../highlights/highlight';
import { withDuplicates } from './merge-duplicates';
import { useReviewStore, type ReviewStep } from './review-store';

function marksWithIds(ids: ReadonlySet<string>): Highlight[] {
  return Object.values(useHighlightsStore.getState().byFile)
    .flat()
    .filter((highlight) => ids.has(highlight.id));
}

/**
 * The marks `ids` and the marks that share a row with them in the marks panel (the same text at
 * the same place from another source): a decision on one is a decision on the place, so a
 * rejected search hit leaves no detection of the same words to be redacted.
 */
function reviewedMarks(ids: readonly string[]): Highlight[] {
  const all = Object.values(useHighlightsStore.getState().byFile).flat();
  const wanted = new Set(withDuplicates(ids, all));
  return all.filter((highlight) => wanted.has(highlight.id));
}

/** Replaces the marks `before` by `after` in one update that Undo can take back. */
function change(decision: ReviewStep['decision'], before: Highlight[], after: Highlight[]): number {
  if (before.length === 0) return 0;
  const ids = new Set(before.map((highlight) => highlight.id));
  useHighlightsStore.getState().replaceWhere((highlight) => ids.has(highlight.id), after);
  useReviewStore.getState().pushUndo({ decision, before });
  return before.length;
}

/** Accepts the suggested marks among `ids` and their duplicates; answers how many changed. */
export function acceptMarks(ids: readonly string[]): number {
  const before = reviewedMarks(ids).filter((mark) => statusOf(mark) === 'suggested');
  const reviewer = useReviewStore.getState().reviewer;
  const signed = reviewer === '' ? {} : { reviewedBy: reviewer };
  return change(
    'accept',
    before,
    before.map((mark) => ({ ...mark, status: 'accepted' as const, ...signed })),
  );
}

/** Removes the marks `ids` (suggested or accepted) and their duplicates; answers how many went. */
export function rejectMarks(ids: readonly string[]): number {
  const before = reviewedMarks(ids);
  useReviewStore.getState().noteRejected(before.filter((mark) => statusOf(mark) === 'suggested'));
  return change('reject', before, []);
}

/**
 * Gives the marks `ids` the exemption code `code` ('' for none, undefined for their type's
 * default) and, when given, the reviewer's `justification` ('' removes it); answers how many
 * changed.
 */
export function setMarkCodes(
  ids: readonly string[],
  code: string | undefined,
  justification?: string,
): number {
  const reason = justification?.trim();
  const before = reviewedMarks(ids).filter(
    (mark) => mark.code !== code || (reason !== undefined && (mark.justification ?? '') !== reason),
  );
  return change(
    'code',
    before,
    before.map(({ code: _previous, ...mark }) => {
      const coded = code === undefined ? mark : { ...mark, code };
      if (reason === undefined) return coded;
      const next: Highlight = { ...coded };
      delete next.justification;
      if (reason) next.justification = reason;
      return next;
    }),
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
 * Takes back the last accept, reject, code or add in the file in view (in any file when that one
 * has none), with its parts in other files; answers the keys of the files it changed, or null
 * when there was nothing to undo. Only marks of files still open come back: an accepted mark
 * deleted since stays deleted, a rejected one returns once.
 */
export function undoReview(): string[] | null {
  const taken = useReviewStore.getState().popUndo(useFilesStore.getState().currentKey);
  if (!taken) return null;
  const steps = taken.map(([, step]) => step);
  const decision = steps[0]!.decision;
  const before = steps.flatMap((step) => step.before);
  const added = new Set(steps.flatMap((step) => step.added ?? []));
  if (added.size > 0) useHighlightsStore.getState().removeWhere(({ id }) => added.has(id));
  const open = new Set(useFilesStore.getState().files.map((file) => file.key));
  const present = new Set(marksWithIds(new Set(before.map(({ id }) => id))).map(({ id }) => id));
  const restored = before.filter(
    (mark) => open.has(mark.fileKey) && present.has(mark.id) === (decision !== 'reject'),
  );
  const ids = new Set(restored.map(({ id }) => id));
  useHighlightsStore.getState().replaceWhere((highlight) => ids.has(highlight.id), restored);
  if (decision === 'reject') {
    const back = new Set(before.map(({ id }) => id));
    useReviewStore.getState().forgetRejected((mark) => back.has(mark.id));
  }
  return taken.map(([fileKey]) => fileKey);
}
