import { AUTH_PATHS, ZCsrfResponse } from '@workbench/contracts';
import {
  errorCodeOf,
  parseSuccess,
  sendJson,
  type HttpResult,
  type ScopedRequestOptions,
} from './http';

export const CSRF_COOKIE = 'csrf_token';

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match === undefined ? undefined : decodeURIComponent(match.slice(prefix.length));
}

let pendingToken: Promise<string> | null = null;

/** Asks the server for a new token (it also sets the cookie); callers at once share one call. */
export function fetchCsrfToken(): Promise<string> {
  pendingToken ??= sendJson(AUTH_PATHS.csrf, { method: 'GET' })
    .then((result) => parseSuccess(result, ZCsrfResponse).data.csrf_token)
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

function isCsrfRejection(result: HttpResult): boolean {
  return result.status === 403 && errorCodeOf(result) === 'CSRF_INVALID';
}

/**
 * Sends a request; every non-GET carries the CSRF header from the cookie (fetched first when
 * there is none yet). A rejected token is renewed and the request sent again, once.
 */
export async function sendWithCsrf(
  path: string,
  options: ScopedRequestOptions,
): Promise<HttpResult> {
  if ((options.method ?? 'GET') === 'GET') return sendJson(path, options);
  const csrfToken = readCookie(CSRF_COOKIE) ?? (await fetchCsrfToken());
  const first = await sendJson(path, { ...options, csrfToken });
  if (!isCsrfRejection(first)) return first;
  return sendJson(path, { ...options, csrfToken: await fetchCsrfToken() });
}
