import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB, type IDBPDatabase } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as WorkspaceDbModule from './workspace-db';

/** The database as an older version of the app in another tab has it open (version 1). */
async function openInOlderTab(): Promise<IDBPDatabase> {
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
  await db.put('layers', { userId: 'u1', visible: { SEARCH: true, ENTITY: true, MANUAL: true } });
  return db;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let storage: typeof WorkspaceDbModule;

beforeEach(async () => {
  // A browser of its own for each test, and the module's state fresh.
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  storage = await import('./workspace-db');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the workspace database and other tabs', () => {
  it('goes on without storage while an older tab blocks the upgrade, and uses it after', async () => {
    const older = await openInOlderTab();
    const outcome = await Promise.race([
      storage.enqueue(async () => 'saved'),
      wait(storage.OPEN_TIMEOUT_MS + 1_000).then(() => 'still waiting'),
    ]);
    expect(outcome).toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(1);

    older.close();
    await vi.waitFor(async () =>
      expect(await storage.enqueue(async (db) => db.objectStoreNames.contains('panels'))).toBe(
        true,
      ),
    );
  });

  it('clears what a logout asked to clear once the storage opens after all', async () => {
    const older = await openInOlderTab();
    const cleared = await Promise.race([
      storage.clearStorage().then(() => 'done'),
      wait(storage.OPEN_TIMEOUT_MS + 1_000).then(() => 'still waiting'),
    ]);
    expect(cleared).toBe('done');
    older.close();
    await vi.waitFor(async () => expect(await storage.enqueue((db) => db.count('layers'))).toBe(0));
  });

  it('gives way when a newer version in another tab needs to upgrade', async () => {
    expect(await storage.enqueue(async () => 'open')).toBe('open');
    const blocked = vi.fn();
    const newer = await Promise.race([
      openDB('workbench-workspace', 3, { blocked }),
      wait(1_000).then(() => null),
    ]);
    expect(newer).not.toBeNull();
    expect(blocked).not.toHaveBeenCalled();
    newer?.close();
  });
});
