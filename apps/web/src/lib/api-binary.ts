import { ApiError } from './api-error';
import { emitAuthEvent } from './auth-events';
import { CSRF_COOKIE, fetchCsrfToken, readCookie } from './csrf';
import { readJson, toApiError } from './http';
import { refreshSession, sessionGeneration } from './session-refresh';

async function post(path: string, body: FormData, csrfToken: string, signal?: AbortSignal) {
  try {
    return await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': csrfToken },
      body,
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Could not reach the server', 0);
  }
}

async function failure(response: Response): Promise<ApiError> {
  const payload = await readJson(response);
  return toApiError({
    status: response.status,
    payload,
    retryAfter: response.headers.get('Retry-After'),
  });
}

/**
 * Posts a form and answers the response whose body is a file (a redacted PDF or a ZIP), with the
 * same CSRF and session renewal rules as JSON calls; a failure is read as the error envelope.
 */
export async function postForFile(
  path: string,
  body: FormData,
  signal?: AbortSignal,
): Promise<Response> {
  const seenGeneration = sessionGeneration();
  let response = await post(
    path,
    body,
    readCookie(CSRF_COOKIE) ?? (await fetchCsrfToken()),
    signal,
  );
  if (response.status === 403) {
    const error = await failure(response.clone());
    if (error.code === 'CSRF_INVALID')
      response = await post(path, body, await fetchCsrfToken(), signal);
  }
  if (response.status === 401) {
    if (!(await refreshSession(seenGeneration))) {
      emitAuthEvent('refresh-failed');
      throw await failure(response);
    }
    response = await post(path, body, readCookie(CSRF_COOKIE) ?? (await fetchCsrfToken()), signal);
  }
  if (!response.ok) throw await failure(response);
  return response;
}
