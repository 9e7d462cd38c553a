import { AUTH_PATHS } from '@workbench/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function logIn(identifier: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email or username'), identifier);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('locks the form while the login is under way', async () => {
    const { server } = installFakeApi();
    server.hangs.add(`POST ${AUTH_PATHS.login}`);
    renderApp('/login');
    await logIn('kari', 'Hemmelig1!');
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled();
    expect(screen.getByLabelText('Email or username')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });

  it('shows the rate-limit message', async () => {
    installFakeApi();
    renderApp('/login');
    await logIn('throttled', 'Hemmelig1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });

  it('links an unverified e-mail login to the resend page with the address filled in', async () => {
    installFakeApi();
    renderApp('/login');
    await logIn('unverified@nav.no', 'Hemmelig1!');
    expect(await screen.findByRole('alert')).toHaveClass('alert-info');
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/resend-verification?email=unverified%40nav.no',
    );
  });
});
