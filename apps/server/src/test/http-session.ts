import { BILLING_PATHS, DEV_MAILBOX_PATHS } from '@workbench/contracts';
import { PASSWORD, signupBody, tokenOf } from './accounts';

type StoredMail = { to: string; links: string[] };
/** What fetch takes as a body (the DOM's BodyInit, which a Node package's types lack). */
type Body = NonNullable<RequestInit['body']>;

export type HttpAnswer = {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
  json: <T = unknown>() => T;
};

/**
 * A browser stand-in for tests against a real server process over TCP: keeps the cookies the
 * server sets and repeats the csrf_token cookie in X-CSRF-Token on writes.
 */
export function createHttpSession(baseUrl: string) {
  const cookies = new Map<string, string>();

  async function send(
    method: string,
    path: string,
    body?: Body | object,
    options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = cookies.get('csrf_token');
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    let payload: Body | undefined;
    if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array) {
      payload = body as Body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: options.signal,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '') cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join('='));
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: response.headers,
      body: bytes,
      text: bytes.toString('utf8'),
      json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
    };
  }

  return {
    cookies,
    get: (path: string, options?: { signal?: AbortSignal }) =>
      send('GET', path, undefined, options),
    post: (
      path: string,
      body?: Body | object,
      options?: { headers?: Record<string, string>; signal?: AbortSignal },
    ) => send('POST', path, body, options),
  };
}

export type HttpSession = ReturnType<typeof createHttpSession>;

/** Signs up through the dev mailbox, verifies and logs in: the session holds a live login. */
export async function signUpOverHttp(baseUrl: string, name: string): Promise<HttpSession> {
  const session = createHttpSession(baseUrl);
  await session.get('/api/auth/csrf');
  const signup = await session.post('/api/auth/signup', signupBody(name));
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.text}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 200 && link === undefined; attempt++) {
    const mails = (await session.get(`${DEV_MAILBOX_PATHS.api}?to=${name}%40example.no`)).json<{
      data: StoredMail[];
    }>().data;
    link = mails.flatMap((mail) => mail.links).find((url) => url.includes('/verify-email'));
    if (link === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (link === undefined) throw new Error(`no verification mail for ${name}`);
  await session.post('/api/auth/verify-email', { token: tokenOf(link) });
  const login = await session.post('/api/auth/login', { identifier: name, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return session;
}

/** Buys a plan through the test-mode provider's own checkout page, as a user would. */
export async function subscribeOverHttp(session: HttpSession, planCode: string): Promise<void> {
  const checkout = await session.post(BILLING_PATHS.checkout, { plan_code: planCode });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.text}`);
  const { session_id: sessionId } = checkout.json<{ data: { session_id: string } }>().data;
  const csrf = session.cookies.get('csrf_token')!;
  const paid = await session.post(
    BILLING_PATHS.testCheckoutPay.replace(':sessionId', sessionId),
    `csrf=${encodeURIComponent(csrf)}`,
    { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.text}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const current = (await session.get(BILLING_PATHS.current)).json<{
      data: { status: string } | null;
    }>();
    if (current.data?.status === 'active') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the subscription did not become active');
}

/** Pages used in the current period, as the subscription page shows them. */
export async function pagesUsedOverHttp(session: HttpSession): Promise<number> {
  const current = await session.get(BILLING_PATHS.current);
  return current.json<{ data: { usage: { pages_used: number } } }>().data.usage.pages_used;
}

/** Logs an existing user in on a new session (after a server restart, say). */
export async function logInOverHttp(baseUrl: string, name: string): Promise<HttpSession> {
  const session = createHttpSession(baseUrl);
  await session.get('/api/auth/csrf');
  const login = await session.post('/api/auth/login', { identifier: name, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return session;
}
