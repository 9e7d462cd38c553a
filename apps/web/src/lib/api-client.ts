import type { z } from 'zod';
import { emitAuthEvent } from './auth-events';
import { sendWithCsrf } from './csrf';
import { parseSuccess, toApiError, type RequestOptions } from './http';
import { refreshSession, sessionGeneration } from './session-refresh';

export { ApiError } from './api-error';
export type { RequestOptions } from './http';

const AUTH_PREFIX = '/api/auth/';

/**
 * Calls the API and returns the parsed success envelope. `schema` is the response schema
 * from contracts, so callers are typed by the same source the server validates against.
 * Outside /api/auth/, a 401 renews the session once and retries the request once.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const seenGeneration = sessionGeneration();
  const first = await sendWithCsrf(path, options);
  if (first.status !== 401 || path.startsWith(AUTH_PREFIX)) return parseSuccess(first, schema);
  if (!(await refreshSession(seenGeneration))) {
    emitAuthEvent('refresh-failed');
    throw toApiError(first);
  }
  const retry = await sendWithCsrf(path, options);
  if (retry.status === 401) emitAuthEvent('session-expired');
  return parseSuccess(retry, schema);
}
