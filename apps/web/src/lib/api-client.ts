import type { z } from 'zod';
import { emitAuthEvent } from './auth-events';
import { sendWithCsrf } from './csrf';
import {
  isSuccessStatus,
  parseSuccess,
  toApiError,
  type HttpResult,
  type RequestOptions,
} from './http';
import { refreshSession, sessionGeneration } from './session-refresh';

export { ApiError } from './api-error';
export type { RequestOptions } from './http';

const AUTH_PREFIX = '/api/auth/';

/** Sends a request; outside /api/auth/, a 401 renews the session once and retries once. */
async function sendRenewing(path: string, options: RequestOptions): Promise<HttpResult> {
  const seenGeneration = sessionGeneration();
  const first = await sendWithCsrf(path, options);
  if (first.status !== 401 || path.startsWith(AUTH_PREFIX)) return first;
  if (!(await refreshSession(seenGeneration))) {
    emitAuthEvent('refresh-failed');
    throw toApiError(first);
  }
  const retry = await sendWithCsrf(path, options);
  if (retry.status === 401) emitAuthEvent('session-expired');
  return retry;
}

/**
 * Calls the API and returns the parsed success envelope. `schema` is the response schema
 * from contracts, so callers are typed by the same source the server validates against.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  return parseSuccess(await sendRenewing(path, options), schema);
}

/** Calls the API for a file (a redacted PDF or a ZIP); a failure is read as the error envelope. */
export async function apiFileRequest(path: string, options: RequestOptions = {}) {
  const result = await sendRenewing(path, options);
  if (!isSuccessStatus(result.status) || result.file === undefined) throw toApiError(result);
  return result.file;
}
