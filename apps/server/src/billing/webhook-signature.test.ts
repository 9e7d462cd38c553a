import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

const SECRET = 'whsec_test_0123456789';
const body = JSON.stringify({
  id: 'evt_1',
  type: 'checkout.completed',
  data: { plan: 'pro_monthly' },
});
const now = new Date('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('webhook signatures', () => {
  it('accepts its own signature over the exact body', () => {
    const header = signWebhook(body, SECRET, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(header, body, SECRET, now)).toEqual({
      ok: true,
      timestamp: now.getTime() / 1000,
    });
  });

  it('refuses a changed body, another secret and a forged signature', () => {
    const header = signWebhook(body, SECRET, now);
    expect(verifyWebhook(header, body.replace('pro', 'business'), SECRET, now)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhook(header, body, 'whsec_other', now).ok).toBe(false);
    const forged = header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    expect(verifyWebhook(forged, body, SECRET, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a signature outside the tolerance, both ways', () => {
    const header = signWebhook(body, SECRET, now);
    expect(verifyWebhook(header, body, SECRET, later(WEBHOOK_TOLERANCE_SECONDS)).ok).toBe(true);
    expect(verifyWebhook(header, body, SECRET, later(WEBHOOK_TOLERANCE_SECONDS + 1))).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyWebhook(header, body, SECRET, later(-WEBHOOK_TOLERANCE_SECONDS - 1)).ok).toBe(
      false,
    );
  });

  it('refuses missing and malformed headers', () => {
    for (const header of [undefined, '', 'garbage', 't=abc,v1=00', 't=1700000000', 'v1=00']) {
      expect(verifyWebhook(header, body, SECRET, now)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('accepts any of several v1 signatures, as during a secret rotation', () => {
    const header = signWebhook(body, SECRET, now);
    const rotated = `${header},v1=${'ab'.repeat(32)}`;
    expect(verifyWebhook(rotated, body, SECRET, now).ok).toBe(true);
  });
});
