import {
  AUTH_MESSAGES,
  DETECT_PATH,
  HEALTH_PATH,
  PREMIUM_MESSAGE,
  SETTINGS_PATHS,
  type TDetectEvent,
  type TEngineStatuses,
} from '@workbench/contracts';
import { installFakeApi } from '../../../test/fake-api';
import { fail, ok, readCookies } from '../../../test/fake-http';
import type { FakeServer } from '../../../test/fake-server';
import { sse } from './test-events';

const READY: TEngineStatuses = {
  fast: { state: 'ready' },
  standard: { state: 'ready' },
  advanced: { state: 'ready' },
};

export interface FakeDetect {
  engines: TEngineStatuses;
  banWords: string[];
  /** The form of each detect call, in order. */
  forms: FormData[];
  /** What the stream of a call sends: events, or raw text chunks. */
  answer: (form: FormData) => (TDetectEvent | string)[];
  /** Leave the stream open after the answer, until the client goes away. */
  keepOpen: boolean;
  /** How long the call takes to answer (a slow upload), in ms. */
  openDelayMs: number;
  /** Detect calls the client gave up (aborted) before the server was done with them. */
  abortedCount: number;
}

/** Waits `ms`, or rejects as fetch does when the caller's signal aborts meanwhile. */
function waitUnlessAborted(ms: number, signal: AbortSignal | null | undefined) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}

function eventStream(
  chunks: readonly (TDetectEvent | string)[],
  detect: FakeDetect,
  signal: AbortSignal | null | undefined,
): Response {
  const encoder = new TextEncoder();
  let isClosed = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(typeof chunk === 'string' ? chunk : sse(chunk)));
      }
      if (!detect.keepOpen) {
        isClosed = true;
        controller.close();
        return;
      }
      // As a browser does: aborting the call errors the body and the server sees the client go.
      signal?.addEventListener('abort', () => {
        if (isClosed) return;
        isClosed = true;
        detect.abortedCount += 1;
        controller.error(signal.reason);
      });
    },
    cancel() {
      if (!isClosed) detect.abortedCount += 1;
      isClosed = true;
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

async function detectAnswer(init: RequestInit | undefined, server: FakeServer, detect: FakeDetect) {
  try {
    await waitUnlessAborted(detect.openDelayMs, init?.signal);
  } catch (error) {
    detect.abortedCount += 1;
    throw error;
  }
  const cookies = readCookies();
  if (!server.accessTokens.has(cookies.access_token ?? '')) {
    return fail('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  }
  const csrf = new Headers(init?.headers).get('X-CSRF-Token');
  if (csrf === null || csrf !== cookies.csrf_token || !server.csrfTokens.has(csrf)) {
    return fail('CSRF_INVALID', AUTH_MESSAGES.csrfInvalid);
  }
  if (!server.user.is_premium) return fail('PAYMENT_REQUIRED', PREMIUM_MESSAGE);
  const form = init?.body as FormData;
  detect.forms.push(form);
  return eventStream(detect.answer(form), detect, init?.signal);
}

/**
 * The fake API of `installFakeApi`, signed in as a premium user, plus /api/health with the
 * engines' state, the ban list, and the streaming detect call answering with `detect.answer`.
 */
export function installFakeDetectApi({ premium = true } = {}) {
  const api = installFakeApi({ signedIn: true });
  api.server.user.is_premium = premium;
  const detect: FakeDetect = {
    engines: READY,
    banWords: [],
    forms: [],
    answer: () => [],
    keepOpen: false,
    openDelayMs: 0,
    abortedCount: 0,
  };
  const others = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (url.pathname === HEALTH_PATH) {
      const health = {
        status: 'ok',
        database: 'ok',
        version: '0.1.0',
        uptime_seconds: 1,
        converters: { office: { state: 'ready', sandbox: 'sealed', fonts_missing: [] } },
      };
      return ok({ ...health, engines: detect.engines });
    }
    if (method === 'GET' && url.pathname === SETTINGS_PATHS.banList) {
      return ok({ id: 1, words: detect.banWords });
    }
    if (method === 'POST' && url.pathname === DETECT_PATH) {
      return detectAnswer(init, api.server, detect);
    }
    return others(input, init);
  });
  return { ...api, detect };
}
