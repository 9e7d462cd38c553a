import { ZErrorEnvelope } from '@workbench/contracts';
import type { z } from 'zod';

/** A failed API call, carrying the server's error code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const match = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return match === undefined ? undefined : decodeURIComponent(match.slice(prefix.length));
}

function buildHeaders(method: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const csrf = readCookie('csrf_token');
  if (method !== 'GET' && csrf !== undefined) headers.set('X-CSRF-Token', csrf);
  return headers;
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
 * Calls the API and returns the parsed success envelope. `schema` is the response schema
 * from contracts, so callers are typed by the same source the server validates against.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: buildHeaders(method, options.body !== undefined),
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Could not reach the server', 0);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const failure = ZErrorEnvelope.safeParse(payload);
    if (failure.success) {
      const { code, message, details } = failure.data.error;
      throw new ApiError(code, message, response.status, details);
    }
    throw new ApiError(
      'HTTP_ERROR',
      `Request failed with status ${response.status}`,
      response.status,
    );
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('INVALID_RESPONSE', 'The server sent an unexpected answer', response.status);
  }
  return parsed.data;
}
