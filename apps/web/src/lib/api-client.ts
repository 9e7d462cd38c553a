import { PAYLOAD_PATHS, ZKeyExchangeResponse } from '@workbench/contracts';
import type { z } from 'zod';
import { emitAuthEvent, onAuthEvent } from './auth-events';
import { sendWithCsrf } from './csrf';
import {
  errorCodeOf,
  isSuccessStatus,
  parseSuccess,
  toApiError,
  type HttpResult,
  type RequestOptions,
  type ScopedRequestOptions,
} from './http';
import {
  currentOrganizationId,
  dropRefusedOrganization,
  isNotMemberRefusal,
} from './organization-scope';
import { createSessionKeys } from './payload-crypto/session-key';
import { onSessionRenewed, refreshSession, sessionGeneration } from './session-refresh';

export { ApiError } from './api-error';
export type { RequestOptions } from './http';

const AUTH_PREFIX = '/api/auth/';

/**
 * Sends a request in the current organization's context. A context the server refuses (the
 * user left or was removed) is dropped; a read is then sent once more without it, while a write
 * is not, as it would act on the user's own account instead.
 */
async function sendInContext(path: string, options: ScopedRequestOptions): Promise<HttpResult> {
  const organizationId = currentOrganizationId();
  const result = await sendWithCsrf(path, { ...options, organizationId });
  if (organizationId === null || !isNotMemberRefusal(result.status, result.payload)) return result;
  dropRefusedOrganization(organizationId);
  return (options.method ?? 'GET') === 'GET' ? sendWithCsrf(path, options) : result;
}

/** Sends a request; outside /api/auth/, a 401 renews the session once and retries once. */
async function sendRenewing(path: string, options: ScopedRequestOptions): Promise<HttpResult> {
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
 * The tab's payload key (decision 0021), agreed through this client: with CSRF, in the
 * session's cookies, and with the one refresh on 401. It goes on sign-out and is replaced after
 * every session refresh.
 */
export const payloadKeys = createSessionKeys(
  async (request) =>
    (
      await apiRequest(PAYLOAD_PATHS.keyExchange, ZKeyExchangeResponse, {
        method: 'POST',
        body: request,
      })
    ).data,
);
onAuthEvent(() => payloadKeys.forget());
onSessionRenewed(() => payloadKeys.renewHeld());

/**
 * Sends a request, encrypted when asked. A key the server no longer knows (a restart, an
 * expiry) is dropped, and the request is sent once more under a newly agreed key.
 */
async function send(path: string, options: RequestOptions): Promise<HttpResult> {
  if (!options.encrypt) return sendRenewing(path, options);
  const encrypted = { ...options, payloadKeys };
  const first = await sendRenewing(path, encrypted);
  if (errorCodeOf(first) !== 'ENCRYPTION_KEY_UNKNOWN') return first;
  if (first.payloadKeyId !== undefined) payloadKeys.discard(first.payloadKeyId);
  return sendRenewing(path, encrypted);
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
  return parseSuccess(await send(path, options), schema);
}

/** Calls the API for a file (a redacted PDF or a ZIP); a failure is read as the error envelope. */
export async function apiFileRequest(path: string, options: RequestOptions = {}) {
  const result = await send(path, options);
  if (!isSuccessStatus(result.status) || result.file === undefined) throw toApiError(result);
  return result.file;
}
