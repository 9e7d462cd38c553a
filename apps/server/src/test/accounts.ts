import type { FastifyInstance } from 'fastify';
import { createApiClient, type ApiClient } from './api-client';

export const PASSWORD = 'Skrivebord-Lampe7';

type StoredMail = { to: string; subject: string; links: string[] };

/** Waits for the newest mail to `to` whose link leads to `page` (mail goes out in the background). */
export async function readLink(app: FastifyInstance, to: string, page: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    const mails = response.json<{ data: StoredMail[] }>().data;
    const link = mails.flatMap((mail) => mail.links).find((url) => new URL(url).pathname === page);
    if (link !== undefined) return link;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} with a ${page} link`);
}

export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`no token in ${link}`);
  return token;
}

export function signupBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    username: name,
    email: `${name}@example.no`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    department_id: 1,
    ...overrides,
  };
}

/** Signs up, follows the verification link and logs in: the client holds a live session. */
export async function signUpAndLogIn(app: FastifyInstance, client: ApiClient, name: string) {
  const signup = await client.post('/api/auth/signup', signupBody(name));
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.body}`);
  const link = await readLink(app, `${name}@example.no`, '/verify-email');
  await client.post('/api/auth/verify-email', { token: tokenOf(link) });
  const login = await client.post('/api/auth/login', { identifier: name, password: PASSWORD });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return login.json<{ data: { user: { id: string } } }>().data.user;
}

/** A new verified user, signed in on a client of its own. */
export async function newSignedInUser(app: FastifyInstance, name: string) {
  const client = createApiClient(app);
  const { id } = await signUpAndLogIn(app, client, name);
  return { client, id };
}
