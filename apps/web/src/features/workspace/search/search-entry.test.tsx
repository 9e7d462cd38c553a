import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { AuthProvider } from '../../auth/auth-context';
import { useFilesStore } from '../files/files-store';
import { MobileActionMenu } from '../mobile/MobileActionMenu';
import { SIDEBAR_TAB_ORDER } from '../shortcuts/shortcut-map';
import { useWorkspaceShortcuts } from '../shortcuts/use-workspace-shortcuts';
import { Sidebar } from '../sidebar/Sidebar';
import { loadSidebar, useSidebarStore } from '../sidebar/sidebar-store';
import { Toolbar } from '../toolbar/Toolbar';
import { useWorkspaceActions } from '../use-workspace-actions';
import { resetAiSearchStatus } from './ai-search-status';
import { installFakeSearchApi } from './fake-search-api';
import { resetSearchStore, useSearchStore } from './search-store';
import { SearchPanel } from './SearchPanel';

const PANELS = Object.fromEntries(
  SIDEBAR_TAB_ORDER.map((tab) => [tab, tab === 'search' ? <SearchPanel /> : <p>{tab}</p>]),
) as Record<(typeof SIDEBAR_TAB_ORDER)[number], React.ReactNode>;

function Workspace() {
  const { actions, shortcuts } = useWorkspaceActions();
  useWorkspaceShortcuts(true, shortcuts);
  return (
    <>
      <Toolbar actions={actions} />
      <Sidebar panels={PANELS} />
      <MobileActionMenu actions={actions} />
    </>
  );
}

function setup() {
  const api = installFakeSearchApi({ documents: { 'a.pdf': ['Kari bor i Oslo'] } });
  api.server.settings.patterns = [
    { id: 1, setting_id: 1, pattern_text: 'Kari', pattern_type: 'normal' },
  ];
  useFilesStore
    .getState()
    .addFiles([new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })], 'add');
  startI18n();
  render(
    <AuthProvider>
      <Workspace />
    </AuthProvider>,
  );
  return api;
}

const searchInput = () => screen.getByRole('textbox', { name: 'Search terms' });

beforeEach(() => {
  resetSearchStore();
  resetAiSearchStatus();
  useFilesStore.getState().clear();
  useSidebarStore.setState({ ...loadSidebar(1440), tab: 'thumbnails', collapsed: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ways into search', () => {
  it("the toolbar's dropdown searches with the default terms and opens the search tab", async () => {
    const { searches } = setup();
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Search with default terms' }));
    expect(getToasts().map((toast) => toast.message)).toContain('Searching with default terms…');
    expect(useSidebarStore.getState()).toMatchObject({ tab: 'search', collapsed: false });
    await waitFor(() => expect(useSearchStore.getState().activeQueries).toHaveLength(1));
    expect(searches[0]!.terms).toEqual(['Kari']);
  });

  it("the toolbar's default-terms search offline says only that it needs a connection", async () => {
    const { searches } = setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const shownBefore = getToasts().length;
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Search with default terms' }));
    await waitFor(() => expect(getToasts().length).toBeGreaterThan(shownBefore));
    expect(
      getToasts()
        .slice(shownBefore)
        .map((toast) => toast.message),
    ).toEqual([
      'You are offline. This needs a connection to the server; try again when you are back online.',
    ]);
    expect(searches).toHaveLength(0);
  });

  it('"/" and Shift+F open the search tab with the cursor in the input', async () => {
    setup();
    fireEvent.keyDown(window, { key: '/' });
    await waitFor(() => expect(searchInput()).toHaveFocus());

    act(() => useSidebarStore.getState().activate('thumbnails'));
    expect(screen.queryByRole('textbox', { name: 'Search terms' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(window, { key: 'F', shiftKey: true });
    await waitFor(() => expect(searchInput()).toHaveFocus());
  });

  it("the toolbar dropdown's second entry and the mobile menu open the search input", async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: /^Search/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Search for a term' }));
    await waitFor(() => expect(searchInput()).toHaveFocus());

    act(() => useSidebarStore.getState().activate('files'));
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Search' }));
    await waitFor(() => expect(searchInput()).toHaveFocus());
  });
});
