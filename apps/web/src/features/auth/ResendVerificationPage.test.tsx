import { AUTH_PATHS } from '@workbench/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('resend verification', () => {
  it('prefills the address from ?email= and confirms the link is on its way', async () => {
    installFakeApi();
    renderApp('/resend-verification?email=ny%40nav.no');
    expect(await screen.findByLabelText('Email')).toHaveValue('ny@nav.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText(/a new verification link is on its way/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('asks for the address when it is missing', async () => {
    const { fetchMock } = installFakeApi();
    renderApp('/resend-verification');
    await userEvent.click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(fetchMock).not.toHaveBeenCalledWith(AUTH_PATHS.resendVerification, expect.anything());
  });

  it('says when sending failed, and lets the user try again', async () => {
    const { server } = installFakeApi();
    server.failures.add(`POST ${AUTH_PATHS.resendVerification}`);
    renderApp('/resend-verification?email=ny%40nav.no');
    await userEvent.click(await screen.findByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send the verification email. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Send verification email' })).toBeEnabled();
  });
});
