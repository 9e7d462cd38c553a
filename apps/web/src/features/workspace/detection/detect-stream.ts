import {
  DETECT_PATH,
  PAYLOAD_KEY_HEADER,
  ZErrorEnvelope,
  type TDetectEvent,
} from '@workbench/contracts';
import { payloadKeys } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { emitAuthEvent } from '../../../lib/auth-events';
import { CSRF_COOKIE, fetchCsrfToken, readCookie } from '../../../lib/csrf';
import {
  currentOrganizationId,
  dropRefusedOrganization,
  isNotMemberRefusal,
  organizationHeaders,
} from '../../../lib/organization-scope';
import {
  payloadKeyHeader,
  sealRequest,
  type RequestBinding,
} from '../../../lib/payload-crypto/encrypt-form';
import { openEventData } from '../../../lib/payload-crypto/open-answer';
import { refreshSession, sessionGeneration } from '../../../lib/session-refresh';
import { resolveProcessingLocation } from '../../on-device/processing-location';
import { createDetectEventReader } from './detect-events';
import { detectOnDevice } from './detect-on-device';
import type { DetectRequest, StreamHooks } from './detect-request';

export type { DetectRequest, StreamHooks } from './detect-request';

export const STREAM_PATH = `${DETECT_PATH}?stream=true`;

const flag = (value: boolean) => (value ? 'True' : 'False');

export function detectForm(request: DetectRequest): FormData {
  const form = new FormData();
  for (const { file, name } of request.files) form.append('files', file, name);
  form.append('use_fast', flag(request.useFast));
  form.append('use_standard', flag(request.useStandard));
  form.append('use_advanced', flag(request.useAdvanced));
  form.append('requested_entities', JSON.stringify(request.requestedEntities));
  form.append('threshold', String(Math.min(1, Math.max(0, request.threshold))));
  if (request.removeWords !== null && request.removeWords.length > 0) {
    form.append('remove_words', JSON.stringify(request.removeWords));
  }
  return form;
}

type PostContext = { csrfToken: string; organizationId: string | null };

/** An opened call, the payload key it was encrypted with and its request id, which open its events. */
type Opened = { response: Response; binding: RequestBinding };

/** One attempt, encrypted afresh: new nonces, under the key current at this moment. */
async function post(
  request: DetectRequest,
  signal: AbortSignal,
  context: PostContext,
): Promise<Opened> {
  const { csrfToken, organizationId } = context;
  const { body, key, requestId } = await untilAborted(
    sealRequest(detectForm(request), payloadKeys, STREAM_PATH),
    signal,
  );
  const binding = { key, requestId };
  try {
    const response = await fetch(STREAM_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'text/event-stream',
        'X-CSRF-Token': csrfToken,
        [PAYLOAD_KEY_HEADER]: payloadKeyHeader(binding),
        ...organizationHeaders(organizationId),
      },
      body,
      signal,
    });
    return { response, binding };
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    throw new ApiError('NETWORK_ERROR', 'Could not reach the server', 0);
  }
}

/** The error envelope of a failed answer, or null when the body is not one. */
async function readFailure(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Workspace §8: the JSON body's message; a body that is not JSON gives 'HTTP {status}:
 * {statusText}', JSON without a message 'Request failed with status {status}'.
 */
export function failureOf(status: number, statusText: string, body: unknown): ApiError {
  if (body === undefined)
    return new ApiError('HTTP_ERROR', `HTTP ${status}: ${statusText}`, status);
  const envelope = ZErrorEnvelope.safeParse(body);
  if (envelope.success) {
    const { code, message, details } = envelope.data.error;
    return new ApiError(code, message, status, details);
  }
  return new ApiError('HTTP_ERROR', `Request failed with status ${status}`, status);
}

/**
 * Waits for `promise`, but rejects with the signal's reason as soon as it aborts: a token or
 * session renewal cannot be cancelled, and a stopped run must end at once, not when it returns.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort))
      .catch(() => undefined);
  });
}

const codeOf = (body: unknown) => ZErrorEnvelope.safeParse(body).data?.error.code;

const isCsrfRejection = (status: number, body: unknown) =>
  status === 403 && codeOf(body) === 'CSRF_INVALID';

/**
 * Opens the stream like the API client sends any call: encrypted, in the current organization's
 * context (dropped if the server refuses it), with the CSRF header (renewed and sent again once
 * if refused), on 401 one session refresh and one retry, and on an unknown payload key one new
 * key and one retry. Answers the open response and the key it was sent with.
 */
async function open(request: DetectRequest, signal: AbortSignal): Promise<Opened> {
  const seenGeneration = sessionGeneration();
  const organizationId = currentOrganizationId();
  let csrfRetried = false;
  let refreshed = false;
  let keyRenewed = false;
  let token = readCookie(CSRF_COOKIE) ?? (await untilAborted(fetchCsrfToken(), signal));
  for (;;) {
    const opened = await post(request, signal, { csrfToken: token, organizationId });
    const { response } = opened;
    if (response.ok) return opened;
    const body = await readFailure(response);
    if (!keyRenewed && codeOf(body) === 'ENCRYPTION_KEY_UNKNOWN') {
      keyRenewed = true;
      payloadKeys.discard(opened.binding.key.id);
      continue;
    }
    if (!csrfRetried && isCsrfRejection(response.status, body)) {
      csrfRetried = true;
      token = await untilAborted(fetchCsrfToken(), signal);
      continue;
    }
    if (response.status === 401 && !refreshed) {
      refreshed = true;
      if (!(await untilAborted(refreshSession(seenGeneration), signal))) {
        emitAuthEvent('refresh-failed');
        throw failureOf(response.status, response.statusText, body);
      }
      token = readCookie(CSRF_COOKIE) ?? token;
      continue;
    }
    if (response.status === 401) emitAuthEvent('session-expired');
    if (organizationId !== null && isNotMemberRefusal(response.status, body)) {
      dropRefusedOrganization(organizationId);
    }
    throw failureOf(response.status, response.statusText, body);
  }
}

/**
 * Runs one streaming detection (POST /api/batch/multi_detect?stream=true) and hands each event
 * to `onEvent` as it arrives. Resolves when the server ends the stream; aborting `signal` stops
 * the server's work too, and rejects with the signal's reason. In on-device mode the same events
 * come from the engine in this browser, and nothing is sent.
 */
export async function streamDetection(
  request: DetectRequest,
  onEvent: (event: TDetectEvent) => void,
  signal: AbortSignal,
  hooks: StreamHooks = {},
): Promise<void> {
  if ((await resolveProcessingLocation()) === 'device') {
    return detectOnDevice(request, onEvent, signal, hooks);
  }
  const { onOpen, onUnreadable, onUndecryptable } = hooks;
  const { response, binding } = await open(request, signal);
  onOpen?.();
  if (response.body === null) {
    throw new ApiError('HTTP_ERROR', 'Response body is not readable', response.status);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // Events decrypted after a stop are not handed on.
  const events = createDetectEventReader(
    (event) => {
      if (!signal.aborted) onEvent(event);
    },
    onUnreadable,
    {
      openData: (data, sequence) => openEventData(data, binding, sequence),
      ...(onUndecryptable && { onUndecryptable }),
    },
  );
  const cancel = () => void reader.cancel(signal.reason).catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      events.feed(decoder.decode(value, { stream: true }));
    }
    events.feed(decoder.decode());
    events.end();
  } catch (error) {
    if (signal.aborted) throw signal.reason ?? error;
    // Events still decrypting are counted (an undecryptable one) before the run reads the count.
    await events.settled().catch(() => undefined);
    throw new ApiError('NETWORK_ERROR', 'The connection to the server was lost', 0);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  await events.settled();
  signal.throwIfAborted();
}
