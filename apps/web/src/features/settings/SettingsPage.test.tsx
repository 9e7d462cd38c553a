import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { currentUrl, renderApp } from '../../test/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('settings page', () => {
  it('opens the general tab by default and offers only the tabs built so far', async () => {
    installFakeApi({ signedIn: true });
    renderApp('/settings');
    expect(await screen.findByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Account',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('General');
  });

  it('picks the tab from ?tab= and keeps it in the address', async () => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp('/user/settings?tab=account');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(currentUrl(router)).toBe('/user/settings?tab=general');
    expect(screen.getByRole('heading', { name: 'Appearance' })).toBeVisible();
  });

  it('moves between tabs with the arrow keys', async () => {
    installFakeApi({ signedIn: true });
    renderApp('/user/settings');
    await userEvent.click(await screen.findByRole('tab', { name: 'General' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
  });

  it('goes back to the previous page', async () => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp('/playground');
    await screen.findByRole('heading', { name: 'Workspace' });
    await act(() => router.navigate('/user/settings'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/playground'));
  });

  it('saves theme and language, and stores the language on the account', async () => {
    const { server } = installFakeApi({ signedIn: true });
    renderApp('/user/settings');
    await userEvent.selectOptions(
      await screen.findByLabelText('Theme', { selector: 'select#appearance-theme' }),
      'dark',
    );
    await userEvent.selectOptions(
      screen.getByLabelText('Language', { selector: 'select#appearance-language' }),
      'nb',
    );
    expect(document.documentElement.dataset.theme).not.toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Innstillingene er lagret')).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(server.user.language).toBe('nb');
  });
});
