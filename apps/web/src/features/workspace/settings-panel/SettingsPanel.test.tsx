import type { TUsage } from '@workbench/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { installFakeApi } from '../../../test/fake-api';
import { AuthProvider } from '../../auth/auth-context';
import { useFilesStore } from '../files/files-store';
import { useWordsStore } from '../text-selection/words-store';
import { buildOpenFile } from '../test-fixtures';
import { useUsageStore } from '../usage/usage-store';
import { useViewerStore } from '../viewer/viewer-store';
import { SettingsPanel } from './SettingsPanel';

const PLAN: TUsage = {
  source: 'subscription',
  pages_used: 77,
  pages_limit: 100,
  pages_left: 23,
  percent_used: 77,
  gauge: 'warning',
  resets_at: '2026-12-01T00:00:00.000Z',
};

afterEach(() => {
  useUsageStore.setState({ usage: null });
  useWordsStore.setState({ byFile: {} });
  useFilesStore.getState().clear();
  vi.unstubAllGlobals();
});

describe('settings panel', () => {
  it('says what choosing text selection spends: the pages of the files whose words are not read', async () => {
    const api = installFakeApi({ signedIn: true });
    api.server.user.is_premium = true;
    startI18n();
    useUsageStore.setState({ usage: PLAN });
    useViewerStore.getState().setHighlightMode('rectangular');
    useFilesStore.setState({
      files: [
        buildOpenFile({ key: 'a', name: 'a.pdf', pageCount: 2 }),
        buildOpenFile({ key: 'b', name: 'b.pdf', pageCount: 3 }),
      ],
    });
    useWordsStore.getState().set('a', { status: 'completed', pages: {} });
    render(
      <MemoryRouter>
        <AuthProvider>
          <SettingsPanel />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('radio', { name: 'Text selection · 3 pages of 23 left' }),
    ).toBeInTheDocument();
    // Once chosen, there is nothing more to say.
    useViewerStore.getState().setHighlightMode('text_selection');
    expect(await screen.findByRole('radio', { name: 'Text selection' })).toBeChecked();
  });
});
