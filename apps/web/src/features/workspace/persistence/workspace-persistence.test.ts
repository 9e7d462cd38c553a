import 'fake-indexeddb/auto';
import { DEFAULT_GENERAL_SETTINGS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitAuthEvent } from '../../../lib/auth-events';
import { emitSettingsChanged } from '../../settings/settings-events';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { keptAreas, rememberAreas } from '../history/kept-areas';
import { useWorkspaceSettings } from '../workspace-settings';
import { acceptMarks, clearMarks, rejectMarks, undoReview } from '../marks/review-actions';
import { useReviewStore } from '../marks/review-store';
import { whenStorageIdle } from './workspace-db';
import { clearWorkspaceStorage, startWorkspacePersistence } from './workspace-persistence';

let stop: (() => void) | null = null;

function pdf(name: string, content: string, lastModified = 1_700_000_000_000) {
  return new File([`%PDF-1.7 ${content}`], name, { type: 'application/pdf', lastModified });
}

function highlight(id: string, fileKey: string): Highlight {
  const area = { x: 10, y: 20, w: 30, h: 8, color: '#71c4ff', opacity: 0.4 };
  return { id, fileKey, page: 1, type: 'SEARCH', timestamp: 1, text: 'Jane Doe', ...area };
}

/** Lets the (zero) debounce timers fire and the storage queue drain. */
async function settle() {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    await whenStorageIdle();
  }
}

async function open(userId: string, saveFiles: boolean) {
  stop = startWorkspacePersistence(userId, {
    loadSaveFilesSetting: async () => saveFiles,
    debounceMs: 0,
  });
  await settle();
}

/** Leaves the page (writing what waits) and comes back with empty stores, as a reload does. */
async function reload(userId: string, saveFiles: boolean) {
  stop?.();
  await settle();
  useFilesStore.setState(useFilesStore.getInitialState());
  useHighlightsStore.setState(useHighlightsStore.getInitialState());
  useReviewStore.setState(useReviewStore.getInitialState());
  await open(userId, saveFiles);
}

function settingsWith(saveFiles: boolean) {
  const record = { ...DEFAULT_GENERAL_SETTINGS, language: 'en' as const, id: 1, user_id: 'u1' };
  return { ...record, created_at: '', updated_at: '', save_files_in_browser: saveFiles };
}

async function openTwoFiles() {
  const { added } = useFilesStore
    .getState()
    .addFiles([pdf('a.pdf', 'A'), pdf('b.pdf', 'BB')], 'add');
  const [a, b] = added.map((file) => file.key) as [string, string];
  useFilesStore.getState().setCurrent(b);
  useFilesStore.getState().toggleSelected(a);
  useFilesStore.getState().setExpanded(a, false);
  await settle();
  return { a, b };
}

beforeEach(async () => {
  await clearWorkspaceStorage();
});

afterEach(() => {
  stop?.();
  stop = null;
});

describe('workspace persistence', () => {
  it('offline, keeps and restores the files as the setting was last read in this browser', async () => {
    useWorkspaceSettings.getState().setGeneral(settingsWith(true));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      stop = startWorkspacePersistence('u1', { debounceMs: 0 });
      await settle();
      const { a, b } = await openTwoFiles();
      stop();
      await settle();
      useFilesStore.setState(useFilesStore.getInitialState());
      stop = startWorkspacePersistence('u1', { debounceMs: 0 });
      await settle();
      expect(useFilesStore.getState().files.map((file) => file.key)).toEqual([a, b]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('restores the open files, with the same bytes, keys, order, selection and panels', async () => {
    await open('u1', true);
    const { a, b } = await openTwoFiles();
    const before = useFilesStore.getState().files;

    await reload('u1', true);

    const state = useFilesStore.getState();
    expect(state.files.map((file) => file.key)).toEqual([a, b]);
    expect(state.currentKey).toBe(b);
    expect(state.selectedKeys).toEqual([a]);
    expect(state.files.map((file) => file.expanded)).toEqual([false, true]);
    for (const [index, file] of state.files.entries()) {
      const original = before[index]!;
      expect([file.name, file.size, file.lastModified]).toEqual([
        original.name,
        original.size,
        original.lastModified,
      ]);
      expect(new Uint8Array(await file.file.arrayBuffer())).toEqual(
        new Uint8Array(await original.file.arrayBuffer()),
      );
    }
  });

  it('keeps no files while the setting is off, and deletes them when it is turned off', async () => {
    await open('u1', false);
    await openTwoFiles();
    await reload('u1', true);
    expect(useFilesStore.getState().files).toEqual([]);

    await openTwoFiles();
    emitSettingsChanged(['general'], settingsWith(false));
    await settle();
    await reload('u1', true);
    expect(useFilesStore.getState().files).toEqual([]);
  });

  it('saves the open files at once when the setting is turned on', async () => {
    await open('u1', false);
    const { a, b } = await openTwoFiles();
    emitSettingsChanged(['general'], settingsWith(true));
    await settle();
    await reload('u1', true);
    expect(useFilesStore.getState().files.map((file) => file.key)).toEqual([a, b]);
  });

  it('brings highlights and layer visibility back when the same file is opened again', async () => {
    await open('u1', false);
    const { a } = await openTwoFiles();
    useHighlightsStore.getState().add([highlight('h1', a), highlight('h2', a)]);
    useHighlightsStore.getState().setVisible('SEARCH', false);
    await settle();

    await reload('u1', false);
    expect(useHighlightsStore.getState().visible.SEARCH).toBe(false);
    expect(useHighlightsStore.getState().byFile).toEqual({});

    useFilesStore.getState().addFiles([pdf('a.pdf', 'A')], 'add');
    await settle();
    expect(useHighlightsStore.getState().byFile[a]).toEqual([
      highlight('h1', a),
      highlight('h2', a),
    ]);
  });

  it("keeps each file's review history, so Undo works after a reload (issue 64)", async () => {
    await open('u1', true);
    const { a, b } = await openTwoFiles();
    // Three different places (the same text at the same place would be one decision).
    const suggested = (id: string, key: string, y: number) => {
      return { ...highlight(id, key), y, text: id, status: 'suggested' as const };
    };
    const marks = [suggested('h1', a, 20), suggested('h2', a, 60), suggested('k1', b, 20)];
    useHighlightsStore.getState().add(marks);
    acceptMarks(['h1']);
    rejectMarks(['h2']);
    acceptMarks(['k1']);
    await settle();

    await reload('u1', true);
    await settle();
    expect(Object.keys(useReviewStore.getState().undo).sort()).toEqual([a, b].sort());
    expect(useReviewStore.getState().rejected.map(({ id }) => id)).toEqual(['h2']);

    // In a.pdf, Undo takes back a.pdf's newest step (the reject), not b.pdf's newer accept.
    useFilesStore.getState().setCurrent(a);
    expect(undoReview()).toEqual([a]);
    expect(
      useHighlightsStore
        .getState()
        .byFile[a]?.map(({ id }) => id)
        .sort(),
    ).toEqual(['h1', 'h2']);
    expect(useHighlightsStore.getState().byFile[b]?.[0]?.status).toBe('accepted');
    expect(undoReview()).toEqual([a]);
    expect(useHighlightsStore.getState().byFile[a]?.every((m) => m.status === 'suggested')).toBe(
      true,
    );
    // Nothing left in a.pdf: the newest step of any file goes next.
    expect(undoReview()).toEqual([b]);
    expect(useHighlightsStore.getState().byFile[b]?.[0]?.status).toBe('suggested');
    expect(undoReview()).toBeNull();

    // Closing a file forgets its history with its marks.
    acceptMarks(['k1']);
    await settle();
    useFilesStore.getState().removeFile(b);
    clearMarks(undefined, [b]);
    useReviewStore.getState().forgetFiles([b]);
    await settle();
    await reload('u1', true);
    useFilesStore.getState().addFiles([pdf('b.pdf', 'BB')], 'add');
    await settle();
    expect(useHighlightsStore.getState().byFile[b] ?? []).toEqual([]);
    expect(useReviewStore.getState().undo[b]).toBeUndefined();
    expect(useHighlightsStore.getState().byFile[a]).toHaveLength(2);
  });

  it('forgets the highlights of a file the user closed', async () => {
    await open('u1', false);
    const { a } = await openTwoFiles();
    useHighlightsStore.getState().add([highlight('h1', a)]);
    await settle();
    useFilesStore.getState().removeFile(a);
    useHighlightsStore.getState().clear(undefined, [a]);
    await settle();

    await reload('u1', false);
    useFilesStore.getState().addFiles([pdf('a.pdf', 'A')], 'add');
    await settle();
    expect(useHighlightsStore.getState().byFile[a] ?? []).toEqual([]);
  });

  it('clears the stores and the stored workspace on logout', async () => {
    await open('u1', true);
    const { a } = await openTwoFiles();
    useHighlightsStore.getState().add([highlight('h1', a)]);
    rememberAreas(1, [{ text: 'Kari Nordmann' }]);
    await settle();

    emitAuthEvent('logout');
    expect(useFilesStore.getState().files).toEqual([]);
    expect(useHighlightsStore.getState().byFile).toEqual({});
    // The texts kept beside history records leave with the person who redacted them.
    expect(keptAreas(1)).toBeUndefined();
    await settle();

    await open('u1', true);
    expect(useFilesStore.getState().files).toEqual([]);
    useFilesStore.getState().addFiles([pdf('a.pdf', 'A')], 'add');
    await settle();
    expect(useHighlightsStore.getState().byFile[a] ?? []).toEqual([]);
  });

  it('shows another user nothing of what was kept for the first', async () => {
    await open('u1', true);
    const { a } = await openTwoFiles();
    useHighlightsStore.getState().add([highlight('h1', a)]);
    useHighlightsStore.getState().setVisible('MANUAL', false);
    await settle();

    await reload('u2', true);
    expect(useFilesStore.getState().files).toEqual([]);
    expect(useHighlightsStore.getState().visible.MANUAL).toBe(true);
    useFilesStore.getState().addFiles([pdf('a.pdf', 'A')], 'add');
    await settle();
    expect(useHighlightsStore.getState().byFile[a] ?? []).toEqual([]);

    await reload('u1', true);
    expect(useFilesStore.getState().files).toHaveLength(2);
    expect(useHighlightsStore.getState().byFile[a]).toEqual([highlight('h1', a)]);
  });
});
