import type { Highlight, HighlightType } from '../highlights/highlight';
import type { WorkspaceDb } from './workspace-db';

/** Highlights of a file not opened again for this long are dropped. */
export const HIGHLIGHTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Writes the files whose highlights changed; an empty list forgets the file's highlights. */
export async function saveHighlights(
  db: WorkspaceDb,
  userId: string,
  changed: Record<string, readonly Highlight[]>,
  now = Date.now(),
) {
  const tx = db.transaction('highlights', 'readwrite');
  await Promise.all([
    ...Object.entries(changed).map(([fileKey, highlights]) =>
      highlights.length === 0
        ? tx.store.delete([userId, fileKey])
        : tx.store.put({ userId, fileKey, highlights: [...highlights], savedAt: now }),
    ),
    tx.done,
  ]);
}

export async function loadHighlights(
  db: WorkspaceDb,
  userId: string,
  fileKey: string,
): Promise<Highlight[]> {
  return (await db.get('highlights', [userId, fileKey]))?.highlights ?? [];
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
