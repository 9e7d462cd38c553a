import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function processingCard() {
  return within(await screen.findByRole('region', { name: 'Where documents are processed' }));
}

describe('where documents are processed', () => {
  it('saves "On this device", saying what it means', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.user.tutorial_finished = true;
    // Each save re-applies the theme; 'system' asks the media query, which jsdom lacks.
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderApp('/settings');
    const card = await processingCard();
    const onServer = card.getByRole('radio', { name: 'On the server' });
    const onDevice = card.getByRole('radio', { name: 'On this device' });
    expect(onServer).toBeChecked();
    expect(onDevice).toHaveAccessibleDescription(
      'Documents and the text found in them never leave this browser; standard and advanced detection, AI search and Office and e-mail conversion need the server and are unavailable; the first use downloads about 24 MB of engine files, kept for offline use.',
    );
    await userEvent.click(onDevice);
    await userEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
    expect(server.settings.general.processing_location).toBe('device');
  });

  it('shows the device fixed, and by whom, when an organization requires it', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.user.tutorial_finished = true;
    server.user.on_device_required_by = { id: 'org-1', name: 'Acme Kommune' };
    renderApp('/settings');
    const card = await processingCard();
    const onDevice = card.getByRole('radio', { name: 'On this device' });
    expect(onDevice).toBeChecked();
    expect(onDevice).toBeDisabled();
    expect(card.getByRole('radio', { name: 'On the server' })).toBeDisabled();
    expect(card.getByRole('group', { name: 'Process documents' })).toHaveAccessibleDescription(
      'Required by Acme Kommune',
    );
    expect(card.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(server.settings.general.processing_location).toBe('server');
  });

  it('speaks Norwegian', async () => {
    await i18n.changeLanguage('nb');
    const { server } = installFakeApi({ signedIn: true });
    server.user.tutorial_finished = true;
    server.user.language = 'nb';
    server.settings.general = { ...server.settings.general, language: 'nb' };
    server.user.on_device_required_by = { id: 'org-1', name: 'Acme Kommune' };
    renderApp('/settings');
    const card = within(await screen.findByRole('region', { name: 'Hvor dokumentene behandles' }));
    expect(card.getByRole('radio', { name: 'På denne enheten' })).toBeChecked();
    expect(card.getByText('Påkrevd av Acme Kommune')).toBeVisible();
  });
});
