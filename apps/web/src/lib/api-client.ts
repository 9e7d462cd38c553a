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
import {
  currentOrganizationId,
  dropRefusedOrganization,
  isNotMemberRefusal,
} from './organization-scope';
import { refreshSession, sessionGeneration } from './session-refresh';

export { ApiError } from './api-error';
export type { RequestOptions } from './http';

const AUTH_PREFIX = '/api/auth/';

/**
 * Sends a request in the current organization's context. A context the server refuses (the
 * user left or was removed) is dropped; a read is then sent once more without it, while a write
 * is not, as it would act on the user's own account instead.
 */
async function sendInContext(path: string, options: RequestOptions): Promise<HttpResult> {
  const organizationId = currentOrganizationId();
  const result = await sendWithCsrf(path, { ...options, organizationId });
  if (organizationId === null || !isNotMemberRefusal(result.status, result.payload)) return result;
  dropRefusedOrganization(organizationId);
  return (options.method ?? 'GET') === 'GET' ? sendWithCsrf(path, options) : result;
}

/** Sends a request; outside /api/auth/, a 401 renews the session once and retries once. */
async function sendRenewing(path: string, options: RequestOptions): Promise<HttpResult> {
  const seenGeneration = sessionGeneration();
  const first = await sendInContext(path, options);
  if (first.status !== 401 || path.startsWith(AUTH_PREFIX)) return first;
  if (!(await refreshSession(seenGeneration))) {
    emitAuthEvent('refresh-failed');
    throw toApiError(first);
  }
  const retry = await sendInContext(path, options);
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
