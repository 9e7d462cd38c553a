import fastifyCookie from '@fastify/cookie';
import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  ORGANIZATION_HEADER,
  ZOrganizationId,
} from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { COOKIE } from '../auth/cookies';
import { csrfFor } from '../auth/tokens';
import { AppError } from '../errors/app-error';
import type { UserRow } from '../db/schema';
import type { ApiKeysService } from '../services/api-keys.service';
import type { Caller } from '../services/processing-meter';
import type { Authenticated, ClientInfo, SessionsService } from '../services/sessions.service';

declare module 'fastify' {
  interface FastifyInstance {
    hasHttpsPublicUrl: boolean;
  }
  interface FastifyRequest {
    /** The signed-in session (cookies); null for visitors and API-key calls. */
    auth: Authenticated | null;
    /** The owner of the API key a processing call was made with. */
    apiKeyUser: UserRow | null;
  }
  interface FastifyContextConfig {
    /** false for calls that cannot carry the header, such as payment webhooks. */
    csrf?: boolean;
    /** 'required': a visitor gets 401 before the body is even validated. */
    auth?: 'required';
    /** true for the processing routes, the only ones an API key (Bearer) may call. */
    apiKey?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit check: the header must repeat the csrf_token cookie, which other sites cannot
 * read. For a signed-in session it must also be the value bound to the session's access token,
 * which a planted cookie cannot be.
 */
function hasValidCsrf(request: FastifyRequest, accessToken: string | undefined): boolean {
  const header = request.headers['x-csrf-token'];
  const cookie = request.cookies[COOKIE.csrf];
  return (
    typeof header === 'string' &&
    cookie !== undefined &&
    cookie.length > 0 &&
    isSameSecret(header, cookie) &&
    (accessToken === undefined || isSameSecret(header, csrfFor(accessToken)))
  );
}

/** The key of an `Authorization: Bearer …` header ('' when empty); other schemes are not ours. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\b/i.test(header.trim())) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? '';
}

type Options = { sessions: SessionsService; apiKeys: ApiKeysService; publicUrl: string };

/**
 * Who is calling: the session behind the access cookie, checked on every API request, or on the
 * processing routes an API key. A Bearer call carries no cookies' authority, so it needs no
 * CSRF token; any other route refuses it.
 */
export const auth = fp(async (app: FastifyInstance, options: Options) => {
  await app.register(fastifyCookie);
  app.decorate('hasHttpsPublicUrl', options.publicUrl.startsWith('https:'));
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKeyUser', null);

  app.addHook('onRequest', async (request) => {
    const { url, config } = request.routeOptions;
    if (url === undefined) return;
    const key = bearerToken(request);
    if (key !== undefined) {
      if (config.apiKey !== true)
        throw new AppError('FORBIDDEN', BILLING_MESSAGES.apiKeyNotAllowed);
      request.apiKeyUser = (await options.apiKeys.authenticate(key)) ?? null;
      if (request.apiKeyUser === null) {
        throw new AppError('UNAUTHORIZED', BILLING_MESSAGES.apiKeyInvalid);
      }
      return;
    }
    const accessToken = request.cookies[COOKIE.access];
    if (accessToken) request.auth = (await options.sessions.authenticate(accessToken)) ?? null;
    const needsCsrf = !SAFE_METHODS.has(request.method) && config.csrf !== false;
    const session = request.auth === null ? undefined : accessToken;
    if (needsCsrf && !hasValidCsrf(request, session)) {
      throw new AppError('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);
    }
    if (config.auth === 'required') requireAuth(request);
  });
});

/**
 * The caller of a processing route: the signed-in user or the owner of the API key used, and
 * the organization context the request names. Its membership is checked where the context is
 * used (premium and metering), so a stranger's organization is refused there.
 */
export function requireCaller(request: FastifyRequest): Caller {
  const user = request.apiKeyUser ?? requireAuth(request).user;
  return { user, organizationId: organizationContext(request) };
}

const ORGANIZATION_HEADER_NAME = ORGANIZATION_HEADER.toLowerCase();

/** The organization id of the request's organization header, if it has one. */
export function organizationContext(request: FastifyRequest): string | undefined {
  const value = request.headers[ORGANIZATION_HEADER_NAME];
  if (value === undefined || value === '') return undefined;
  const parsed = ZOrganizationId.safeParse(value);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]!.message);
  return parsed.data;
}

/** The signed-in caller, or a 401 the web app answers with one refresh and retry. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (request.auth === null) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  return request.auth;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: userAgent ? userAgent.slice(0, 512) : null };
}
