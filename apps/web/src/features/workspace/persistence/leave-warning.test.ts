import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { startLeaveWarning } from './leave-warning';
import { whenStorageIdle } from './workspace-db';
import { clearWorkspaceStorage, startWorkspacePersistence } from './workspace-persistence';

let stops: (() => void)[] = [];

/** Whether leaving the page now would ask first. */
function asks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function openPdf() {
  const file = new File(['%PDF-1.7'], 'vedtak.pdf', { type: 'application/pdf' });
  useFilesStore.getState().addFiles([file], 'add');
}

async function persist(saveFiles: boolean) {
  stops.push(startWorkspacePersistence('u1', { loadSaveFilesSetting: async () => saveFiles }));
  await new Promise((resolve) => setTimeout(resolve, 1));
  await whenStorageIdle();
}

beforeEach(() => stops.push(startLeaveWarning()));
afterEach(async () => {
  for (const stop of stops) stop();
  stops = [];
  await clearWorkspaceStorage();
});

describe('the warning before leaving the app', () => {
  it('asks while open files live only in this tab', async () => {
    expect(asks()).toBe(false);
    openPdf();
    expect(asks()).toBe(true);
    await persist(false);
    expect(asks()).toBe(true);
  });

  it('does not ask when the files are kept in the browser, and asks again once they are not', async () => {
    openPdf();
    await persist(true);
    expect(asks()).toBe(false);
    // Leaving the workspace for another page of the app keeps them stored.
    for (const stop of stops.splice(1)) stop();
    expect(asks()).toBe(false);
    await clearWorkspaceStorage();
    openPdf();
    expect(asks()).toBe(true);
  });

  it('asks while a change to kept files waits to be written, and not once it is', async () => {
    openPdf();
    await persist(true);
    expect(asks()).toBe(false);
    const file = useFilesStore.getState().files[0]!;
    useFilesStore.getState().setExpanded(file.key, false);
    expect(asks()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await whenStorageIdle();
    expect(asks()).toBe(false);
  });

  it('stops asking once stopped', () => {
    openPdf();
    for (const stop of stops.splice(0)) stop();
    expect(asks()).toBe(false);
  });
});
