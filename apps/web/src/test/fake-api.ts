import { AUTH_MESSAGES } from '@workbench/contracts';
import { vi } from 'vitest';
import { AUTH_ROUTES } from './fake-auth-routes';
import {
  answerAsFetch,
  currentTestGeneration,
  fail,
  readCookies,
  type FakeRequest,
} from './fake-http';
import { stubEncryptedFetch } from './fake-payload-server';
import { createServer, issueSession, type FakeServer } from './fake-server';
import { SETTINGS_ROUTES } from './fake-settings-routes';
import { PUBLIC_USER_ROUTES, SIGNED_IN_ROUTES } from './fake-user-routes';

export { testUser, TEST_PASSWORD, TOKENS } from './fake-data';
export { expireAccess, revokeAll } from './fake-server';

type FakeApiOptions = { signedIn?: boolean; hangSessionCheck?: boolean };

function urlOf(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
  return new URL(href, 'http://localhost');
}

function parseBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** Answers like the server would, after a macrotask, as a network would take a while. */
async function handle(request: FakeRequest, server: FakeServer): Promise<Response> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const key = `${request.method} ${request.path}`;
  if (server.hangs.has(key)) return new Promise<Response>(() => {});
  if (server.failures.has(key)) return fail('INTERNAL_ERROR', 'Internal server error');
  if (request.method !== 'GET') {
    const header = request.headers.get('X-CSRF-Token');
    const isValid = header !== null && header === request.cookies.csrf_token;
    if (!isValid || !server.csrfTokens.has(header)) {
      return fail('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);
    }
  }
  const publicRoute = AUTH_ROUTES[key] ?? PUBLIC_USER_ROUTES[key];
  if (publicRoute) return publicRoute(request, server);
  const signedInRoute = SIGNED_IN_ROUTES[key] ?? SETTINGS_ROUTES[key];
  if (signedInRoute === undefined) return fail('NOT_FOUND', 'Not found');
  if (!server.accessTokens.has(request.cookies.access_token ?? '')) {
    return fail('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  }
  return signedInRoute(request, server);
}

/**
 * An in-memory fake of the account, user and department endpoints behind `fetch`, with
 * cookie sessions, CSRF checks and rotating refresh tokens. `server` is its state, which
 * tests change to set up a case (e.g. `server.failures.add('GET /api/departments')`).
 * The fake payload server stands in front (`payload`): it agrees keys with a signed-in
 * browser and opens encrypted uploads, so `fetchMock` sees the plain requests.
 */
export function installFakeApi(options: FakeApiOptions = {}) {
  const server = createServer();
  const installedIn = currentTestGeneration();
  if (options.signedIn) issueSession(server);
  if (options.hangSessionCheck) server.hangs.add('GET /api/users/me');
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(init),
      headers: new Headers(init?.headers),
      cookies: readCookies(),
    };
    return answerAsFetch(() => handle(request, server), installedIn, init?.signal);
  });
  const payload = stubEncryptedFetch(fetchMock, {
    isSignedIn: () => server.accessTokens.has(readCookies().access_token ?? ''),
  });
  return { server, fetchMock, payload };
}

/** The paths the app called, in order, as 'METHOD /path'. */
export function calledRoutes(fetchMock: ReturnType<typeof installFakeApi>['fetchMock']) {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = urlOf(input);
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}
