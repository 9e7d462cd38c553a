import type { TDepartment, TSession, TUser } from '@workbench/contracts';
import { buildSessions, TEST_DEPARTMENTS, TEST_PASSWORD, testUser } from './fake-data';
import { deleteCookie, setCookie } from './fake-http';
import { createSettings, type FakeSettings } from './fake-settings-routes';

/**
 * What the fake server holds. Sessions work as on the real server: access and refresh tokens
 * in cookies, refresh tokens rotate, and a reused refresh token revokes the session.
 */
export type FakeServer = {
  user: TUser;
  password: string;
  takenUsernames: string[];
  takenEmails: string[];
  departments: TDepartment[];
  sessions: TSession[];
  accessTokens: Set<string>;
  refreshToken: string | null;
  usedRefreshTokens: Set<string>;
  csrfTokens: Set<string>;
  /** Route keys ('GET /api/departments') that answer 500. */
  failures: Set<string>;
  /** Route keys that never answer. */
  hangs: Set<string>;
  counter: number;
  refreshCount: number;
  signups: unknown[];
  verifiedTokens: Set<string>;
  settings: FakeSettings;
};

export function createServer(): FakeServer {
  return {
    user: { ...testUser },
    password: TEST_PASSWORD,
    takenUsernames: ['kari', 'ola'],
    takenEmails: ['kari@nav.no', 'ola@nav.no'],
    departments: TEST_DEPARTMENTS.map((department) => ({ ...department })),
    sessions: buildSessions(),
    accessTokens: new Set(),
    refreshToken: null,
    usedRefreshTokens: new Set(),
    csrfTokens: new Set(),
    failures: new Set(),
    hangs: new Set(),
    counter: 0,
    refreshCount: 0,
    signups: [],
    verifiedTokens: new Set(),
    settings: createSettings(),
  };
}

export function issueCsrf(server: FakeServer): string {
  const token = `csrf-${++server.counter}`;
  server.csrfTokens.add(token);
  setCookie('csrf_token', token);
  return token;
}

/** Signs in: new access and refresh cookies (and a CSRF cookie, as login sets one). */
export function issueSession(server: FakeServer) {
  const id = ++server.counter;
  server.accessTokens.add(`access-${id}`);
  server.refreshToken = `refresh-${id}`;
  setCookie('access_token', `access-${id}`);
  setCookie('refresh_token', `refresh-${id}`);
  if (server.csrfTokens.size === 0) issueCsrf(server);
}

/** The access token runs out; the refresh token still works. */
export function expireAccess(server: FakeServer) {
  server.accessTokens.clear();
}

export function revokeAll(server: FakeServer) {
  server.accessTokens.clear();
  server.refreshToken = null;
  deleteCookie('access_token');
  deleteCookie('refresh_token');
}
