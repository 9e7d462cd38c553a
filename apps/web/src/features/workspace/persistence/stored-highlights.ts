import type { Highlight, HighlightType } from '../highlights/highlight';
import type { KeptReview } from '../marks/undo-stacks';
import type { WorkspaceDb } from './workspace-db';

/** A file's marks and review history, as kept. */
export interface KeptMarks {
  highlights: readonly Highlight[];
  review: KeptReview;
}

const NO_REVIEW: KeptReview = { undo: [], rejected: [] };
const isEmpty = ({ highlights, review }: KeptMarks) =>
  highlights.length === 0 && review.undo.length === 0 && review.rejected.length === 0;

/** Highlights of a file not opened again for this long are dropped. */
export const HIGHLIGHTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Writes the files whose marks or review changed; a file with neither marks nor review history
 * (closed) is forgotten.
 */
export async function saveHighlights(
  db: WorkspaceDb,
  userId: string,
  changed: Record<string, KeptMarks>,
  now = Date.now(),
) {
  const tx = db.transaction('highlights', 'readwrite');
  await Promise.all([
    ...Object.entries(changed).map(([fileKey, kept]) =>
      isEmpty(kept)
        ? tx.store.delete([userId, fileKey])
        : tx.store.put({
            userId,
            fileKey,
            highlights: [...kept.highlights],
            review: kept.review,
            savedAt: now,
          }),
    ),
    tx.done,
  ]);
}

export async function loadHighlights(
  db: WorkspaceDb,
  userId: string,
  fileKey: string,
): Promise<{ highlights: Highlight[]; review: KeptReview }> {
  const kept = await db.get('highlights', [userId, fileKey]);
  return { highlights: kept?.highlights ?? [], review: kept?.review ?? NO_REVIEW };
}

/** Drops the user's highlights saved before `now - HIGHLIGHTS_KEPT_MS`. */
export async function pruneHighlights(db: WorkspaceDb, userId: string, now = Date.now()) {
  const tx = db.transaction('highlights', 'readwrite');
  let cursor = await tx.store.index('byUser').openCursor(userId);
  while (cursor !== null) {
    if (cursor.value.savedAt < now - HIGHLIGHTS_KEPT_MS) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

export async function saveLayers(
  db: WorkspaceDb,
  userId: string,
  visible: Record<HighlightType, boolean>,
) {
  await db.put('layers', { userId, visible });
}

export async function loadLayers(db: WorkspaceDb, userId: string) {
  return (await db.get('layers', userId))?.visible ?? null;
}
