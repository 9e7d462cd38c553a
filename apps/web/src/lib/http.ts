import { PAYLOAD_KEY_HEADER, ZErrorEnvelope } from '@workbench/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error';
import type { HttpResult } from './http-result';
import { organizationHeaders } from './organization-scope';
import { payloadKeyHeader, sealRequest } from './payload-crypto/encrypt-form';
import { openResult } from './payload-crypto/open-answer';
import type { SessionKeys } from './payload-crypto/session-key';

export type { HttpResult };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Encrypt the FormData body and decrypt the answer with the session's payload key
   * (decision 0021). Every attempt encrypts afresh, with the key current at that moment.
   */
  encrypt?: boolean;
};

/**
 * A request as sent: in an organization's context when `organizationId` is set, encrypted with
 * a key from `payloadKeys` when that is set (the API client sets it for `encrypt`).
 */
export type ScopedRequestOptions = RequestOptions & {
  organizationId?: string | null;
  payloadKeys?: Pick<SessionKeys, 'use'>;
};

function isJson(response: Response): boolean {
  const type = response.headers.get('Content-Type');
  return type === null || type.includes('json');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One attempt's body: when a key source is set, encrypted afresh for `path` under a new request
 * id, with what binds the answer to it.
 */
async function prepareBody(path: string, options: ScopedRequestOptions) {
  const { body, payloadKeys } = options;
  if (payloadKeys !== undefined) {
    if (!(body instanceof FormData)) throw new Error('Only a FormData body is encrypted');
    const { body: sealed, key, requestId } = await sealRequest(body, payloadKeys, path);
    return { body: sealed, binding: { key, requestId }, isForm: true };
  }
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  if (body instanceof FormData) return { body, binding: null, isForm: true };
  return { body: body === undefined ? null : JSON.stringify(body), binding: null, isForm: false };
}

/** Sends one request. A network failure becomes an ApiError; an abort is passed on as is. */
export async function sendJson(
  path: string,
  options: ScopedRequestOptions & { csrfToken?: string },
): Promise<HttpResult> {
  const method = options.method ?? 'GET';
  const headers = new Headers({
    Accept: 'application/json',
    ...organizationHeaders(options.organizationId ?? null),
  });
  const prepared = await prepareBody(path, options);
  if (prepared.body !== null && !prepared.isForm) headers.set('Content-Type', 'application/json');
  if (prepared.binding !== null) {
    headers.set(PAYLOAD_KEY_HEADER, payloadKeyHeader(prepared.binding));
  }
  if (options.csrfToken !== undefined) headers.set('X-CSRF-Token', options.csrfToken);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: prepared.body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Could not reach the server', 0);
  }
  const result = await readResult(response);
  // An answer to a plain request is read as it is (workspace §8); one to an encrypted request
  // must be encrypted.
  return prepared.binding === null ? result : openResult(result, prepared.binding);
}

async function readResult(response: Response): Promise<HttpResult> {
  const retryAfter = response.headers.get('Retry-After');
  if (!isJson(response)) {
    const file = { body: await response.blob(), headers: response.headers };
    return { status: response.status, payload: undefined, retryAfter, file };
  }
  return { status: response.status, payload: await readJson(response), retryAfter };
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The error code of a failed answer, when it carries the error envelope. */
export function errorCodeOf(result: HttpResult): string | undefined {
  const failure = ZErrorEnvelope.safeParse(result.payload);
  return failure.success ? failure.data.error.code : undefined;
}

export function toApiError(result: HttpResult): ApiError {
  const failure = ZErrorEnvelope.safeParse(result.payload);
  if (!failure.success) {
    const message = `Request failed with status ${result.status}`;
    return new ApiError('HTTP_ERROR', message, result.status);
  }
  const { code, message, details } = failure.data.error;
  const retryAfter = result.retryAfter === null ? undefined : Number(result.retryAfter);
  const retryAfterSeconds = Number.isFinite(retryAfter) ? retryAfter : undefined;
  return new ApiError(code, message, result.status, details, retryAfterSeconds);
}

/** The parsed success envelope, or the failure as an ApiError. */
export function parseSuccess<T extends z.ZodType>(result: HttpResult, schema: T): z.infer<T> {
  if (!isSuccessStatus(result.status)) throw toApiError(result);
  const parsed = schema.safeParse(result.payload);
  if (!parsed.success) {
    throw new ApiError('INVALID_RESPONSE', 'The server sent an unexpected answer', result.status);
  }
  return parsed.data;
}
