import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed events older or newer than this are refused, so a captured request cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type SignatureCheck =
  { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The signature header of the test-mode provider's webhooks, in Stripe's layout
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`), so one webhook route serves both.
 */
export function signWebhook(body: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/**
 * Checks a webhook's signature over the exact body received: well formed, made with the secret,
 * and timestamped within the tolerance. Replays inside the tolerance are stopped by the event id,
 * which the caller records.
 */
export function verifyWebhook(
  header: string | undefined,
  body: string,
  secret: string,
  now = new Date(),
): SignatureCheck {
  const parts = new Map<string, string[]>();
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item.split('=', 2);
    if (!key || !value) continue;
    parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale' };
  }
  const expected = Buffer.from(digest(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, timestamp } : { ok: false, reason: 'mismatch' };
}
