import type { FileOrigin } from '../files/files-store';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Highlight, HighlightType } from '../highlights/highlight';
import type { KeptReview } from '../marks/undo-stacks';

/** One open PDF of a user. The bytes are kept as an ArrayBuffer (see decision 0011). */
export interface StoredFile {
  userId: string;
  key: string;
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
  /** The file the PDF was converted from (kept since issue 52; absent in older records). */
  origin?: FileOrigin;
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
  /** The file's review history, so Undo works after a reload (absent in records kept before). */
  review?: KeptReview;
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

/**
 * How long opening may take before the workspace goes on without storage. An older version of
 * the app in another tab can hold the database open and keep the upgrade waiting for as long as
 * that tab lives; nothing here (a logout's clear above all) may wait for that.
 */
export const OPEN_TIMEOUT_MS = 3_000;

let opening: Promise<WorkspaceDb | null> | null = null;
let hasWarned = false;
/** A clear found no storage open; it is done as soon as the storage opens after all. */
let isClearPending = false;

/** Storage is a convenience: a failure is told once, then the workspace goes on without it. */
export function reportStorageFailure(error: unknown) {
  if (hasWarned) return;
  hasWarned = true;
  console.warn('The workspace could not be saved in this browser; it works without saving.', error);
}

function open(onBlocked: () => void): Promise<WorkspaceDb> {
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
    blocked: onBlocked,
    blocking(_current, _next, event) {
      // A newer version of the app in another tab needs to upgrade: this tab gives way, and its
      // next task opens the database again (or goes on without it).
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  });
}

async function clearStores(db: WorkspaceDb) {
  const tx = db.transaction(STORE_NAMES, 'readwrite');
  await Promise.all([...STORE_NAMES.map((name) => tx.objectStore(name).clear()), tx.done]);
}

/** A database that opened after this tab had given up on it serves the tasks from now on. */
function adoptLate(db: WorkspaceDb) {
  opening = (async () => {
    if (!isClearPending) return db;
    try {
      await clearStores(db);
      isClearPending = false;
      return db;
    } catch (error) {
      // A clear that cannot be done leaves the storage unused rather than showing old data.
      reportStorageFailure(error);
      db.close();
      return null;
    }
  })();
}

/**
 * The database, or null where the browser has none (private mode, IndexedDB missing), or when
 * it did not open within OPEN_TIMEOUT_MS or is blocked by an older tab.
 */
function database(): Promise<WorkspaceDb | null> {
  opening ??= new Promise((resolve) => {
    let isSettled = false;
    const giveUp = (error: unknown) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      reportStorageFailure(error);
      resolve(null);
    };
    const timer = setTimeout(
      () => giveUp(new Error('Opening the browser storage timed out')),
      OPEN_TIMEOUT_MS,
    );
    const onBlocked = () =>
      giveUp(new Error('Another tab with an older version holds the browser storage'));
    // Where IndexedDB is missing, opening throws at once; that is a failure like any other.
    Promise.resolve()
      .then(() => open(onBlocked))
      .then((db) => {
        if (isSettled) {
          adoptLate(db);
          return;
        }
        isSettled = true;
        clearTimeout(timer);
        resolve(db);
      })
      .catch(giveUp);
  });
  return opening;
}

let queue: Promise<unknown> = Promise.resolve();
let unfinished = 0;

/** Whether a task is waiting or running: a write not yet done, which a reload would cut off. */
export function isStorageBusy(): boolean {
  return unfinished > 0;
}

/**
 * Runs `task` after every task enqueued before it, so a save never races a clear or another
 * save. A failing task is reported and does not stop the ones after it.
 */
export function enqueue<T>(task: (db: WorkspaceDb) => Promise<T>): Promise<T | undefined> {
  unfinished += 1;
  const run = queue.then(async () => {
    try {
      const db = await database();
      if (db === null) return undefined;
      return await task(db);
    } catch (error) {
      reportStorageFailure(error);
      return undefined;
    } finally {
      unfinished -= 1;
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

/**
 * Deletes everything the workspace kept in this browser, for every user. When the storage is
 * not open (blocked by another tab), it is cleared as soon as it opens.
 */
export async function clearStorage(): Promise<void> {
  const isCleared = await enqueue(async (db) => {
    await clearStores(db);
    return true;
  });
  if (isCleared !== true) isClearPending = true;
}
