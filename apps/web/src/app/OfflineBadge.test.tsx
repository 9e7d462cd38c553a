import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function setNetwork(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

describe('offline badge', () => {
  it('shows in the header while the browser is offline', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    const header = screen.getByRole('banner');
    expect(within(header).queryByText('offline')).not.toBeInTheDocument();

    setNetwork(false);
    const badge = within(header).getByText('offline');
    expect(badge).toBeVisible();
    expect(badge.querySelector('svg')).not.toBeNull();

    await act(() => i18n.changeLanguage('nb'));
    expect(within(header).getByText('frakoblet')).toBeVisible();

    setNetwork(true);
    expect(within(header).queryByText('frakoblet')).not.toBeInTheDocument();
  });
});
