import { BILLING_MESSAGES, BILLING_PATHS } from '@workbench/contracts';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { BillingChange, BillingEvent } from './billing-event';
import type { PaymentProvider } from './payment-provider';
import { signWebhook, verifyWebhook } from './webhook-signature';

/** The test-mode provider's events, shaped like Stripe's (`id`, `type`, `created`, `data`). */
const ZTestEvent = z.object({
  id: z.string().regex(/^evt_test_[\w-]+$/),
  type: z.enum(['checkout.session.completed', 'invoice.paid', 'invoice.payment_failed']),
  created: z.int().positive(),
  data: z.object({
    checkout_id: z.string().optional(),
    subscription_id: z.string(),
    customer_id: z.string().optional(),
  }),
});
export type TestEvent = z.infer<typeof ZTestEvent>;

export const testId = (prefix: string) => `${prefix}_test_${randomBytes(18).toString('base64url')}`;

function changeOf(event: TestEvent): BillingChange {
  const { data } = event;
  switch (event.type) {
    case 'checkout.session.completed':
      if (data.checkout_id === undefined) return { kind: 'ignored' };
      return {
        kind: 'checkout_completed',
        checkoutId: data.checkout_id,
        providerSubscriptionId: data.subscription_id,
        providerCustomerId: data.customer_id ?? null,
      };
    case 'invoice.paid':
      return {
        kind: 'period_renewed',
        providerSubscriptionId: data.subscription_id,
        periodEnd: null,
      };
    case 'invoice.payment_failed':
      return { kind: 'payment_failed', providerSubscriptionId: data.subscription_id };
  }
}

/**
 * The embedded default: checkout is the server's own page (it says it is test mode), and paying
 * there sends a webhook signed like Stripe's with a server secret to the shared webhook route.
 */
export function createTestProvider(options: { webhookSecret: string }) {
  const secret = options.webhookSecret;
  const provider: PaymentProvider & {
    /** Signs an event for delivery to the webhook route: the body and its signature header. */
    signEvent(
      type: TestEvent['type'],
      data: TestEvent['data'],
      now: Date,
    ): {
      body: string;
      signature: string;
    };
  } = {
    name: 'test',

    /**
     * The test page is this server's own, so its address is a path: the browser stays at the
     * address the app was opened at (127.0.0.1 or localhost) and keeps its session cookie; an
     * absolute address at PUBLIC_URL lost the purchase for an app opened elsewhere (issue 64).
     */
    async createCheckout({ checkoutId }) {
      const path = BILLING_PATHS.testCheckout.replace(':sessionId', checkoutId);
      return { sessionId: checkoutId, url: path };
    },

    async parseWebhook(rawBody, signature, now): Promise<BillingEvent> {
      const body = rawBody.toString('utf8');
      if (!verifyWebhook(signature, body, secret, now).ok) {
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookSignature);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookPayload);
      }
      const event = ZTestEvent.safeParse(parsed);
      if (!event.success) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookPayload);
      return {
        id: event.data.id,
        type: event.data.type,
        occurredAt: new Date(event.data.created * 1000),
        change: changeOf(event.data),
      };
    },

    // Test mode keeps no state of its own: our rows are the whole truth.
    async setRenewal() {},
    async cancelNow() {},
    // Test mode's own clock renews at our period end, so there is nothing to move.
    async moveNextCharge() {},

    signEvent(type, data, now) {
      const event: TestEvent = {
        id: testId('evt'),
        type,
        created: Math.floor(now.getTime() / 1000),
        data,
      };
      const body = JSON.stringify(event);
      return { body, signature: signWebhook(body, secret, now) };
    },
  };
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
