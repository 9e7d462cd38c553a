import { AUTH_PATHS } from '@workbench/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi, TOKENS } from '../../../test/fake-api';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the links of an e-mail change', () => {
  it('confirms the new address once under StrictMode, signed in, and the account shows it', async () => {
    const { fetchMock, server } = installFakeApi({ signedIn: true });
    server.user = { ...server.user, pending_email: 'kari.nordmann@nav.no' };
    const { router } = renderApp(`/confirm-email?token=${TOKENS.confirmEmail}`, { strict: true });
    expect(
      await screen.findByText('Your new email address is confirmed. Log in with it from now on.'),
    ).toBeVisible();
    const calls = calledRoutes(fetchMock).filter((route) => route.endsWith('verify-email'));
    expect(calls).toEqual([`POST ${AUTH_PATHS.verifyEmail}`]);
    expect(server.user).toMatchObject({ email: 'kari.nordmann@nav.no', pending_email: null });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to settings' }));
    expect(currentUrl(router)).toBe('/settings?tab=account');
  });

  it('says a replaced or unknown confirmation link is invalid', async () => {
    installFakeApi();
    renderApp('/confirm-email?token=not-a-known-token-but-long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The confirmation link is invalid, or a newer change replaced it.',
    );
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('asks before cancelling, then says which address stays and that devices were signed out', async () => {
    const { fetchMock, server } = installFakeApi({ signedIn: true });
    server.user = { ...server.user, pending_email: 'kari@nav.on' };
    renderApp(`/cancel-email-change?token=${TOKENS.cancelEmailChange}`);
    expect(
      await screen.findByText(/Cancel the change of your account’s email address\?/),
    ).toBeVisible();
    expect(calledRoutes(fetchMock)).not.toContain(`POST ${AUTH_PATHS.cancelEmailChange}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the change' }));
    expect(
      await screen.findByText(
        'The change is cancelled. Your account uses kari@nav.no. Every device was signed out: log in again.',
      ),
    ).toBeVisible();
    expect(server.user.pending_email).toBeNull();
    expect(server.accessTokens.size).toBe(0);
  });

  it('shows why a cancel link fails: expired, or used already', async () => {
    installFakeApi();
    renderApp(`/cancel-email-change?token=${TOKENS.cancelExpired}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This cancel link has expired. Log in and change the address in your settings.',
    );
  });

  it('calls nothing for a link without a token', async () => {
    const { fetchMock } = installFakeApi();
    renderApp('/cancel-email-change');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid or already used cancel link',
    );
    expect(screen.queryByRole('button', { name: 'Cancel the change' })).toBeNull();
    await waitFor(() =>
      expect(calledRoutes(fetchMock)).not.toContain(`POST ${AUTH_PATHS.cancelEmailChange}`),
    );
  });
});
