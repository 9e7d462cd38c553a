import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ResolvedAdvancedConfig } from './advanced-config';

type RetryPolicy = Pick<
  ResolvedAdvancedConfig,
  'maxRetries' | 'retryBaseDelayMs' | 'maxRetryDelayMs' | 'maxRetryAfterMs'
>;

const RETRYABLE_STATUS = new Set([408, 409, 429]);

/**
 * How long to wait before retry number `attempt + 1`, or undefined when the error is final.
 * We retry ourselves rather than with the SDK's `maxRetries` because the SDK's backoff sleep
 * ignores the abort signal and obeys any `retry-after`, however long.
 */
export function retryDelayMs(
  error: unknown,
  attempt: number,
  policy: RetryPolicy,
): number | undefined {
  if (attempt >= policy.maxRetries || !isRetryable(error)) return undefined;
  const asked = retryAfterMs(
    error instanceof APIError ? (error.headers as Headers | undefined) : undefined,
  );
  if (asked !== undefined) return asked <= policy.maxRetryAfterMs ? asked : undefined;
  const backoff = Math.min(policy.retryBaseDelayMs * 2 ** attempt, policy.maxRetryDelayMs);
  // Jitter so parallel chunks that failed together do not retry together.
  return Math.round(backoff * (1 - Math.random() * 0.25));
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The error a cancelled operation rejects with: the signal's own reason. */
export function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The operation was aborted', 'AbortError');
}

function isRetryable(error: unknown): boolean {
  // A timeout is not retried: a model that took longer than the limit will most likely do so again.
  if (error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIConnectionError) return true;
  const status = httpStatus(error);
  return status !== undefined && (RETRYABLE_STATUS.has(status) || status >= 500);
}

/** The HTTP status of a failed SDK request, if the server answered at all. */
export function httpStatus(error: unknown): number | undefined {
  // The SDK's instanceof narrowing leaves `status` typed any; pin it down once here.
  return error instanceof APIError ? (error.status as number | undefined) : undefined;
}

function retryAfterMs(headers: Headers | undefined): number | undefined {
  const millis = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
