import type { WorkspaceDb } from './workspace-db';

/** Writes a panel's state; null forgets it. */
export async function savePanelState(
  db: WorkspaceDb,
  userId: string,
  kind: string,
  state: unknown,
  now = Date.now(),
) {
  if (state === null) await db.delete('panels', [userId, kind]);
  else await db.put('panels', { userId, kind, state, savedAt: now });
}

/** The panel's saved state as stored (unchecked), or undefined when none is kept. */
export async function loadPanelState(
  db: WorkspaceDb,
  userId: string,
  kind: string,
): Promise<unknown> {
  return (await db.get('panels', [userId, kind]))?.state;
}
