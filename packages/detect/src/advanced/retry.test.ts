import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { describe, expect, it } from 'vitest';
import { retryDelayMs, sleep } from './retry';

const policy = {
  maxRetries: 3,
  retryBaseDelayMs: 100,
  maxRetryDelayMs: 250,
  maxRetryAfterMs: 5_000,
};
const httpError = (status: number, headers: Record<string, string> = {}) =>
  APIError.generate(status, { error: { message: 'x' } }, undefined, new Headers(headers));

describe('retryDelayMs', () => {
  it('obeys retry-after in seconds, milliseconds or as a date, up to the cap', () => {
    expect(retryDelayMs(httpError(429, { 'retry-after': '2' }), 0, policy)).toBe(2_000);
    expect(retryDelayMs(httpError(429, { 'retry-after-ms': '30' }), 0, policy)).toBe(30);
    const date = new Date(Date.now() + 3_000).toUTCString();
    expect(retryDelayMs(httpError(503, { 'retry-after': date }), 0, policy)).toBeGreaterThan(1_000);
    expect(retryDelayMs(httpError(429, { 'retry-after': '60' }), 0, policy)).toBeUndefined();
  });

  it('backs off exponentially with jitter, capped, and stops after maxRetries', () => {
    const first = retryDelayMs(httpError(500), 0, policy)!;
    expect(first).toBeGreaterThanOrEqual(75);
    expect(first).toBeLessThanOrEqual(100);
    expect(retryDelayMs(httpError(500), 2, policy)).toBeLessThanOrEqual(250);
    expect(retryDelayMs(httpError(500), 3, policy)).toBeUndefined();
  });

  it('retries connection failures but not timeouts or client errors', () => {
    expect(retryDelayMs(new APIConnectionError({ message: 'refused' }), 0, policy)).toBeDefined();
    expect(retryDelayMs(new APIConnectionTimeoutError(), 0, policy)).toBeUndefined();
    expect(retryDelayMs(httpError(400), 0, policy)).toBeUndefined();
    expect(retryDelayMs(httpError(408), 0, policy)).toBeDefined();
  });
});

describe('sleep', () => {
  it('rejects as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waiting = sleep(10_000, controller.signal);
    setTimeout(() => controller.abort(), 10);
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
