import { ERROR_STATUS, type TErrorCode } from '@workbench/contracts';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** Cookies as the browser attached them when the request was sent. */
  cookies: Record<string, string>;
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function ok(data: unknown, status = 200): Response {
  return json(status, { success: true, data });
}

export function fail(code: TErrorCode, message: string): Response {
  return json(ERROR_STATUS[code], { success: false, error: { code, message } });
}

export function readCookies(): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of document.cookie.split('; ')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index)] = decodeURIComponent(part.slice(index + 1));
  }
  return cookies;
}

export function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export function clearCookies() {
  for (const name of Object.keys(readCookies())) deleteCookie(name);
}

/** Counts ended tests, so a fake knows whether the test that installed it is still running. */
let testGeneration = 0;
/** Rejects the requests still on their way, as leaving a page does. */
const inFlight = new Set<() => void>();

export function currentTestGeneration(): number {
  return testGeneration;
}

/**
 * Ends the test's requests (setup.ts, after each test): those on their way fail as aborted,
 * and its fakes refuse any more. Left alone, a request from one test is answered during the
 * next, and a refusal there (a signed-out fake's 401) signs that test's user out.
 */
export function endFakeRequests() {
  testGeneration += 1;
  for (const abort of [...inFlight]) abort();
}

function abortError() {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * An answer delivered as `fetch` delivers it: rejected when the request's signal aborts, or
 * when the test that installed the fake (`installedIn`) has ended.
 */
export function answerAsFetch(
  answer: () => Promise<Response>,
  installedIn: number,
  signal?: AbortSignal | null,
) {
  if (installedIn !== testGeneration || signal?.aborted) return Promise.reject(abortError());
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(abortError());
    inFlight.add(abort);
    signal?.addEventListener('abort', abort, { once: true });
    answer()
      .then(resolve, reject)
      .finally(() => {
        inFlight.delete(abort);
        signal?.removeEventListener('abort', abort);
      });
  });
}
