import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, TOKENS } from '../../test/fake-api';
import { currentUrl, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function submitPasswords(password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('reset password', () => {
  it('sends a visitor without a token to /forgot-password with one error notice', async () => {
    installFakeApi();
    const { router } = renderApp('/reset-password', { strict: true });
    await waitFor(() => expect(currentUrl(router)).toBe('/forgot-password'));
    expect(
      screen.getAllByText('The password reset link is invalid. Request a new one.'),
    ).toHaveLength(1);
  });

  it('sets the new password and links to login', async () => {
    const { server } = installFakeApi();
    renderApp(`/reset-password?token=${TOKENS.reset}`);
    await submitPasswords('Nytt-passord1', 'Nytt-passord1');
    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(server.password).toBe('Nytt-passord1');
  });

  it('shows the server message for an expired link', async () => {
    installFakeApi();
    renderApp(`/reset-password?token=${TOKENS.resetExpired}`);
    await submitPasswords('Nytt-passord1', 'Nytt-passord1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reset link expired. Request a new one.',
    );
  });

  it('refuses a confirmation that does not match', async () => {
    const { server } = installFakeApi();
    renderApp(`/reset-password?token=${TOKENS.reset}`);
    await submitPasswords('Nytt-passord1', 'Nytt-passord2');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(server.password).toBe('Hemmelig1!');
  });
});
