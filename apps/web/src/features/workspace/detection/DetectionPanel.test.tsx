import { ENTITY_CATALOGUE, PERSONAL_DATA_TYPES } from '@workbench/contracts';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../app/Toaster';
import { startI18n } from '../../../lib/i18n';
import { AuthProvider } from '../../auth/auth-context';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useUpgradeStore } from '../premium/upgrade-store';
import { rejectMarks } from '../marks/review-actions';
import { markRendered } from '../viewer/page-events';
import { useUsageStore } from '../usage/usage-store';
import { DetectButton } from './DetectButton';
import { DetectionPanel } from './DetectionPanel';
import { useDetectionChoices } from './detection-choices-store';
import { useDetectionStore } from './detection-store';
import { useEngineStatus } from './engine-status';
import { installFakeDetectApi } from './fake-detect-api';
import { forgetSavedDetectionSettings } from './saved-detection-settings';
import { batchCompleted, fileCompleted, fileStarted, item, pageCompleted } from './test-events';

function renderPanel() {
  startI18n();
  render(
    <MemoryRouter>
      <AuthProvider>
        <DetectionPanel />
        <Toaster />
      </AuthProvider>
    </MemoryRouter>,
  );
}

function openFile(name = 'a.pdf') {
  const file = new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
  return useFilesStore.getState().addFiles([file], 'add').added[0]!;
}

const model = (name: string) => screen.findByRole('group', { name });
const summaryOf = (group: HTMLElement) => group.querySelector('summary');

beforeEach(() => {
  useFilesStore.getState().clear();
  useHighlightsStore.setState(useHighlightsStore.getInitialState());
  useDetectionStore.setState(useDetectionStore.getInitialState());
  useDetectionChoices.setState(useDetectionChoices.getInitialState());
  useEngineStatus.setState({ statuses: null });
  useUpgradeStore.setState({ open: false });
  forgetSavedDetectionSettings();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('detection panel', () => {
  it('disables a model whose engine is not installed and says why', async () => {
    const { detect } = installFakeDetectApi();
    detect.engines = {
      fast: { state: 'ready' },
      standard: { state: 'not_installed', detail: 'Standard AI is not installed on this server' },
      advanced: { state: 'not_configured' },
    };
    renderPanel();
    const standard = await model('Standard AI');
    await waitFor(() => expect(standard).toBeDisabled());
    // The operator's detail stays out of the users' view: they read whom to ask.
    expect(standard).toHaveAccessibleDescription(
      'Not available on this server: ask the person who runs it to install this model.',
    );
    const advanced = await model('Advanced AI');
    expect(advanced).toBeDisabled();
    expect(advanced).toHaveTextContent(
      'Not available on this server: ask the person who runs it to set this model up.',
    );
    expect(await model('Fast ML')).toBeEnabled();
    // Its administrators find the set-up on the server status page.
    expect(
      within(standard).getByRole('link', { name: 'Server status (administrators)' }),
    ).toHaveAttribute('href', '/admin/status');
  });

  it('shows the crown and the upgrade to users without premium', async () => {
    installFakeDetectApi({ premium: false });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'See what premium gives' }));
    expect(useUpgradeStore.getState().open).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Entity detection is a premium feature' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Detect sensitive information' })).toBeNull();
  });

  it('starts from the saved settings, showing only select-all for a full list', async () => {
    const { server } = installFakeDetectApi();
    server.settings.entities[3] = ENTITY_CATALOGUE[3].map((entity_text, id) => ({
      id: 100 + id,
      entity_text,
      method_id: 3,
      is_predefined: false,
    }));
    server.settings.general.detection_threshold = 0.75;
    renderPanel();
    const standard = await model('Standard AI');
    await waitFor(() => expect(summaryOf(standard)).toHaveTextContent('All entity types'));
    expect(summaryOf(await model('Fast ML'))).toHaveTextContent('Person');
    expect(summaryOf(await model('Advanced AI'))).toHaveTextContent('None chosen');
    expect(screen.getByRole('slider', { name: 'Minimum score' })).toHaveValue('0.75');
    expect(screen.getByText('75 %')).toBeVisible();
  });

  it('offers personal data beside select-all in the fast list, and a run looks for exactly those types', async () => {
    const { detect } = installFakeDetectApi();
    openFile();
    renderPanel();
    const fast = await model('Fast ML');
    await waitFor(() => expect(summaryOf(fast)).toHaveTextContent('Person'));
    await userEvent.click(summaryOf(fast)!);
    const personal = within(fast).getByRole('checkbox', { name: 'Personal data' });
    expect(personal).not.toBeChecked();
    expect(personal.closest('label')).toHaveAttribute(
      'title',
      expect.stringContaining(`The ${PERSONAL_DATA_TYPES.length} types that identify a person`),
    );
    await userEvent.click(personal);
    expect(personal).toBeChecked();
    expect(summaryOf(fast)).toHaveTextContent('Personal data');
    expect(within(fast).getByRole('checkbox', { name: 'Email Address' })).toBeChecked();
    expect(within(fast).getByRole('checkbox', { name: 'Org. Email' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Detect sensitive information' }));
    await waitFor(() => expect(detect.forms).toHaveLength(1));
    expect(JSON.parse(detect.forms[0]!.get('requested_entities') as string)).toEqual(
      PERSONAL_DATA_TYPES.map((type) => `${type}_F`),
    );
  });

  it('calls the entry “Personopplysninger” in Norwegian', async () => {
    installFakeDetectApi();
    renderPanel();
    await i18n.changeLanguage('nb');
    const fast = await model('Rask ML');
    await waitFor(() => expect(summaryOf(fast)).toHaveTextContent('Person'));
    await userEvent.click(summaryOf(fast)!);
    await userEvent.click(within(fast).getByRole('checkbox', { name: 'Personopplysninger' }));
    expect(summaryOf(fast)).toHaveTextContent('Personopplysninger');
  });

  it('keeps detect disabled while no entity type is chosen', async () => {
    const { server } = installFakeDetectApi();
    server.settings.entities[1] = [];
    renderPanel();
    const fast = await model('Fast ML');
    // Nothing saved for the fast model: it looks for personal data, until the user unchecks it.
    await waitFor(() => expect(fast).toHaveTextContent('Personal data'));
    await userEvent.click(within(fast).getByText('Personal data'));
    await userEvent.click(within(fast).getByRole('checkbox', { name: 'Personal data' }));
    expect(fast).toHaveTextContent('None chosen');
    const detectButton = screen.getByRole('button', { name: 'Detect sensitive information' });
    expect(detectButton).toBeDisabled();
    // A screen reader user hears why.
    await waitFor(() =>
      expect(detectButton).toHaveAccessibleDescription(
        'Choose at least one entity type in a model above to start detection.',
      ),
    );
    await userEvent.click(within(fast).getByRole('checkbox', { name: 'Email Address' }));
    expect(detectButton).toBeEnabled();
    expect(detectButton).not.toHaveAccessibleDescription();
  });

  it('offers stop while a run streams, and gives the focus back to detect after', async () => {
    const { detect } = installFakeDetectApi();
    openFile();
    detect.keepOpen = true;
    detect.answer = () => [fileStarted('a.pdf', 0, 3)];
    renderPanel();
    await waitFor(() => expect(useDetectionChoices.getState().source).toBe('saved'));
    const detectButton = screen.getByRole('button', { name: 'Detect sensitive information' });
    await userEvent.click(detectButton);
    // The status bar may have been closed: the panel has a stop button of its own.
    await userEvent.click(await screen.findByRole('button', { name: 'Stop detection' }));
    expect(useDetectionStore.getState().isStreaming).toBe(false);
    expect(screen.queryByRole('button', { name: 'Stop detection' })).toBeNull();
    await waitFor(() => expect(detectButton).toHaveFocus());
  });

  it('names the premium crown of the toolbar button', async () => {
    installFakeDetectApi({ premium: false });
    startI18n();
    openFile();
    render(
      <AuthProvider>
        <DetectButton onDetect={() => undefined} />
      </AuthProvider>,
    );
    expect(
      await screen.findByRole('button', { name: 'Detect entities (premium feature)' }),
    ).toBeVisible();
  });

  it('says on the detect buttons how many pages a run spends of those left', async () => {
    installFakeDetectApi();
    useUsageStore.setState({
      usage: {
        source: 'subscription',
        pages_used: 80,
        pages_limit: 100,
        pages_left: 20,
        percent_used: 80,
        gauge: 'warning',
        resets_at: '2026-12-01T00:00:00.000Z',
      },
    });
    const [a, b] = [openFile('a.pdf'), openFile('b.pdf')];
    useFilesStore.getState().setPageCount(a.key, 1);
    useFilesStore.getState().setPageCount(b.key, 2);
    renderPanel();
    render(
      <AuthProvider>
        <DetectButton onDetect={() => undefined} />
      </AuthProvider>,
    );
    expect(
      await screen.findByRole('button', {
        name: 'Detect sensitive information · 3 pages of 20 left',
      }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Detect entities' })).toHaveAttribute(
      'title',
      'Detect entities · 3 pages of 20 left (Shift+D)',
    );
    useUsageStore.setState({ usage: null });
  });

  it('detects, shows a card per file, and goes to a page selecting its entities', async () => {
    const { detect } = installFakeDetectApi();
    const file = openFile();
    const person = item('PERSON', 'fast', [10, 20, 60, 30]);
    detect.answer = () => [
      fileStarted('a.pdf', 0, 2),
      pageCompleted('a.pdf', 1, 2),
      pageCompleted('a.pdf', 2, 2, [person]),
      fileCompleted('a.pdf', 2, [person], () => 2),
      batchCompleted(1, 2),
    ];
    renderPanel();
    await waitFor(() => expect(useDetectionChoices.getState().source).toBe('saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Detect sensitive information' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByText('1 entity')).toBeVisible();
    expect(await screen.findByText('Detection completed: 1 entity found')).toBeVisible();
    await userEvent.click(within(results).getByText('a.pdf'));
    expect(within(results).getByText('Words')).toBeVisible();

    markRendered(file.key, 2);
    await userEvent.click(within(results).getByRole('button', { name: 'Page 2: 1' }));
    const [mark] = useHighlightsStore.getState().byFile[file.key]!;
    await waitFor(() => expect(useHighlightsStore.getState().selectedId).toBe(mark!.id));
    expect(useFilesStore.getState().pages[file.key]).toBe(2);

    // The card keeps what the run found, and says where its review stands now.
    expect(
      within(results).getByText('Now 0 accepted, 1 to review, 0 rejected or removed'),
    ).toBeVisible();
    act(() => void rejectMarks([mark!.id]));
    expect(within(results).getByText('1 entity')).toBeVisible();
    expect(
      within(results).getByText('Now 0 accepted, 0 to review, 1 rejected or removed'),
    ).toBeVisible();
  });

  it('warns about pages without readable text, where nothing could be detected', async () => {
    const { detect } = installFakeDetectApi();
    openFile();
    const scanned = pageCompleted('a.pdf', 2, 2);
    if (scanned.type === 'page_completed') scanned.results.performance.words_count = 0;
    detect.answer = () => [
      fileStarted('a.pdf', 0, 2),
      pageCompleted('a.pdf', 1, 2),
      scanned,
      fileCompleted('a.pdf', 2, [], () => 0),
      batchCompleted(1, 2),
    ];
    renderPanel();
    await waitFor(() => expect(useDetectionChoices.getState().source).toBe('saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Detect sensitive information' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    // The card shows from the start of the run; its warnings once the file is done.
    await waitFor(() =>
      expect(results.querySelector('.detection-result')).toHaveAttribute(
        'data-status',
        'completed',
      ),
    );
    const card = results.querySelector('details')!;
    if (!card.open) await userEvent.click(within(results).getByText('a.pdf'));
    expect(
      within(results).getByText(/^Page 2 has no readable text, so nothing could be detected/),
    ).toBeVisible();
  });

  it('resets after confirming: choices, the card and the entity highlights go', async () => {
    const { detect } = installFakeDetectApi();
    const file = openFile();
    const person = item('PERSON', 'fast', [10, 20, 60, 30]);
    detect.answer = () => [
      fileStarted('a.pdf', 0, 1),
      pageCompleted('a.pdf', 1, 1, [person]),
      fileCompleted('a.pdf', 1, [person]),
      batchCompleted(1, 1),
    ];
    renderPanel();
    await waitFor(() => expect(useDetectionChoices.getState().source).toBe('saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Detect sensitive information' }));
    await screen.findByRole('region', { name: 'Results' });
    // Events are decrypted one after another: the results show before the run has ended.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset detection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(useHighlightsStore.getState().byFile[file.key]).toEqual([]);
    expect(within(await model('Fast ML')).getByText('None chosen')).toBeVisible();
  });

  it('saves the choices, threshold and ban-list flag to the settings', async () => {
    const { server } = installFakeDetectApi();
    renderPanel();
    await waitFor(() => expect(useDetectionChoices.getState().source).toBe('saved'));
    const advanced = await model('Advanced AI');
    await userEvent.click(within(advanced).getByText('None chosen'));
    await userEvent.click(within(advanced).getByRole('checkbox', { name: 'Health' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Use the ignore list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save to settings' }));
    expect(await screen.findByText('Detection settings saved')).toBeVisible();
    expect(server.settings.entities[2].map((entity) => entity.entity_text)).toEqual(['HEALTH']);
    expect(server.settings.general.use_banlist_for_detection).toBe(true);
  });
});
