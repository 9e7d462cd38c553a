import { USER_PATHS } from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../lib/page-reload';
import { installFakeApi } from '../../../test/fake-api';
import { currentUrl, renderApp } from '../../../test/render-app';

vi.mock('../../../lib/page-reload', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

async function openAccountTab() {
  const api = installFakeApi({ signedIn: true });
  const view = renderApp('/user/settings?tab=account');
  await screen.findByText('This device');
  return { ...api, ...view };
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('change password', () => {
  it('keeps Update disabled until all three fields are filled', async () => {
    await openAccountTab();
    const password = card('Change password');
    const update = password.getByRole('button', { name: 'Update password' });
    expect(update).toBeDisabled();
    await userEvent.type(password.getByLabelText('Current password'), 'Hemmelig1!');
    await userEvent.type(password.getByLabelText('New password'), 'Nytt-passord1');
    expect(update).toBeDisabled();
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Nytt-passord1');
    expect(update).toBeEnabled();
  });

  it('shows the server message for a wrong current password', async () => {
    await openAccountTab();
    const password = card('Change password');
    await userEvent.type(password.getByLabelText('Current password'), 'Feil-passord1');
    await userEvent.type(password.getByLabelText('New password'), 'Nytt-passord1');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Nytt-passord1');
    await userEvent.click(password.getByRole('button', { name: 'Update password' }));
    expect(await password.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });

  it('changes the password, says other devices were signed out and keys deleted, and lists only this one', async () => {
    const { server } = await openAccountTab();
    expect(card('Active sessions').getAllByRole('listitem')).toHaveLength(2);
    const password = card('Change password');
    await userEvent.type(password.getByLabelText('Current password'), 'Hemmelig1!');
    await userEvent.type(password.getByLabelText('New password'), 'Nytt-passord1');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Nytt-passord1');
    await userEvent.click(password.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByText(
        'Password changed. You have been signed out on your other devices, and your API keys were deleted.',
      ),
    ).toBeVisible();
    expect(server.password).toBe('Nytt-passord1');
    expect(password.getByLabelText('Current password')).toHaveValue('');
    await waitFor(() => expect(card('Active sessions').getAllByRole('listitem')).toHaveLength(1));
  });
});

describe('active sessions', () => {
  it('lists each device readably, marks this one, and revokes another', async () => {
    const { server } = await openAccountTab();
    const sessions = card('Active sessions');
    const [current, other] = sessions.getAllByRole('listitem');
    expect(current).toHaveTextContent('Firefox on Linux');
    expect(current).toHaveTextContent('This device');
    expect(current).toHaveTextContent('Last active 1 minute ago');
    expect(other).toHaveTextContent('Safari on iOS');
    expect(other).not.toHaveTextContent('This device');
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(sessions.queryByText('Safari on iOS')).toBeNull());
    expect(server.sessions).toHaveLength(1);
  });

  it('says when a session could not be revoked', async () => {
    const { server } = await openAccountTab();
    server.failures.add(`DELETE ${USER_PATHS.sessions}`);
    const sessions = card('Active sessions');
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await sessions.findByRole('alert')).toHaveTextContent('Failed to invalidate session');
    expect(sessions.getByText('Safari on iOS')).toBeVisible();
  });

  it('signs the user out when this device is revoked', async () => {
    const { router } = await openAccountTab();
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out this device (Firefox on Linux)' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it('says when the sessions cannot be loaded', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.failures.add(`GET ${USER_PATHS.sessions}`);
    renderApp('/user/settings?tab=account');
    expect(await screen.findByText('Failed to fetch active sessions')).toBeVisible();
  });
});

describe('delete account', () => {
  it('is enabled only with the password and DELETE typed exactly', async () => {
    await openAccountTab();
    const danger = card('Danger zone');
    const remove = danger.getByRole('button', { name: 'Delete account' });
    await userEvent.type(danger.getByLabelText('Password'), 'Hemmelig1!');
    await userEvent.type(danger.getByLabelText('Type DELETE to confirm'), 'delete');
    expect(remove).toBeDisabled();
    expect(danger.getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription(
      'Please type DELETE exactly to confirm account deletion',
    );
    await userEvent.clear(danger.getByLabelText('Type DELETE to confirm'));
    await userEvent.type(danger.getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(remove).toBeEnabled();
    await userEvent.clear(danger.getByLabelText('Password'));
    expect(remove).toBeDisabled();
  });

  it('shows the server message for a wrong password', async () => {
    await openAccountTab();
    const danger = card('Danger zone');
    await userEvent.type(danger.getByLabelText('Password'), 'Feil-passord1');
    await userEvent.type(danger.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(danger.getByRole('button', { name: 'Delete account' }));
    expect(await danger.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('clears local storage, reloads to /login, and says the account is gone', async () => {
    const { unmount } = await openAccountTab();
    localStorage.setItem('user:current_org_id', 'org-1');
    const danger = card('Danger zone');
    await userEvent.type(danger.getByLabelText('Password'), 'Hemmelig1!');
    await userEvent.type(danger.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(danger.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledWith('/login'));
    expect(localStorage.length).toBe(0);

    // What the reloaded page shows.
    unmount();
    renderApp('/login');
    expect(await screen.findByText('Your account has been deleted.')).toBeVisible();
  });
});
