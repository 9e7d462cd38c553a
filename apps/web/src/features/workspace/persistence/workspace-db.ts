import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Highlight, HighlightType } from '../highlights/highlight';

/** One open PDF of a user. The bytes are kept as an ArrayBuffer (see decision 0011). */
export interface StoredFile {
  userId: string;
  key: string;
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

/** Which files are open, in which order, and how the files panel showed them. */
export interface StoredLayout {
  userId: string;
  order: string[];
  currentKey: string | null;
  selectedKeys: string[];
  expanded: Record<string, boolean>;
}

export interface StoredHighlights {
  userId: string;
  fileKey: string;
  highlights: Highlight[];
  savedAt: number;
}

export interface StoredLayers {
  userId: string;
  visible: Record<HighlightType, boolean>;
}

/**
 * A sidebar panel's saved state by kind ('search': active queries and per-file summaries; other
 * panels may add their own kind). Each kind checks its `state` when it reads it back.
 */
export interface StoredPanelState {
  userId: string;
  kind: string;
  state: unknown;
  savedAt: number;
}

interface WorkspaceSchema extends DBSchema {
  files: { key: [string, string]; value: StoredFile; indexes: { byUser: string } };
  layouts: { key: string; value: StoredLayout };
  highlights: { key: [string, string]; value: StoredHighlights; indexes: { byUser: string } };
  layers: { key: string; value: StoredLayers };
  panels: { key: [string, string]; value: StoredPanelState };
}

export type WorkspaceDb = IDBPDatabase<WorkspaceSchema>;

const DB_NAME = 'workbench-workspace';
const DB_VERSION = 2;

export const STORE_NAMES = ['files', 'layouts', 'highlights', 'layers', 'panels'] as const;

let opening: Promise<WorkspaceDb | null> | null = null;
let hasWarned = false;

/** Storage is a convenience: a failure is told once, then the workspace goes on without it. */
export function reportStorageFailure(error: unknown) {
  if (hasWarned) return;
  hasWarned = true;
  console.warn('The workspace could not be saved in this browser; it works without saving.', error);
}

function open(): Promise<WorkspaceDb> {
  return openDB<WorkspaceSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const files = db.createObjectStore('files', { keyPath: ['userId', 'key'] });
        files.createIndex('byUser', 'userId');
        db.createObjectStore('layouts', { keyPath: 'userId' });
        const highlights = db.createObjectStore('highlights', { keyPath: ['userId', 'fileKey'] });
        highlights.createIndex('byUser', 'userId');
        db.createObjectStore('layers', { keyPath: 'userId' });
      }
      if (oldVersion < 2) db.createObjectStore('panels', { keyPath: ['userId', 'kind'] });
    },
  });
}

/** The database, or null where the browser has none (private mode, IndexedDB missing). */
function database(): Promise<WorkspaceDb | null> {
  opening ??= (async () => {
    try {
      return await open();
    } catch (error) {
      reportStorageFailure(error);
      return null;
    }
  })();
  return opening;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every task enqueued before it, so a save never races a clear or another
 * save. A failing task is reported and does not stop the ones after it.
 */
export function enqueue<T>(task: (db: WorkspaceDb) => Promise<T>): Promise<T | undefined> {
  const run = queue.then(async () => {
    const db = await database();
    if (db === null) return undefined;
    try {
      return await task(db);
    } catch (error) {
      reportStorageFailure(error);
      return undefined;
    }
  });
  queue = run;
  return run;
}

/** Resolves once every task enqueued so far, and any they enqueued, has finished. */
export async function whenStorageIdle(): Promise<void> {
  let tail: Promise<unknown>;
  do {
    tail = queue;
    await tail;
  } while (tail !== queue);
}
