import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('footer', () => {
  it('switches the language, remembers it and sets the document language', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'nb');
    expect(await screen.findByRole('heading', { name: 'Fant ikke siden' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('nb');
    expect(document.documentElement.lang).toBe('nb');
  });

  it('links to the website and pricing, and shows the copyright year', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Website' })).toBeVisible();
    expect(screen.getByText(`© ${new Date().getFullYear()} Redaction Workbench`)).toBeVisible();
  });

  it('tells which version and build is running', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByText('Version 0.1.0 · build test')).toBeVisible();
  });

  it('shows login and sign-up buttons only where the page has none of its own', async () => {
    installFakeApi();
    const { router } = renderApp('/forgot-password');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Log in' })).toHaveLength(1));
    await router.navigate('/pricing');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Plans and pricing' })).toBeVisible(),
    );
    const banner = screen.getByRole('banner');
    expect(banner.querySelectorAll('a.button')).toHaveLength(0);
  });
});
