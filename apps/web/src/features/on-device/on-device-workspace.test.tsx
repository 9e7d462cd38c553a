import {
  DEFAULT_DETECTION_THRESHOLD,
  DETECT_PATH,
  type TGeneralSettingsRecord,
} from '@workbench/contracts';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../app/Toaster';
import { startI18n } from '../../lib/i18n';
import { getToasts } from '../../lib/toast';
import { AuthProvider } from '../auth/auth-context';
import { emitSettingsChanged } from '../settings/settings-events';
import { DetectionPanel } from '../workspace/detection/DetectionPanel';
import { useDetectionChoices } from '../workspace/detection/detection-choices-store';
import { useDetectionStore } from '../workspace/detection/detection-store';
import { useEngineStatus } from '../workspace/detection/engine-status';
import { installFakeDetectApi } from '../workspace/detection/fake-detect-api';
import {
  forgetSavedDetectionSettings,
  loadSavedDetectionSettings,
} from '../workspace/detection/saved-detection-settings';
import { useFilesStore } from '../workspace/files/files-store';
import { resetAiSearchStatus } from '../workspace/search/ai-search-status';
import { SearchForm } from '../workspace/search/SearchForm';
import { useWorkspaceSettings } from '../workspace/workspace-settings';
import { useDeviceEngine, setEngineStarter } from './device-engine';
import { FakeDeviceEngine } from './fake-device-engine';
import { serveTickets } from './fake-ticket-server';
import { OnDeviceBadge } from './OnDeviceBadge';
import {
  requireProcessingConnection,
  useProcessingLocation,
  useProcessingStore,
} from './processing-location';
import { useOnDeviceWorkspace } from './use-on-device-workspace';

const onDevice = () => useProcessingStore.setState({ userId: 'u1', setting: 'device' });

function openFile(text = '%PDF pages=2\nwords=Kari Nordmann') {
  const file = new File([text], 'a.pdf', { type: 'application/pdf', lastModified: 5 });
  return useFilesStore.getState().addFiles([file], 'add').added[0]!;
}

function renderInApp(children: ReactNode) {
  startI18n();
  render(
    <MemoryRouter>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </MemoryRouter>,
  );
}

let engine: FakeDeviceEngine;
const starts = vi.fn(() => Promise.resolve(engine.asEngine()));

beforeEach(() => {
  engine = new FakeDeviceEngine();
  starts.mockClear();
  setEngineStarter(starts);
  useFilesStore.getState().clear();
  useDetectionStore.setState(useDetectionStore.getInitialState());
  useDetectionChoices.setState(useDetectionChoices.getInitialState());
  useEngineStatus.setState({ statuses: null });
  useWorkspaceSettings.setState({ general: null });
  forgetSavedDetectionSettings();
  resetAiSearchStatus();
});

afterEach(() => {
  setEngineStarter(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('engines that need the server, in on-device mode', () => {
  it('shows standard and advanced as not available on this device, whatever the server says', async () => {
    installFakeDetectApi();
    onDevice();
    renderInApp(<DetectionPanel />);
    const standard = await screen.findByRole('group', { name: 'Standard AI' });
    await waitFor(() => expect(useEngineStatus.getState().statuses).not.toBeNull());
    expect(standard).toBeDisabled();
    expect(standard).toHaveAccessibleDescription(
      'Not available on this device: this model runs on the server, where documents are not sent in this mode.',
    );
    // Nothing for an administrator to set up: the link to the status page is not offered.
    expect(within(standard).queryByRole('link')).toBeNull();
    expect(screen.getByRole('group', { name: 'Advanced AI' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Fast ML' })).toBeEnabled();
  });

  it('runs only the fast engine, here, and never sends a file to the detection call', async () => {
    const api = installFakeDetectApi();
    const tickets = serveTickets(api.fetchMock);
    onDevice();
    openFile();
    useDetectionChoices.setState({
      choices: { fast: ['PERSON_F'], standard: ['PERSON_S'], advanced: ['PERSON_A'] },
      threshold: DEFAULT_DETECTION_THRESHOLD,
      useBanList: false,
      source: 'edited',
    });
    renderInApp(<DetectionPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Detect sensitive information/ }),
    );
    await waitFor(() => expect(useDetectionStore.getState().isStreaming).toBe(false));
    await waitFor(() => expect(engine.calls.some((call) => call.method === 'detect')).toBe(true));
    expect(engine.calls.find((call) => call.method === 'detect')!.fields).toMatchObject({
      plan: { fast: ['PERSON'] },
    });
    expect(api.detect.forms).toEqual([]);
    expect(tickets.sent.some(({ path }) => path === DETECT_PATH)).toBe(false);
    expect(tickets.tickets).toEqual([{ operation: 'detect', files: [{ pages: 2 }] }]);
    const notices = getToasts().map((toast) => toast.message);
    expect(notices).toContain(
      'Standard AI, Advanced AI need the server and are not available on this device; they were left out of this run',
    );
  });

  it('turns AI search off with the reason', async () => {
    installFakeDetectApi();
    onDevice();
    renderInApp(<SearchForm scope="all" onScopeChange={() => undefined} />);
    const ai = await screen.findByRole('checkbox', { name: 'AI search' });
    expect(ai).toBeDisabled();
    expect(ai).toHaveAccessibleDescription(
      'AI search runs on the server and is not available on this device.',
    );
  });
});

describe('the mode', () => {
  it('follows the setting and an organization that requires it', async () => {
    const { result } = renderHook(() => useProcessingLocation());
    expect(result.current).toBe('server');
    onDevice();
    await waitFor(() => expect(result.current).toBe('device'));
    useProcessingStore.setState({ setting: 'server', requiredBy: { id: 'o1', name: 'NAV' } });
    await waitFor(() => expect(result.current).toBe('device'));
    useProcessingStore.setState({ requiredBy: null });
    await waitFor(() => expect(result.current).toBe('server'));
    // Saved on the settings page, in this tab: the next call already goes to the device.
    emitSettingsChanged(['general'], { processing_location: 'device' } as TGeneralSettingsRecord);
    await waitFor(() => expect(result.current).toBe('device'));
  });

  it('starts the engine once a file opens in the mode, and closes it when the mode goes off', async () => {
    installFakeDetectApi();
    renderInApp(<WorkspaceHooks />);
    useWorkspaceSettings.setState({ general: { processing_location: 'device' } as never });
    await waitFor(() => expect(useProcessingStore.getState().setting).toBe('device'));
    expect(starts).not.toHaveBeenCalled();
    openFile();
    await waitFor(() => expect(useDeviceEngine.getState().status).toBe('ready'));
    expect(starts).toHaveBeenCalledTimes(1);
    useWorkspaceSettings.setState({ general: { processing_location: 'server' } as never });
    await waitFor(() => expect(engine.isClosed).toBe(true));
    expect(useDeviceEngine.getState().status).toBe('off');
  });

  it('shows the badge only in the mode, and says what it means on a tap', async () => {
    renderInApp(<OnDeviceBadge />);
    expect(screen.queryByRole('button', { name: 'On this device' })).toBeNull();
    onDevice();
    const badge = await screen.findByRole('button', { name: 'On this device' });
    await userEvent.click(badge);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Documents stay in this browser: opening, reading, search, detection and redaction happen here',
    );
  });

  it('detects offline with the detection settings last read in this browser', async () => {
    const { fetchMock } = installFakeDetectApi();
    const online = await loadSavedDetectionSettings();
    forgetSavedDetectionSettings();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadSavedDetectionSettings()).toEqual(online);
    localStorage.clear();
    forgetSavedDetectionSettings();
    await expect(loadSavedDetectionSettings()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('lets the work on documents go on offline in the mode, and only there', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startI18n();
    expect(requireProcessingConnection()).toBe(false);
    expect(getToasts().map((toast) => toast.message)).toHaveLength(1);
    onDevice();
    expect(requireProcessingConnection()).toBe(true);
  });
});

function WorkspaceHooks() {
  useOnDeviceWorkspace();
  return null;
}
