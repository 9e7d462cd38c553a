import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const octet = () => Math.floor(Math.random() * 254) + 1;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser stand-in for route tests: keeps the cookies the server sets, sends them back, and
 * repeats the csrf_token cookie in X-CSRF-Token on writes (unless told not to).
 */
export function createApiClient(
  app: FastifyInstance,
  options: { userAgent?: string; ip?: string; cookies?: Map<string, string> } = {},
) {
  // Shared between clients of two servers, it is one browser behind a load balancer.
  const cookies = options.cookies ?? new Map<string, string>();
  // Each client is its own device, so per-IP limits of one test do not leak into another.
  const remoteAddress = options.ip ?? `10.${octet()}.${octet()}.${octet()}`;

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      const isCleared = cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0);
      const hasExpired = cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (isCleared || hasExpired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  }

  async function request(
    method: Method,
    url: string,
    body?: unknown,
    extra: { csrf?: string | false; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...extra.headers };
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrf = extra.csrf ?? cookies.get('csrf_token');
    if (method !== 'GET' && typeof csrf === 'string') headers['x-csrf-token'] = csrf;
    const response = await app.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(body !== undefined && { payload: body as Record<string, unknown> }),
    });
    remember(response);
    return response;
  }

  /** Writes need a CSRF cookie first, as in the browser. */
  async function ensureCsrf() {
    if (!cookies.has('csrf_token')) await request('GET', '/api/auth/csrf');
  }

  return {
    /** The app this client talks to, for another device of the same test. */
    app,
    cookies,
    ip: remoteAddress,
    get: (url: string, extra?: Parameters<typeof request>[3]) =>
      request('GET', url, undefined, extra),
    async post(url: string, body?: unknown, extra?: Parameters<typeof request>[3]) {
      await ensureCsrf();
      return request('POST', url, body, extra);
    },
    async put(url: string, body?: unknown, extra?: Parameters<typeof request>[3]) {
      await ensureCsrf();
      return request('PUT', url, body, extra);
    },
    async patch(url: string, body?: unknown) {
      await ensureCsrf();
      return request('PATCH', url, body);
    },
    async delete(url: string, body?: unknown) {
      await ensureCsrf();
      return request('DELETE', url, body);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
