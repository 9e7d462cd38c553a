import { act, screen, waitFor, within } from '@testing-library/react';
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
  it('opens the general tab by default and offers all six tabs', async () => {
    installFakeApi({ signedIn: true });
    renderApp('/settings');
    expect(await screen.findByRole('tab', { name: 'General' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Account',
      'Entity listPremium feature',
      'Search terms',
      'Ignore listPremium feature',
      'Exemption codes',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('General');
  });

  it('picks the tab from ?tab= and keeps it in the address', async () => {
    installFakeApi({ signedIn: true });
    const { router } = renderApp('/user/settings?tab=account');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    expect(currentUrl(router)).toBe('/user/settings?tab=general');
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeVisible();
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
    const appearance = within(screen.getByRole('region', { name: 'Appearance' }));
    await userEvent.click(appearance.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Innstillingene er lagret')).toBeVisible();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(server.user.language).toBe('nb');
    expect(server.settings.general).toMatchObject({ theme: 'dark', language: 'nb' });
  });

  it('shows a non-subscriber the premium notice on the entity tab', async () => {
    installFakeApi({ signedIn: true });
    renderApp('/settings?tab=entities');
    expect(await screen.findByText('This needs an active subscription.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View pricing plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it("saves a subscriber's entity choice; all chosen collapses to the select-all entry", async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.user.is_premium = true;
    renderApp('/settings?tab=entities');
    const fast = await screen.findByRole('group', { name: 'Fast ML' });
    const person = await within(fast).findByRole('checkbox', { name: /Person/ });
    expect(person).toBeChecked();
    expect(person).toBeDisabled();
    await userEvent.click(within(fast).getByRole('checkbox', { name: 'Url' }));
    await userEvent.click(within(fast).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(server.settings.entities[1].map((entity) => entity.entity_text)).toEqual([
        'PERSON',
        'URL',
      ]),
    );
    await userEvent.click(within(fast).getByRole('button', { name: 'Select all' }));
    expect(within(fast).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(fast).getByRole('checkbox', { name: /All entity types/ })).toBeChecked();
  });

  it('lists each entity type once: Postal Code and its alias are one entry', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.user.is_premium = true;
    server.settings.entities[3] = [
      { id: 7, entity_text: 'postal code', method_id: 3, is_predefined: false },
    ];
    renderApp('/settings?tab=entities');
    const standard = await screen.findByRole('group', { name: 'Standard AI' });
    const postal = await within(standard).findAllByRole('checkbox', { name: 'Postal Code' });
    expect(postal).toHaveLength(1);
    expect(postal[0]).toBeChecked();
  });

  it('adds a search term with its type badge', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.user.is_premium = true;
    renderApp('/settings?tab=search');
    await userEvent.type(await screen.findByLabelText('New search term'), '  Kari Nordmann ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    const list = await screen.findByRole('list', { name: 'Search terms' });
    expect(within(list).getByText('Kari Nordmann')).toBeVisible();
    expect(within(list).getByText('Aa')).toBeVisible();
    expect(server.settings.patterns[0]).toMatchObject({
      pattern_text: 'Kari Nordmann',
      pattern_type: 'case_sensitive',
    });
  });
});
