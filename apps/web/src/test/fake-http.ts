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
