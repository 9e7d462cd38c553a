import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitAuthEvent } from '../../../lib/auth-events';
import { useDetectionStore } from '../detection/detection-store';
import type { DetectionSummary } from '../detection/detection-summary';
import { useFilesStore } from '../files/files-store';
import { whenStorageIdle } from './workspace-db';
import { clearWorkspaceStorage, startWorkspacePersistence } from './workspace-persistence';

let stop: (() => void) | null = null;

function pdf(name: string, content = name) {
  return new File([`%PDF-1.7 ${content}`], name, { type: 'application/pdf', lastModified: 1 });
}

function summary(fileKey: string, status: DetectionSummary['status'] = 'completed') {
  const result: DetectionSummary = {
    fileKey,
    fileName: 'a.pdf',
    status,
    entities_detected: { total: 3, by_type: { PERSON: 3 }, by_page: { page_1: 3 } },
    performance: { detection_time: 1, words_count: 300, pages_count: 1, entity_density: 1 },
    pagesDone: 1,
    engineErrors: [],
    updatedAt: 1,
  };
  return result;
}

async function settle() {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    await whenStorageIdle();
  }
}

async function open(saveFiles: boolean) {
  stop = startWorkspacePersistence('u1', {
    loadSaveFilesSetting: async () => saveFiles,
    debounceMs: 0,
  });
  await settle();
}

async function reload(saveFiles: boolean) {
  stop?.();
  await settle();
  useFilesStore.setState(useFilesStore.getInitialState());
  useDetectionStore.setState(useDetectionStore.getInitialState());
  await open(saveFiles);
}

function addFile(name: string) {
  return useFilesStore.getState().addFiles([pdf(name)], 'add').added[0]!.key;
}

beforeEach(async () => {
  await clearWorkspaceStorage();
});

afterEach(() => {
  stop?.();
  stop = null;
});

describe('detection summaries in the browser', () => {
  it('come back with their files after a reload', async () => {
    await open(true);
    const a = addFile('a.pdf');
    useDetectionStore.getState().restoreSummaries([summary(a)]);
    await settle();
    await reload(true);
    expect(useDetectionStore.getState().summaries[a]).toEqual(summary(a));
  });

  it('wait for their file to be opened again, and a file still running is not kept', async () => {
    await open(false);
    const a = addFile('a.pdf');
    const b = addFile('b.pdf');
    useDetectionStore.getState().restoreSummaries([summary(a), summary(b, 'processing')]);
    await settle();
    await reload(false);
    expect(useDetectionStore.getState().summaries).toEqual({});
    addFile('b.pdf');
    addFile('a.pdf');
    await settle();
    expect(Object.keys(useDetectionStore.getState().summaries)).toEqual([a]);
  });

  it('go with their file when it is closed', async () => {
    await open(true);
    const a = addFile('a.pdf');
    useDetectionStore.getState().restoreSummaries([summary(a)]);
    await settle();
    useFilesStore.getState().removeFile(a);
    // The workspace drops a closed file's summary (use-detection-workspace does this on the page).
    useDetectionStore.getState().removeSummaries([a]);
    await settle();
    await reload(false);
    addFile('a.pdf');
    await settle();
    expect(useDetectionStore.getState().summaries).toEqual({});
  });

  it('are forgotten on logout', async () => {
    await open(true);
    const a = addFile('a.pdf');
    useDetectionStore.getState().restoreSummaries([summary(a)]);
    await settle();
    emitAuthEvent('logout');
    expect(useDetectionStore.getState().summaries).toEqual({});
    await settle();
    await open(false);
    addFile('a.pdf');
    await settle();
    expect(useDetectionStore.getState().summaries).toEqual({});
  });

  it('keep waiting for their file while other summaries are saved, up to 30 days', async () => {
    await open(false);
    const a = addFile('a.pdf');
    const b = addFile('b.pdf');
    const c = addFile('c.pdf');
    const now = Date.now();
    const monthAgo = now - 31 * 24 * 60 * 60 * 1000;
    const recentB = { ...summary(b), updatedAt: now };
    useDetectionStore
      .getState()
      .restoreSummaries([summary(a), recentB, { ...summary(c), updatedAt: monthAgo }]);
    await settle();
    await reload(false);
    // Only a.pdf is opened again; saving its summary must not lose b.pdf's.
    addFile('a.pdf');
    await settle();
    useDetectionStore.getState().restoreSummaries([{ ...summary(a), updatedAt: 2 }]);
    await settle();
    await reload(false);
    addFile('b.pdf');
    addFile('c.pdf');
    await settle();
    expect(useDetectionStore.getState().summaries[b]).toEqual(recentB);
    // c.pdf's summary was made over 30 days ago: it was dropped at the save.
    expect(useDetectionStore.getState().summaries[c]).toBeUndefined();
  });

  it('never keep a summary of a file that is no longer open', async () => {
    await open(true);
    const a = addFile('a.pdf');
    await settle();
    // A summary that arrived for a file closed meanwhile (a late event of a run).
    useDetectionStore.getState().restoreSummaries([summary('closed-key')]);
    useDetectionStore.getState().restoreSummaries([summary(a)]);
    await settle();
    await reload(true);
    expect(Object.keys(useDetectionStore.getState().summaries)).toEqual([a]);
    useFilesStore.setState({
      files: [{ ...useFilesStore.getState().files[0]!, key: 'closed-key' }],
    });
    await settle();
    expect(useDetectionStore.getState().summaries['closed-key']).toBeUndefined();
  });
});
