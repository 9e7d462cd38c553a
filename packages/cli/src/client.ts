import { IDEMPOTENCY_KEY_HEADER } from '@workbench/contracts';
import { setTimeout as sleep } from 'node:timers/promises';

/** The server said no for this file (a 4xx), with its code and message: retrying will not help. */
export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type ClientOptions = {
  baseUrl: string;
  apiKey: string;
  /** Attempts of one call while the server is busy (429, 503) or unreachable. */
  attempts?: number;
  /** The first wait between attempts; it doubles, unless the server says Retry-After. */
  backoffMs?: number;
  /** Told of every wait, for the progress line. */
  onBackoff?: (waitMs: number, reason: string) => void;
};

export type Answer = { status: number; headers: Headers; bytes: Buffer };

const BUSY = new Set([429, 502, 503, 504]);
const MAX_WAIT_MS = 60_000;

/**
 * Calls the server with the API key, and waits and tries again while it is busy or cannot be
 * reached (its Retry-After first, else a doubling wait), so a batch keeps a server busy without
 * flooding it. Any other refusal is a RequestRefused with the server's own message.
 */
export function createClient(options: ClientOptions) {
  const { baseUrl, apiKey, attempts = 8, backoffMs = 1_000, onBackoff } = options;

  /**
   * `idempotencyKey` names the call across retries and resumed runs: the server charges a
   * repeat of a delivered call nothing (decision 0041).
   */
  async function post(
    path: string,
    form: () => FormData | { json: unknown },
    idempotencyKey?: string,
  ): Promise<Answer> {
    let wait = backoffMs;
    for (let attempt = 1; ; attempt++) {
      let reason: string;
      let retryAfterMs: number | undefined;
      try {
        const body = form();
        const isJson = !(body instanceof FormData);
        const response = await fetch(new URL(path, baseUrl), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            ...(isJson && { 'content-type': 'application/json' }),
            ...(idempotencyKey !== undefined && { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
          },
          body: isJson ? JSON.stringify(body.json) : body,
        });
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.ok) return { status: response.status, headers: response.headers, bytes };
        if (!BUSY.has(response.status)) throw refusal(response.status, bytes);
        reason = `the server is busy (${response.status})`;
        retryAfterMs = retryAfter(response.headers.get('retry-after'));
        if (attempt >= attempts) throw refusal(response.status, bytes);
      } catch (error) {
        if (error instanceof RequestRefused) throw error;
        reason = `the server cannot be reached (${(error as Error).message})`;
        if (attempt >= attempts) throw new RequestRefused(0, 'UNREACHABLE', reason);
      }
      const delay = Math.min(retryAfterMs ?? wait, MAX_WAIT_MS);
      onBackoff?.(delay, reason);
      await sleep(delay);
      wait = Math.min(wait * 2, MAX_WAIT_MS);
    }
  }

  return { post };
}

export type Client = ReturnType<typeof createClient>;

function retryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

function refusal(status: number, bytes: Buffer): RequestRefused {
  try {
    const body = JSON.parse(bytes.toString('utf8')) as {
      error?: { code?: string; message?: string };
    };
    if (body.error?.message)
      return new RequestRefused(status, body.error.code ?? 'ERROR', body.error.message);
  } catch {
    // not the server's envelope (a proxy's page, say)
  }
  return new RequestRefused(status, 'ERROR', `The server answered ${status}`);
}
