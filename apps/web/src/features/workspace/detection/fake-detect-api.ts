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
}

function eventStream(chunks: readonly (TDetectEvent | string)[], keepOpen: boolean): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(typeof chunk === 'string' ? chunk : sse(chunk)));
      }
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function detectAnswer(init: RequestInit | undefined, server: FakeServer, detect: FakeDetect) {
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
  return eventStream(detect.answer(form), detect.keepOpen);
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
  };
  const others = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (url.pathname === HEALTH_PATH) {
      const health = { status: 'ok', database: 'ok', version: '0.1.0', uptime_seconds: 1 };
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
