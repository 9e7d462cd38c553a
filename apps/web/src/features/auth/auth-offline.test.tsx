import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, testUser } from '../../test/fake-api';
import { AuthProvider, useAuth } from './auth-context';
import { KEPT_USER_MAX_AGE_MS, keepUser, keptUser } from './auth-state-storage';

function Status() {
  const { status, user } = useAuth();
  return <p>{`${status} ${user?.username ?? ''}`.trim()}</p>;
}

function renderAuth() {
  render(
    <AuthProvider>
      <Status />
    </AuthProvider>,
  );
}

/** fetch rejects as it does without a network. */
function goOffline() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the kept user', () => {
  it('is the user last confirmed, for 7 days', () => {
    keepUser(testUser);
    expect(keptUser()).toEqual(testUser);
    expect(keptUser(Date.now() + KEPT_USER_MAX_AGE_MS + 1)).toBeNull();
    keepUser(null);
    expect(keptUser()).toBeNull();
  });

  it('ignores what does not parse as a user', () => {
    localStorage.setItem('auth_state', '{"username":"<script>"}');
    localStorage.setItem('auth_state_timestamp', String(Date.now()));
    expect(keptUser()).toBeNull();
  });
});

describe('starting without the server', () => {
  it('opens signed in as the kept user when the server cannot be reached', async () => {
    keepUser(testUser);
    goOffline();
    renderAuth();
    expect(await screen.findByText(`signed-in ${testUser.username}`)).toBeInTheDocument();
  });

  it('opens signed out when no user was kept', async () => {
    goOffline();
    renderAuth();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
  });

  it('signs out and forgets the kept user when the server says the session is gone', async () => {
    keepUser(testUser);
    installFakeApi({ signedIn: false });
    renderAuth();
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(keptUser()).toBeNull();
  });

  it('asks the server again when the connection returns, and signs out a lapsed session', async () => {
    keepUser(testUser);
    goOffline();
    renderAuth();
    await screen.findByText(`signed-in ${testUser.username}`);
    installFakeApi({ signedIn: false });
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(keptUser()).toBeNull();
  });

  it('keeps the user the server confirms', async () => {
    installFakeApi({ signedIn: true });
    renderAuth();
    await screen.findByText(/^signed-in/);
    expect(keptUser()?.id).toBe(testUser.id);
  });
});
