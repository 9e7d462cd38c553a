import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_TTL_MS } from './auth-timings';

export const COOKIE = {
  access: 'access_token',
  refresh: 'refresh_token',
  csrf: 'csrf_token',
} as const;

/** The refresh cookie only travels to the two calls that use it. */
const PATHS = { access: '/api', refresh: '/api/auth', csrf: '/' } as const;

const secondsUntil = (date: Date) => Math.max(0, Math.floor((date.getTime() - Date.now()) / 1000));

/** Secure over HTTPS, and always when the public address is https (TLS ends at a proxy). */
function base(request: FastifyRequest) {
  const secure = request.protocol === 'https' || request.server.hasHttpsPublicUrl;
  return { sameSite: 'lax', secure } as const;
}

/** Sets the three cookies of a signed-in browser: two HttpOnly tokens and the CSRF value. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: {
    accessToken: string;
    refreshToken: string;
    refreshExpiresAt: Date;
    sessionExpiresAt: Date;
    csrfToken: string;
  },
) {
  const options = base(request);
  reply.setCookie(COOKIE.access, tokens.accessToken, {
    ...options,
    httpOnly: true,
    path: PATHS.access,
    maxAge: AUTH_TTL_MS.access / 1000,
  });
  reply.setCookie(COOKIE.refresh, tokens.refreshToken, {
    ...options,
    httpOnly: true,
    path: PATHS.refresh,
    maxAge: secondsUntil(tokens.refreshExpiresAt),
  });
  reply.setCookie(COOKIE.csrf, tokens.csrfToken, {
    ...options,
    httpOnly: false,
    path: PATHS.csrf,
    maxAge: secondsUntil(tokens.sessionExpiresAt),
  });
}

/** A CSRF value for a browser that is not signed in yet (it lasts the browser session). */
export function setAnonymousCsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
) {
  reply.setCookie(COOKIE.csrf, value, { ...base(request), httpOnly: false, path: PATHS.csrf });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const options = base(request);
  reply.clearCookie(COOKIE.access, { ...options, path: PATHS.access });
  reply.clearCookie(COOKIE.refresh, { ...options, path: PATHS.refresh });
  reply.clearCookie(COOKIE.csrf, { ...options, path: PATHS.csrf });
}
