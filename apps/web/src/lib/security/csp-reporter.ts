import { CSP_REPORT_LIMITS, httpUrl, type TCspViolationRecord } from '@workbench/contracts';
import type { ViolationQueue } from './csp-violations';
import { SECURITY_MONITORING } from './security-limits';

const BATCH_FRAME_BYTES = '{"violations":[]}'.length;
/** Browsers refuse a keepalive request once those in flight would carry more than 64 KiB. */
const KEEPALIVE_MAX_BYTES = 64 * 1024;

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The records as report bodies (`{ "violations": [...] }`) the report route takes: each at most
 * 16 KiB and 50 records.
 */
export function toReportBodies(records: readonly TCspViolationRecord[]): string[] {
  const bodies: string[] = [];
  let batch: string[] = [];
  let size = BATCH_FRAME_BYTES;
  const close = () => {
    if (batch.length > 0) bodies.push(`{"violations":[${batch.join(',')}]}`);
    batch = [];
    size = BATCH_FRAME_BYTES;
  };
  for (const record of records) {
    const json = JSON.stringify(record);
    const bytes = byteLength(json);
    const isFull = batch.length === CSP_REPORT_LIMITS.batchMax;
    // A record too large on its own still goes, alone.
    if (isFull || (batch.length > 0 && size + 1 + bytes > CSP_REPORT_LIMITS.bodyBytes)) close();
    size += bytes + (batch.length > 0 ? 1 : 0);
    batch.push(json);
  }
  close();
  return bodies;
}

type ReporterOptions = {
  queue: ViolationQueue;
  send?: typeof fetch;
  /** The page's own origin: only a post there may carry cookies. */
  pageOrigin?: string;
  warn?: (message: string) => void;
};

/**
 * Posts queued violations as JSON to the configured endpoint, a second after the last one or
 * when the page is hidden. Without an endpoint (the default) nothing leaves the browser.
 * Only the flush as the page is hidden uses keepalive, so that it outlives the page: keepalive
 * bodies in flight share 64 KiB, and a post past that is refused and its records lost.
 */
export function createCspReporter({
  queue,
  send = (...args) => fetch(...args),
  pageOrigin = window.location.origin,
  warn = (message) => console.warn(message),
}: ReporterOptions) {
  let endpoint: URL | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let keepaliveBytesInFlight = 0;

  function post(target: URL, body: string, isKeepalive: boolean): Promise<void> {
    const keepaliveBytes = isKeepalive ? byteLength(body) : 0;
    keepaliveBytesInFlight += keepaliveBytes;
    return send(target.href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: isKeepalive,
      // A foreign collector never gets our cookies.
      credentials: target.origin === pageOrigin ? 'same-origin' : 'omit',
    })
      .then(
        (response) => {
          if (!response.ok) warn(`Security: the CSP report endpoint answered ${response.status}`);
        },
        () => warn('Security: could not post CSP violations'),
      )
      .finally(() => {
        keepaliveBytesInFlight -= keepaliveBytes;
      });
  }

  /**
   * Posts everything queued. As the page is hidden, batches go with keepalive while they fit the
   * browser's 64 KiB; the rest go as plain posts, which still arrive if the page lives on.
   */
  async function flush({ isPageHidden = false } = {}): Promise<void> {
    clearTimeout(timer);
    const target = endpoint;
    if (target === null) return;
    const posts = toReportBodies(queue.takeAll()).map((body) => {
      const isKeepalive =
        isPageHidden && keepaliveBytesInFlight + byteLength(body) <= KEEPALIVE_MAX_BYTES;
      return post(target, body, isKeepalive);
    });
    await Promise.all(posts);
  }

  /** Posts what is queued once violations stop coming for a moment. */
  function schedule() {
    if (endpoint === null) return;
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), SECURITY_MONITORING.cspPostDelayMs);
  }

  return {
    /** Turns posting on for an absolute http(s) URL; anything else leaves it off. */
    setEndpoint(url: string | null) {
      endpoint = url === null ? null : httpUrl(url);
      schedule();
    },
    schedule,
    flush,
    /**
     * Whether a blocked URL is the endpoint itself, whose failures must not be posted again. The
     * path counts too: a same-origin endpoint shares its origin with every file of this site.
     */
    isEndpoint(blockedUri: string): boolean {
      const blocked = httpUrl(blockedUri);
      return (
        endpoint !== null &&
        blocked?.origin === endpoint.origin &&
        blocked.pathname === endpoint.pathname
      );
    },
  };
}

export type CspReporter = ReturnType<typeof createCspReporter>;
