import { USER_PATHS } from '@workbench/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi, revokeAll } from '../../../test/fake-api';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openAccountTab(setUp?: (api: ReturnType<typeof installFakeApi>) => void) {
  const api = installFakeApi({ signedIn: true });
  setUp?.(api);
  const view = renderApp('/user/settings?tab=account');
  await screen.findByRole('heading', { name: 'Profile' });
  // Every card has loaded, so nothing is in flight when a test changes the server.
  await screen.findByText('This device');
  await screen.findByText(/^Current department:/);
  // The app reads the stored theme and language shortly after sign-in.
  await waitFor(() => expect(calledRoutes(api.fetchMock)).toContain('GET /api/settings'));
  return { ...api, ...view };
}

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('profile', () => {
  it('says when the profile cannot be loaded', async () => {
    const { server } = installFakeApi({ signedIn: true });
    renderApp('/user/settings?tab=account');
    await screen.findByRole('tab', { name: 'Account' });
    server.failures.add(`GET ${USER_PATHS.me}`);
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByText('Failed to load user profile')).toBeVisible();
  });

  it('checks a new username like sign-up does, and refuses a taken one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openAccountTab();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const username = card('Profile').getByLabelText('Username');
    await typist.clear(username);
    await typist.type(username, 'ola');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(card('Profile').getByText('Username is already taken')).toBeVisible();
    expect(card('Profile').getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('needs the current password for a new e-mail, keeps the old one until it is confirmed, and can withdraw', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await openAccountTab();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const email = card('Profile').getByLabelText('Email');
    await typist.clear(email);
    await typist.type(email, 'kari.nordmann@nav.no');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(card('Profile').getByRole('button', { name: 'Save' })).toBeDisabled();
    await typist.type(card('Profile').getByLabelText('Current password'), 'Hemmelig1!');
    await typist.click(card('Profile').getByRole('button', { name: 'Save' }));
    expect(
      await card('Profile').findByText(
        'Confirm kari.nordmann@nav.no with the link we sent there. Until then your account keeps kari@nav.no, for login and password resets.',
      ),
    ).toBeVisible();
    expect(server.user).toMatchObject({
      email: 'kari@nav.no',
      pending_email: 'kari.nordmann@nav.no',
      email_verified: true,
    });
    expect(card('Profile').getByLabelText('Email')).toHaveValue('kari@nav.no');
    expect(card('Profile').queryByLabelText('Current password')).toBeNull();
    await typist.click(card('Profile').getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(card('Profile').queryByText(/Confirm kari.nordmann/)).toBeNull());
    expect(server.user.pending_email).toBeNull();
  });

  it('shows the server message when the current password is wrong', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openAccountTab();
    const typist = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const email = card('Profile').getByLabelText('Email');
    await typist.clear(email);
    await typist.type(email, 'kari.nordmann@nav.no');
    await act(() => vi.advanceTimersByTimeAsync(800));
    await typist.type(card('Profile').getByLabelText('Current password'), 'Feil-passord1');
    await typist.click(card('Profile').getByRole('button', { name: 'Save' }));
    expect(await card('Profile').findByRole('alert')).toHaveTextContent(
      'Current password is incorrect',
    );
  });
});

describe('department', () => {
  it('changes only to a different department, after a confirmation', async () => {
    await openAccountTab();
    const department = card('Department');
    expect(
      await department.findByText('Current department: Arbeids- og velferdsetaten'),
    ).toBeVisible();
    const change = department.getByRole('button', { name: 'Change department' });
    expect(change).toBeDisabled();
    await userEvent.type(department.getByLabelText('Filter departments'), 'vegvesen');
    await userEvent.selectOptions(department.getByLabelText('Department'), 'Statens vegvesen');
    expect(change).toBeEnabled();

    await userEvent.click(change);
    const dialog = screen.getByRole('dialog', { name: 'Change department?' });
    expect(dialog).toHaveTextContent(/predefined entity lists will be replaced/);
    expect(dialog).toHaveTextContent(/added yourself are kept/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change department' }));
    expect(await department.findByText('Current department: Statens vegvesen')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(department.getByRole('button', { name: 'Change department' })).toBeDisabled();
  });

  it('keeps the department when the dialog is cancelled, and reports a failed change', async () => {
    const { server } = await openAccountTab();
    server.failures.add(`PATCH ${USER_PATHS.department}`);
    const department = card('Department');
    await userEvent.selectOptions(await department.findByLabelText('Department'), 'Skatteetaten');
    await userEvent.click(department.getByRole('button', { name: 'Change department' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.user.department_id).toBe(1);

    await userEvent.click(department.getByRole('button', { name: 'Change department' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change department' }));
    expect(await department.findByRole('alert')).toHaveTextContent('Department change failed');
  });
});

describe('an ended session', () => {
  it('sends the user to /login when the session cannot be refreshed', async () => {
    const { server, router } = await openAccountTab();
    revokeAll(server);
    const password = card('Change password');
    await userEvent.type(password.getByLabelText('Current password'), 'Hemmelig1!');
    await userEvent.type(password.getByLabelText('New password'), 'Nytt-passord1');
    await userEvent.type(password.getByLabelText('Confirm new password'), 'Nytt-passord1');
    await userEvent.click(password.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeVisible();
  });
});
