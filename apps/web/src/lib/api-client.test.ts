import { AUTH_PATHS, USER_PATHS, ZEmptyResponse, ZMeResponse } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, setCookie } from '../test/fake-http';
import { calledRoutes, expireAccess, installFakeApi, revokeAll } from '../test/fake-api';
import { ApiError, apiRequest } from './api-client';
import { onAuthEvent, type AuthEvent } from './auth-events';
import { readCookie } from './csrf';

afterEach(() => {
  vi.unstubAllGlobals();
});

const passwordChange = {
  current_password: 'Hemmelig1!',
  new_password: 'Nytt-passord1',
  confirm_password: 'Nytt-passord1',
};

function changePassword() {
  return apiRequest(USER_PATHS.changePassword, ZEmptyResponse, {
    method: 'POST',
    body: passwordChange,
  });
}

let events: AuthEvent[] = [];
let stopRecording = () => {};

beforeEach(() => {
  events = [];
  stopRecording = onAuthEvent((event) => events.push(event));
});

afterEach(() => stopRecording());

describe('CSRF', () => {
  it('sends the csrf_token cookie as X-CSRF-Token on writes, not on reads', async () => {
    const { fetchMock } = installFakeApi({ signedIn: true });
    await apiRequest(USER_PATHS.me, ZMeResponse);
    await changePassword();
    const [read, write] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(read?.get('X-CSRF-Token')).toBeNull();
    expect(write?.get('X-CSRF-Token')).toBe(readCookie('csrf_token'));
  });

  it('fetches a token first when there is no cookie', async () => {
    const { fetchMock } = installFakeApi({ signedIn: true });
    deleteCookie('csrf_token');
    await expect(changePassword()).resolves.toEqual({ success: true, data: null });
    expect(calledRoutes(fetchMock)).toEqual([
      `GET ${AUTH_PATHS.csrf}`,
      `POST ${USER_PATHS.changePassword}`,
    ]);
  });

  it('renews a rejected token and retries once', async () => {
    const { fetchMock } = installFakeApi({ signedIn: true });
    setCookie('csrf_token', 'stale-token');
    await expect(changePassword()).resolves.toEqual({ success: true, data: null });
    expect(calledRoutes(fetchMock)).toEqual([
      `POST ${USER_PATHS.changePassword}`,
      `GET ${AUTH_PATHS.csrf}`,
      `POST ${USER_PATHS.changePassword}`,
    ]);
  });

  it('gives up after one retry when the token keeps being refused', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.csrfTokens.has = () => false;
    const failure = await changePassword().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('CSRF_INVALID');
  });
});

describe('refresh on 401', () => {
  it('renews an expired session and retries the request', async () => {
    const { server } = installFakeApi({ signedIn: true });
    expireAccess(server);
    const response = await apiRequest(USER_PATHS.me, ZMeResponse);
    expect(response.data.username).toBe('kari');
    expect(server.refreshCount).toBe(1);
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    // The fake revokes the session when a rotated refresh token is used twice.
    const { server } = installFakeApi({ signedIn: true });
    expireAccess(server);
    const answers = await Promise.all([
      apiRequest(USER_PATHS.me, ZMeResponse),
      apiRequest(USER_PATHS.me, ZMeResponse),
      changePassword(),
    ]);
    expect(answers).toHaveLength(3);
    expect(server.refreshCount).toBe(1);
  });

  it('retries once only, when the renewed session is refused too', async () => {
    const { server } = installFakeApi({ signedIn: true });
    server.accessTokens.has = () => false;
    await expect(apiRequest(USER_PATHS.me, ZMeResponse)).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCount).toBe(1);
    expect(events).toContain('session-expired');
  });

  it('reports refresh-failed and throws the original 401 when the refresh fails', async () => {
    const { server } = installFakeApi({ signedIn: true });
    revokeAll(server);
    await expect(apiRequest(USER_PATHS.me, ZMeResponse)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Not signed in',
    });
    expect(events).toContain('refresh-failed');
  });

  it('never refreshes for /api/auth/ calls', async () => {
    const { server } = installFakeApi({ signedIn: true });
    expireAccess(server);
    const login = apiRequest(AUTH_PATHS.login, ZMeResponse, {
      method: 'POST',
      body: { identifier: 'kari', password: 'wrong' },
    });
    await expect(login).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCount).toBe(0);
    expect(events).toEqual([]);
  });
});

/** A LockManager that runs callbacks of one name one after another, as browsers do. */
function fakeLockManager() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name: string, callback: () => Promise<unknown>) {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

describe('refresh across tabs', () => {
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it('takes turns through navigator.locks, so two tabs never send the same refresh token', async () => {
    const { server } = installFakeApi({ signedIn: true });
    Object.defineProperty(navigator, 'locks', { value: fakeLockManager(), configurable: true });
    // Each import after a reset is a separate copy of the client, like a second tab.
    vi.resetModules();
    const tabA = await import('./api-client');
    vi.resetModules();
    const tabB = await import('./api-client');
    expireAccess(server);
    const answers = await Promise.all([
      tabA.apiRequest(USER_PATHS.me, ZMeResponse),
      tabB.apiRequest(USER_PATHS.me, ZMeResponse),
    ]);
    expect(answers.map((answer) => answer.data.username)).toEqual(['kari', 'kari']);
  });
});
