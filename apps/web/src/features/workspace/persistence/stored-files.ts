import type { OpenFile } from '../files/files-store';
import type { StoredFile, WorkspaceDb } from './workspace-db';

/** The part of the files store that is kept: the open files, their order and selection. */
export interface FilesSnapshot {
  files: OpenFile[];
  currentKey: string | null;
  selectedKeys: string[];
}

async function storedKeysOf(db: WorkspaceDb, userId: string): Promise<Set<string>> {
  const keys = await db.getAllKeysFromIndex('files', 'byUser', userId);
  return new Set(keys.map(([, key]) => key));
}

/**
 * Makes the stored files match `snapshot`. Only files not stored yet are read, so toggling a
 * panel or changing the selection rewrites the small layout record, never the PDFs.
 */
export async function saveFiles(db: WorkspaceDb, userId: string, snapshot: FilesSnapshot) {
  const stored = await storedKeysOf(db, userId);
  const open = new Set(snapshot.files.map((file) => file.key));
  // Bytes are read before the transaction starts: it would commit while waiting on a File.
  const added: StoredFile[] = await Promise.all(
    snapshot.files
      .filter((file) => !stored.has(file.key))
      .map(async ({ key, name, lastModified, file, origin }) => {
        const bytes = await file.arrayBuffer();
        return {
          userId,
          key,
          name,
          type: file.type,
          lastModified,
          bytes,
          ...(origin && { origin }),
        };
      }),
  );
  const tx = db.transaction(['files', 'layouts'], 'readwrite');
  const files = tx.objectStore('files');
  await Promise.all([
    ...added.map((record) => files.put(record)),
    ...[...stored].filter((key) => !open.has(key)).map((key) => files.delete([userId, key])),
    tx.objectStore('layouts').put({
      userId,
      order: snapshot.files.map((file) => file.key),
      currentKey: snapshot.currentKey,
      selectedKeys: snapshot.selectedKeys,
      expanded: Object.fromEntries(snapshot.files.map((file) => [file.key, file.expanded])),
    }),
    tx.done,
  ]);
}

function toOpenFile(record: StoredFile, expanded: boolean): OpenFile {
  const { key, name, type, lastModified, bytes, origin } = record;
  const file = new File([bytes], name, { type, lastModified });
  const open = { key, file, name, size: file.size, lastModified, pageCount: null, expanded };
  return { ...open, ...(origin && { origin }) };
}

/** The files kept for the user, in the order they were open; null when there are none. */
export async function loadFiles(db: WorkspaceDb, userId: string): Promise<FilesSnapshot | null> {
  const layout = await db.get('layouts', userId);
  if (layout === undefined) return null;
  const records = await db.getAllFromIndex('files', 'byUser', userId);
  const byKey = new Map(records.map((record) => [record.key, record]));
  const files = layout.order.flatMap((key) => {
    const record = byKey.get(key);
    return record === undefined ? [] : [toOpenFile(record, layout.expanded[key] ?? true)];
  });
  if (files.length === 0) return null;
  const isOpen = (key: string | null) => files.some((file) => file.key === key);
  return {
    files,
    currentKey: isOpen(layout.currentKey) ? layout.currentKey : files[0]!.key,
    selectedKeys: layout.selectedKeys.filter(isOpen),
  };
}

/** Forgets the user's files (the setting was turned off). Their highlights stay. */
export async function deleteFiles(db: WorkspaceDb, userId: string) {
  const keys = await db.getAllKeysFromIndex('files', 'byUser', userId);
  const tx = db.transaction(['files', 'layouts'], 'readwrite');
  await Promise.all([
    ...keys.map((key) => tx.objectStore('files').delete(key)),
    tx.objectStore('layouts').delete(userId),
    tx.done,
  ]);
}
