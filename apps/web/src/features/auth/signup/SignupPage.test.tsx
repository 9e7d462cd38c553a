import { USER_PATHS } from '@workbench/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledRoutes, installFakeApi } from '../../../test/fake-api';
import { currentUrl, renderApp } from '../../../test/render-app';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const settle = () => act(() => vi.advanceTimersByTimeAsync(800));

async function fillAccountStep(username = 'nybruker', email = 'ny@nav.no') {
  const typist = user();
  await typist.type(await screen.findByLabelText('Username'), username);
  await typist.type(screen.getByLabelText('Email'), email);
  await settle();
}

async function goToPasswordStep() {
  await fillAccountStep();
  await user().click(screen.getByRole('button', { name: 'Next' }));
  await user().selectOptions(await screen.findByLabelText('Department'), 'Skatteetaten');
  await user().click(screen.getByRole('button', { name: 'Next' }));
}

describe('sign-up, step 1', () => {
  it('checks availability once, 800 ms after typing stops, and then allows Next', async () => {
    const { fetchMock } = installFakeApi();
    renderApp('/signup');
    const typist = user();
    await typist.type(await screen.findByLabelText('Username'), 'nybruker');
    await typist.type(screen.getByLabelText('Email'), 'ny@nav.no');
    expect(screen.getAllByText('Checking availability…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(calledRoutes(fetchMock)).not.toContain(`GET ${USER_PATHS.checkUsername}`);

    await settle();
    expect(screen.getByText('Username is available')).toBeVisible();
    expect(screen.getByText('Email is available')).toBeVisible();
    const checks = calledRoutes(fetchMock).filter((route) => route.includes('/check/'));
    expect(checks).toEqual([`GET ${USER_PATHS.checkUsername}`, `GET ${USER_PATHS.checkEmail}`]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('keeps Next disabled while the username is taken', async () => {
    installFakeApi();
    renderApp('/signup');
    await fillAccountStep('ola');
    expect(screen.getByText('Username is already taken')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when the check fails, and keeps Next disabled', async () => {
    const { server } = installFakeApi();
    server.failures.add(`GET ${USER_PATHS.checkEmail}`);
    renderApp('/signup');
    await fillAccountStep();
    expect(screen.getByText('Could not check the email')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the schema message for an invalid username once the field is left', async () => {
    installFakeApi();
    renderApp('/signup');
    await user().type(await screen.findByLabelText('Username'), 'ab');
    await user().tab();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      /^Username must be at least 3 characters/,
    );
  });
});

describe('sign-up, steps 2 and 3', () => {
  it('filters departments, goes Back with the values kept, and focuses each step', async () => {
    const { server } = installFakeApi();
    server.departments.push({
      id: 9,
      name: 'Skattedirektoratet',
      description: '',
      is_active: true,
    });
    renderApp('/signup');
    await fillAccountStep();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 3: Department' })).toHaveFocus();

    const select = await screen.findByLabelText('Department');
    expect(within(select).queryByText('Retired Directorate')).toBeNull();
    await user().type(screen.getByLabelText('Filter departments'), 'SKATT');
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Choose a department', 'Skatteetaten', 'Skattedirektoratet']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Username and email' })).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('nybruker');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('says when departments cannot be loaded', async () => {
    const { server } = installFakeApi();
    server.failures.add('GET /api/departments');
    renderApp('/signup');
    await fillAccountStep();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to load departments.')).toBeVisible();
  });

  it('ticks off the password checklist and refuses a mismatched confirmation', async () => {
    installFakeApi();
    renderApp('/signup');
    await goToPasswordStep();
    const password = await screen.findByLabelText('Password');
    await user().type(password, 'abcdefgh');
    expect(screen.getByText(/At least 8 characters/)).toHaveTextContent('(met)');
    expect(screen.getByText(/An uppercase letter/)).toHaveTextContent('(not met)');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();

    await user().type(password, 'A1!');
    await user().type(screen.getByLabelText('Confirm password'), 'abcdefghA1?');
    await user().click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it('asks for every character class the server requires', async () => {
    installFakeApi();
    renderApp('/signup');
    await goToPasswordStep();
    await user().type(await screen.findByLabelText('Password'), 'Abcdefg1');
    await user().type(screen.getByLabelText('Confirm password'), 'Abcdefg1');
    await user().click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Password must contain at least one special character'),
    ).toBeVisible();
  });

  it('creates the account and sends the user to log in after verifying', async () => {
    const { server } = installFakeApi();
    const { router } = renderApp('/signup');
    await goToPasswordStep();
    await user().type(await screen.findByLabelText('Password'), 'Sterkt-passord1');
    await user().type(screen.getByLabelText('Confirm password'), 'Sterkt-passord1');
    await user().click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login?verifyEmail=true'));
    // The router's location changes before React has drawn the login page: wait for it.
    expect(await screen.findByText(/Check your email for a link/)).toBeVisible();
    expect(server.signups).toEqual([
      {
        username: 'nybruker',
        email: 'ny@nav.no',
        password: 'Sterkt-passord1',
        confirmPassword: 'Sterkt-passord1',
        department_id: 2,
        language: 'en',
      },
    ]);
  });
});
