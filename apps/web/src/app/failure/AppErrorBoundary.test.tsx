import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { AppErrorBoundary } from './AppErrorBoundary';

vi.mock('./failure-navigation', () => ({ loadPage: vi.fn(), reloadCurrentPage: vi.fn() }));
vi.mock('../../features/pricing/PricingPage', () => ({
  PricingPage: () => {
    throw new Error('pricing broke');
  },
}));

function Broken(): never {
  throw new Error('render failed');
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  startI18n();
  // React and the router report the caught errors on the console.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('page failures', () => {
  it('the top-level boundary shows the error page instead of a child that throws', () => {
    render(
      <AppErrorBoundary>
        <p>before</p>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText('before')).toBeNull();
  });

  it('passes its children through when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('the root route shows the error page when a page throws', async () => {
    installFakeApi();
    renderApp('/pricing');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Go home' })).toBeInTheDocument();
  });

  it('shows the Norwegian texts', async () => {
    await startI18n().changeLanguage('nb');
    try {
      render(
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>,
      );
      expect(screen.getByRole('heading', { name: 'Noe gikk galt' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toBeInTheDocument();
    } finally {
      await startI18n().changeLanguage('en');
    }
  });
});
