import fastifyCookie from '@fastify/cookie';
import { AUTH_MESSAGES } from '@workbench/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { COOKIE } from '../auth/cookies';
import { AppError } from '../errors/app-error';
import type { Authenticated, ClientInfo, SessionsService } from '../services/sessions.service';

declare module 'fastify' {
  interface FastifyInstance {
    hasHttpsPublicUrl: boolean;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyContextConfig {
    /** false for calls that cannot carry the header, such as payment webhooks. */
    csrf?: boolean;
    /** 'required': a visitor gets 401 before the body is even validated. */
    auth?: 'required';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double-submit check: the header must repeat the csrf_token cookie, which other sites cannot read. */
function hasValidCsrf(request: FastifyRequest): boolean {
  const header = request.headers['x-csrf-token'];
  const cookie = request.cookies[COOKIE.csrf];
  return (
    typeof header === 'string' &&
    cookie !== undefined &&
    cookie.length > 0 &&
    isSameSecret(header, cookie)
  );
}

/** Who is calling: the session behind the access cookie, checked on every API request. */
export const auth = fp(
  async (app: FastifyInstance, options: { sessions: SessionsService; publicUrl: string }) => {
    await app.register(fastifyCookie);
    app.decorate('hasHttpsPublicUrl', options.publicUrl.startsWith('https:'));
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request) => {
      const { url, config } = request.routeOptions;
      if (url === undefined) return;
      const needsCsrf = !SAFE_METHODS.has(request.method) && config.csrf !== false;
      if (needsCsrf && !hasValidCsrf(request)) {
        throw new AppError('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);
      }
      const accessToken = request.cookies[COOKIE.access];
      if (accessToken) request.auth = (await options.sessions.authenticate(accessToken)) ?? null;
      if (config.auth === 'required') requireAuth(request);
    });
  },
);

/** The signed-in caller, or a 401 the web app answers with one refresh and retry. */
export function requireAuth(request: FastifyRequest): Authenticated {
  if (request.auth === null) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  return request.auth;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: userAgent ? userAgent.slice(0, 512) : null };
}
