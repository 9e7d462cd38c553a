import type { TUser } from '@workbench/contracts';
import { vi } from 'vitest';

export const testUser: TUser = {
  id: '7d3c3a5e-3f7b-4a38-9a1e-2f2f6b1c0a11',
  username: 'kari',
  email: 'kari@nav.no',
  department_id: 1,
  tutorial_finished: false,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const unauthorized = () =>
  json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Not signed in' } });

/**
 * A fake of the account endpoints, held in memory: `signedIn` decides what /api/users/me
 * answers; a login with password 'Hemmelig1!' signs in, anything else is refused.
 */
export function installFakeApi(options: { signedIn?: boolean; hangSessionCheck?: boolean } = {}) {
  const state = { signedIn: options.signedIn ?? false };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === '/api/users/me') {
      if (options.hangSessionCheck) return new Promise<Response>(() => {});
      return state.signedIn ? json(200, { success: true, data: testUser }) : unauthorized();
    }
    if (url === '/api/auth/login' && init?.method === 'POST') {
      const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
        password: string;
        identifier: string;
      };
      if (body.identifier === 'unverified') {
        const message = 'Please verify your email before logging in';
        return json(403, { success: false, error: { code: 'FORBIDDEN', message } });
      }
      if (body.password !== 'Hemmelig1!') {
        const message = 'Invalid username or password';
        return json(401, { success: false, error: { code: 'UNAUTHORIZED', message } });
      }
      state.signedIn = true;
      return json(200, { success: true, data: { user: testUser } });
    }
    return json(404, { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, fetchMock };
}
