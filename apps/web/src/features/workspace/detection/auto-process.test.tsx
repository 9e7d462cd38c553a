import 'fake-indexeddb/auto';
import { PERSONAL_DATA_TYPES, type TUsage } from '@workbench/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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
import { SpendQuestionDialog } from '../usage/SpendQuestionDialog';
import { useUsageStore } from '../usage/usage-store';
import { useSearchStore } from '../search/search-store';
import { useWorkspaceSettings } from '../workspace-settings';
import { onAutoProcessFiles, type AutoProcessDetail } from './auto-process';
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
    <MemoryRouter>
      <AuthProvider>
        <Workspace />
        <SpendQuestionDialog />
      </AuthProvider>
    </MemoryRouter>,
  );
  await screen.findByText('signed-in');
  // React subscribes to new files in an effect that runs in a task after the commit showing
  // 'signed-in'; under load the test could add files before it. Let that task run first.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

let api: ReturnType<typeof installFakeDetectApi>;
let announced: AutoProcessDetail[] = [];
let offAnnounce: () => void = () => undefined;
/** The page count the viewer would read for each new file. */
let pagesPerFile = 1;
let offPageCounts: () => void = () => undefined;

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
  pagesPerFile = 1;
  useUsageStore.setState({ usage: null });
  offPageCounts = useFilesStore.subscribe(({ files }) => {
    for (const file of files) {
      if (file.pageCount === null) useFilesStore.getState().setPageCount(file.key, pagesPerFile);
    }
  });
});

afterEach(async () => {
  offAnnounce();
  offPageCounts();
  vi.unstubAllGlobals();
  await clearWorkspaceStorage();
});

describe('auto-processing', () => {
  // These users chose to process new files without being asked (the question is tested below).
  beforeEach(() => {
    api.server.settings.general.ask_before_spending = false;
  });

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
      { fileKeys: added.map((file) => file.key), isAutoProcessing: true, isSearching: true },
    ]);
    await waitFor(() =>
      expect(Object.keys(useDetectionStore.getState().summaries)).toHaveLength(2),
    );
  });

  it('looks for the personal-data preset when no fast entity type is saved', async () => {
    api.server.settings.entities[1] = [];
    await renderWorkspace();
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    await waitFor(() => expect(api.detect.forms).toHaveLength(1), { timeout: 12_000 });
    const requested = JSON.parse(
      api.detect.forms[0]!.get('requested_entities') as string,
    ) as string[];
    expect(requested).toEqual(PERSONAL_DATA_TYPES.map((type) => `${type}_F`));
    expect(requested).toContain('EMAIL_ADDRESS_F');
    expect(getToasts().filter((toast) => toast.kind === 'warning')).toEqual([]);
  });

  it('does nothing while the setting is off', async () => {
    api.server.settings.general.auto_processing = false;
    await renderWorkspace();
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.detect.forms).toEqual([]);
    // Search still applies its active terms to the new file.
    expect(announced).toEqual([
      { fileKeys: [added[0]!.key], isAutoProcessing: false, isSearching: true },
    ]);
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

/** The free plan's month, with `left` of 25 pages left. */
function freeMonth(left: number): TUsage {
  return {
    source: 'free',
    pages_used: 25 - left,
    pages_limit: 25,
    pages_left: left,
    percent_used: ((25 - left) / 25) * 100,
    gauge: 'success',
    resets_at: '2026-12-01T00:00:00.000Z',
  };
}

describe('auto-processing and the pages it spends', () => {
  const question = () => screen.queryByRole('dialog', { name: 'Process the new files?' });

  it('asks before spending, saying how many pages and why', async () => {
    useUsageStore.setState({ usage: freeMonth(25) });
    pagesPerFile = 5;
    await renderWorkspace();
    useFilesStore.getState().addFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')], 'add');
    const dialog = await screen.findByRole('dialog', { name: 'Process the new files?' });
    expect(dialog).toHaveTextContent('will spend 15 pages of the 25 you have left.');
    expect(dialog).toHaveTextContent('Free plan: 25 pages a month.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    // Nothing is spent while the question is open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.detect.forms).toEqual([]);
    expect(announced).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Process them' }));
    await waitFor(() => expect(api.detect.forms).toHaveLength(1), { timeout: 5_000 });
    expect(announced[0]!.isAutoProcessing).toBe(true);
  });

  it('leaves the files unprocessed when the user says no', async () => {
    useUsageStore.setState({ usage: freeMonth(25) });
    pagesPerFile = 12;
    await renderWorkspace();
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(announced).toHaveLength(1));
    expect(announced[0]).toMatchObject({ isAutoProcessing: false, isSearching: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.detect.forms).toEqual([]);
  });

  it('asks at any count, and not again once the user chose to process without asking', async () => {
    useUsageStore.setState({ usage: freeMonth(25) });
    pagesPerFile = 1;
    await renderWorkspace();
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const dialog = await screen.findByRole('dialog', { name: 'Process the new files?' });
    expect(dialog).toHaveTextContent('will spend 1 page of the 25 you have left.');
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Process new files without asking/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Process them' }));
    await waitFor(() => expect(api.server.settings.general.ask_before_spending).toBe(false));
    await waitFor(() => expect(api.detect.forms).toHaveLength(1), { timeout: 5_000 });

    useFilesStore.getState().addFiles([pdf('b.pdf')], 'add');
    await waitFor(() => expect(api.detect.forms).toHaveLength(2), { timeout: 5_000 });
    expect(question()).toBeNull();
  });

  it('asks before the active search terms alone spend pages, with auto-processing off', async () => {
    api.server.settings.general.auto_processing = false;
    useUsageStore.setState({ usage: freeMonth(25) });
    useSearchStore.setState({
      activeQueries: [{ term: 'Kari', caseSensitive: false, isAiSearch: false }],
    });
    pagesPerFile = 3;
    await renderWorkspace();
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const dialog = await screen.findByRole('dialog', { name: 'Process the new files?' });
    expect(dialog).toHaveTextContent('will spend 3 pages of the 25 you have left.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(announced).toHaveLength(1));
    expect(announced[0]).toMatchObject({ isAutoProcessing: false, isSearching: false });
    useSearchStore.setState(useSearchStore.getInitialState());
  });
});
