import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { loadPanelState, savePanelState } from './stored-panels';
import { enqueue } from './workspace-db';

/** The database as version 1 made it, before panels were kept. */
async function createVersionOne() {
  const db = await openDB('workbench-workspace', 1, {
    upgrade(created) {
      created
        .createObjectStore('files', { keyPath: ['userId', 'key'] })
        .createIndex('byUser', 'userId');
      created.createObjectStore('layouts', { keyPath: 'userId' });
      created
        .createObjectStore('highlights', { keyPath: ['userId', 'fileKey'] })
        .createIndex('byUser', 'userId');
      created.createObjectStore('layers', { keyPath: 'userId' });
    },
  });
  const visible = { SEARCH: false, ENTITY: true, MANUAL: true };
  await db.put('layers', { userId: 'u1', visible });
  db.close();
}

describe('the workspace database upgrade', () => {
  it('adds the panels store and keeps what version 1 saved', async () => {
    await createVersionOne();
    const kept = await enqueue(async (db) => {
      await savePanelState(db, 'u1', 'search', { activeQueries: [] });
      return {
        layers: await db.get('layers', 'u1'),
        panel: await loadPanelState(db, 'u1', 'search'),
      };
    });
    expect(kept?.layers?.visible.SEARCH).toBe(false);
    expect(kept?.panel).toEqual({ activeQueries: [] });
  });
});
