import { AUTH_PATHS } from '@workbench/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi, TOKENS } from '../../test/fake-api';
import { currentUrl, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('e-mail verification', () => {
  it('verifies once under StrictMode, counts down 3 s and goes to /login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, server } = installFakeApi();
    const { router } = renderApp(`/verify-email?token=${TOKENS.verify}`, { strict: true });
    expect(await screen.findByText(/Your email address is verified/)).toBeVisible();
    expect(screen.getByText('Going to the login page in 3 seconds.')).toBeVisible();
    const verifications = calledRoutes(fetchMock).filter((route) => route.endsWith('verify-email'));
    expect(verifications).toEqual([`POST ${AUTH_PATHS.verifyEmail}`]);
    expect(server.verifiedTokens.has(TOKENS.verify)).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Going to the login page in 1 second.')).toBeVisible();
    expect(currentUrl(router)).toBe(`/verify-email?token=${TOKENS.verify}`);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it('treats an already verified address as success', async () => {
    const { server } = installFakeApi();
    server.verifiedTokens.add(TOKENS.verify);
    const { router } = renderApp(`/verify-email?token=${TOKENS.verify}`);
    expect(await screen.findByText(/Your email address is verified/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(currentUrl(router)).toBe('/login');
  });

  it('says an expired link has expired and offers a new one', async () => {
    installFakeApi();
    renderApp(`/verify-email?token=${TOKENS.verifyExpired}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The verification link has expired. Request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
  });

  it('calls nothing when the link has no token', async () => {
    const { fetchMock } = installFakeApi();
    renderApp('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification link is invalid.');
    expect(calledRoutes(fetchMock)).not.toContain(`POST ${AUTH_PATHS.verifyEmail}`);
  });

  it('says an unknown token is invalid', async () => {
    installFakeApi();
    renderApp('/verify-email?token=not-a-known-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification link is invalid.');
  });
});
