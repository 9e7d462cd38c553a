import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { AuthProvider, useAuth } from '../../auth/auth-context';
import { useFilesStore } from '../files/files-store';
import { whenStorageIdle } from '../persistence/workspace-db';
import {
  clearWorkspaceStorage,
  startWorkspacePersistence,
} from '../persistence/workspace-persistence';
import { useWorkspaceSettings } from '../workspace-settings';
import { onAutoProcessFiles } from './auto-process';
import { useDetectionStore } from './detection-store';
import { useEngineStatus } from './engine-status';
import { installFakeDetectApi } from './fake-detect-api';
import { NO_CHOICES } from './entity-choices';
import { detectFiles } from './run-detection';
import { forgetSavedDetectionSettings } from './saved-detection-settings';
import { batchCompleted, fileCompleted, fileStarted, pageCompleted } from './test-events';
import { useDetectionWorkspace } from './use-detection-workspace';

function Workspace() {
  useDetectionWorkspace();
  return <p>{useAuth().status}</p>;
}

function pdf(name: string) {
  return new File([`%PDF-1.7 ${name}`], name, { type: 'application/pdf', lastModified: 1 });
}

/** Renders the workspace's detection hooks and waits until the user is signed in. */
async function renderWorkspace() {
  startI18n();
  render(
    <AuthProvider>
      <Workspace />
    </AuthProvider>,
  );
  await screen.findByText('signed-in');
  // React subscribes to new files in an effect that runs in a task after the commit showing
  // 'signed-in'; under load the test could add files before it. Let that task run first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

let api: ReturnType<typeof installFakeDetectApi>;
let announced: { fileKeys: string[]; isAutoProcessing: boolean }[] = [];
let offAnnounce: () => void = () => undefined;

beforeEach(async () => {
  await clearWorkspaceStorage();
  useDetectionStore.setState(useDetectionStore.getInitialState());
  useEngineStatus.setState({ statuses: null });
  forgetSavedDetectionSettings();
  api = installFakeDetectApi();
  api.detect.answer = (form) =>
    form.getAll('files').flatMap((file, index) => {
      const name = (file as File).name;
      return [fileStarted(name, index, 1), pageCompleted(name, 1, 1), fileCompleted(name, 1)];
    });
  const answer = api.detect.answer;
  api.detect.answer = (form) => [...answer(form), batchCompleted(1, 1)];
  announced = [];
  offAnnounce = onAutoProcessFiles((detail) => announced.push(detail));
});

afterEach(async () => {
  offAnnounce();
  vi.unstubAllGlobals();
  await clearWorkspaceStorage();
});

describe('auto-processing', () => {
  it('detects newly added files with the saved settings and tells search about them', async () => {
    await renderWorkspace();
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf'), pdf('b.pdf')], 'add');
    // The first run loads the settings, the entity lists and the engines' state first.
    await waitFor(() => expect(api.detect.forms).toHaveLength(1), { timeout: 12_000 });
    const form = api.detect.forms[0]!;
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.pdf']);
    // The fake's saved settings: PERSON pinned for the fast model, threshold 0.5.
    expect(form.get('requested_entities')).toBe(JSON.stringify(['PERSON_F']));
    expect(form.get('threshold')).toBe('0.5');
    expect(announced).toEqual([
      { fileKeys: added.map((file) => file.key), isAutoProcessing: true },
    ]);
    await waitFor(() =>
      expect(Object.keys(useDetectionStore.getState().summaries)).toHaveLength(2),
    );
  });

  it('warns for 8 s when no entity type is saved', async () => {
    api.server.settings.entities[1] = [];
    await renderWorkspace();
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    await waitFor(() => expect(getToasts().some((toast) => toast.kind === 'warning')).toBe(true));
    const warning = getToasts().find((toast) => toast.kind === 'warning')!;
    expect(warning.durationMs).toBe(8_000);
    expect(warning.message).toMatch(/no entity types are saved/);
    expect(api.detect.forms).toEqual([]);
  });

  it('does nothing while the setting is off', async () => {
    api.server.settings.general.auto_processing = false;
    await renderWorkspace();
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.detect.forms).toEqual([]);
    // Search still applies its active terms to the new file.
    expect(announced).toEqual([{ fileKeys: [added[0]!.key], isAutoProcessing: false }]);
  });

  it('leaves files brought back from the browser alone', async () => {
    api.server.settings.general.auto_processing = false;
    let stop = startWorkspacePersistence(api.server.user.id, {
      loadSaveFilesSetting: async () => true,
      debounceMs: 0,
    });
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await whenStorageIdle();
    stop();
    await whenStorageIdle();
    useFilesStore.setState(useFilesStore.getInitialState());
    useWorkspaceSettings.setState(useWorkspaceSettings.getInitialState());

    api.server.settings.general.auto_processing = true;
    await renderWorkspace();
    stop = startWorkspacePersistence(api.server.user.id, {
      loadSaveFilesSetting: async () => true,
      debounceMs: 0,
    });
    await waitFor(() => expect(useFilesStore.getState().files).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(api.detect.forms).toEqual([]);
  });

  it('keeps new files waiting when the user starts a run while their settings load', async () => {
    await renderWorkspace();
    api.detect.keepOpen = true;
    const [a] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
    await waitFor(() => expect(useDetectionStore.getState().isStreaming).toBe(true), {
      timeout: 5_000,
    });
    useFilesStore.getState().addFiles([pdf('b.pdf')], 'add');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The settings changed meanwhile, so b.pdf's run reads them again, slowly.
    forgetSavedDetectionSettings();
    let release = () => undefined as void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const inner = api.fetchMock.getMockImplementation()!;
    let isLoading = false;
    api.fetchMock.mockImplementation(async (input, init) => {
      if ((input instanceof Request ? input.url : input.toString()).includes('/entities')) {
        isLoading = true;
        await loaded;
      }
      return inner(input, init);
    });
    useDetectionStore.getState().stop();
    await waitFor(() => expect(isLoading).toBe(true));
    // The user starts a run of their own before b.pdf's settings have come.
    const choices = { ...NO_CHOICES, fast: ['PERSON_F'] };
    const own = detectFiles(
      [a!],
      { choices, threshold: 0.5, useBanList: false },
      { t: startI18n().t },
    );
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    useDetectionStore.getState().stop();
    expect(await own).toBe('stopped');
    await waitFor(() => expect(api.detect.forms).toHaveLength(3), { timeout: 5_000 });
    const names = api.detect.forms.map((form) =>
      form.getAll('files').map((file) => (file as File).name),
    );
    expect(names).toEqual([['a.pdf'], ['a.pdf'], ['b.pdf']]);
    useDetectionStore.getState().stop();
  });
});
