import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, TEST_PASSWORD } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

/** The fake account, with a fixed theme: jsdom has no media queries for "system". */
function account(language: 'en' | 'nb') {
  const api = installFakeApi();
  api.server.settings.general = { ...api.server.settings.general, theme: 'light', language };
  return api;
}

async function logIn() {
  await userEvent.type(await screen.findByLabelText(/Email or username|E-post eller/), 'kari');
  await userEvent.type(screen.getByLabelText(/^(Password|Passord)$/), TEST_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: /^(Log in|Logg inn)$/ }));
}

describe('language at sign-in', () => {
  it('keeps the language chosen on the login page and saves it to the account', async () => {
    const { server } = account('en');
    renderApp('/login');
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'nb');
    await logIn();
    await waitFor(() => expect(server.settings.general.language).toBe('nb'));
    expect(i18n.resolvedLanguage).toBe('nb');
    expect(document.documentElement.lang).toBe('nb');
  });

  it('follows the account’s language when nothing was chosen before signing in', async () => {
    account('nb');
    renderApp('/login');
    await logIn();
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('nb'));
  });
});
