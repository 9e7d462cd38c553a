import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useReviewStore } from '../marks/review-store';
import type { KeptReview, ReviewStep } from '../marks/undo-stacks';
import { debouncedSave } from './debounced-save';
import type { Sync } from './files-sync';
import {
  loadHighlights,
  loadLayers,
  pruneHighlights,
  saveHighlights,
  saveLayers,
} from './stored-highlights';
import { enqueue } from './workspace-db';

const openKeys = () => new Set(useFilesStore.getState().files.map((file) => file.key));

/**
 * Adds a file's stored highlights that the store does not hold yet, and its review history, if the
 * file is still open.
 */
function restoreHighlights(userId: string, fileKey: string, isStopped: () => boolean) {
  void enqueue(async (db) => {
    const { highlights, review } = await loadHighlights(db, userId, fileKey);
    if (isStopped() || !openKeys().has(fileKey)) return;
    const present = new Set(useHighlightsStore.getState().byFile[fileKey]?.map(({ id }) => id));
    const missing = highlights.filter(({ id }) => !present.has(id));
    if (missing.length > 0) useHighlightsStore.getState().add(missing);
    useReviewStore.getState().restoreReview(fileKey, review);
  });
}

const NO_STEPS: ReviewStep[] = [];

/** The review of `fileKey` in the store, as kept with its marks. */
function reviewOf(fileKey: string): KeptReview {
  const { undo, rejected } = useReviewStore.getState();
  return {
    undo: undo[fileKey] ?? NO_STEPS,
    rejected: rejected.filter((mark) => mark.fileKey === fileKey),
  };
}

/**
 * Saves each file's highlights with its review history (Undo's steps, rejected suggestions) and
 * the layer visibility, whatever the file setting says, and
 * brings a file's highlights back whenever that file is opened (after a reload, or uploaded
 * again: the key comes from name, size and lastModified). Closing a file empties its list, which
 * forgets its stored highlights too.
 */
export function startHighlightsSync(userId: string, debounceMs?: number): Sync {
  let isStopped = false;
  let saved: Record<string, Highlight[]> = {};
  let savedUndo: Record<string, ReviewStep[]> = {};
  let savedRejected: readonly Highlight[] = [];
  let savedVisible = useHighlightsStore.getState().visible;

  const saver = debouncedSave(() => {
    const { byFile, visible } = useHighlightsStore.getState();
    const { undo, rejected } = useReviewStore.getState();
    const rejectedFiles = new Set(
      rejected === savedRejected ? [] : [...rejected, ...savedRejected].map((m) => m.fileKey),
    );
    const keys = new Set([
      ...Object.keys(byFile),
      ...Object.keys(saved),
      ...Object.keys(undo),
      ...Object.keys(savedUndo),
    ]);
    const changed = Object.fromEntries(
      [...keys, ...rejectedFiles]
        .filter(
          (key) =>
            byFile[key] !== saved[key] || undo[key] !== savedUndo[key] || rejectedFiles.has(key),
        )
        .map((key) => [key, { highlights: byFile[key] ?? [], review: reviewOf(key) }]),
    );
    const hasLayersChanged = visible !== savedVisible;
    saved = byFile;
    savedUndo = undo;
    savedRejected = rejected;
    savedVisible = visible;
    void enqueue(async (db) => {
      await saveHighlights(db, userId, changed);
      if (hasLayersChanged) await saveLayers(db, userId, visible);
    });
  }, debounceMs);

  void enqueue(async (db) => {
    await pruneHighlights(db, userId);
    const visible = await loadLayers(db, userId);
    if (isStopped || visible === null) return;
    savedVisible = visible;
    useHighlightsStore.setState({ visible });
  });

  let open = openKeys();
  for (const key of open) restoreHighlights(userId, key, () => isStopped);

  const offFiles = useFilesStore.subscribe(() => {
    const next = openKeys();
    for (const key of next) if (!open.has(key)) restoreHighlights(userId, key, () => isStopped);
    open = next;
  });
  const offHighlights = useHighlightsStore.subscribe((state, previous) => {
    if (state.byFile !== previous.byFile || state.visible !== previous.visible) saver.schedule();
  });
  const offReview = useReviewStore.subscribe((state, previous) => {
    if (state.undo !== previous.undo || state.rejected !== previous.rejected) saver.schedule();
  });

  return {
    flush: saver.flush,
    stop(flush) {
      if (isStopped) return;
      isStopped = true;
      offFiles();
      offHighlights();
      offReview();
      if (flush) saver.flush();
      else saver.cancel();
    },
  };
}
