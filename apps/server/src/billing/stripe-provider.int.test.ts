import { BILLING_MESSAGES } from '@workbench/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlanRow, SubscriptionRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

const SECRET = 'whsec_provider_test';
const NOW = new Date();
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const plan: PlanRow = {
  id: 2,
  planCode: 'pro_monthly',
  planName: 'Pro',
  family: 'pro',
  periodUnit: 'month',
  isActive: true,
  priceOre: 14_900,
  pagesMonthlyLimit: 1500,
  pagesYearlyLimit: null,
  trialDays: null,
  savingsPercent: null,
  features: [],
  sortOrder: 2,
  createdAt: NOW,
};

const subscriptionRow = (providerSubscriptionId: string | null) =>
  ({ id: 'row-1', providerSubscriptionId }) as SubscriptionRow;

/** An event as Stripe delivers it, signed by the SDK's own test helper. */
function signed(
  type: string,
  object: unknown,
  options: { created?: number; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: options.created ?? nowSeconds,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    timestamp: options.timestamp ?? nowSeconds,
  });
  return { body: Buffer.from(payload), signature };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the Stripe provider', () => {
  let fake: FakeStripe;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeProvider({
      provider: 'stripe',
      secretKey: 'sk_test_provider',
      webhookSecret: SECRET,
      apiUrl: fake.url,
    });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const parse = (type: string, object: unknown, options?: Parameters<typeof signed>[2]) => {
    const { body, signature } = signed(type, object, options);
    return provider.parseWebhook(body, signature, NOW);
  };
  const changeOf = async (type: string, object: unknown) => (await parse(type, object)).change;

  describe('checkout', () => {
    const input = {
      checkoutId: 'co_abc123',
      plan,
      user: { id: 'user-1', email: 'kari@example.no' },
      successUrl: 'http://localhost:8080/subscription/manage?success=true',
      cancelUrl: 'http://localhost:8080/pricing?canceled=true',
      expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
      isRenewal: false,
    };

    it('creates a subscription-mode session for the plan in NOK, tagged with our checkout id', async () => {
      const answer = await provider.createCheckout(input);

      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        authorization: 'Bearer sk_test_provider',
      });
      expect(request!.body).toMatchObject({
        mode: 'subscription',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'nok',
        'line_items[0][price_data][unit_amount]': '14900',
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': 'Pro',
        client_reference_id: 'co_abc123',
        customer_email: 'kari@example.no',
        'metadata[checkout_id]': 'co_abc123',
        'metadata[user_id]': 'user-1',
        'metadata[plan_code]': 'pro_monthly',
        'subscription_data[metadata][checkout_id]': 'co_abc123',
        'subscription_data[metadata][user_id]': 'user-1',
        'subscription_data[metadata][plan_code]': 'pro_monthly',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      expect(answer.sessionId).toMatch(/^cs_test_/);
      expect(answer.url).toBe(`https://checkout.stripe.test/c/pay/${answer.sessionId}`);
    });

    it('bills a yearly plan yearly', async () => {
      await provider.createCheckout({
        ...input,
        plan: { ...plan, periodUnit: 'year', priceOre: 149_000 },
      });
      expect(fake.requests[0]!.body).toMatchObject({
        'line_items[0][price_data][recurring][interval]': 'year',
        'line_items[0][price_data][unit_amount]': '149000',
      });
    });

    it('pays a renewal once (payment mode), leaving the running subscription to its cycle', async () => {
      await provider.createCheckout({ ...input, isRenewal: true });
      const body = fake.requests[0]!.body;
      expect(body).toMatchObject({
        mode: 'payment',
        'line_items[0][price_data][currency]': 'nok',
        'line_items[0][price_data][unit_amount]': '14900',
        'payment_intent_data[metadata][checkout_id]': 'co_abc123',
        client_reference_id: 'co_abc123',
      });
      expect(Object.keys(body).some((key) => key.includes('recurring'))).toBe(false);
      expect(Object.keys(body).some((key) => key.startsWith('subscription_data'))).toBe(false);
    });

    it('keeps the expiry within the 30 minutes to 24 hours Stripe accepts', async () => {
      const expiresAtFor = async (fromNow: number) => {
        fake.requests.length = 0;
        await provider.createCheckout({ ...input, expiresAt: new Date(Date.now() + fromNow) });
        return Number(fake.requests[0]!.body.expires_at) * 1000 - Date.now();
      };
      const hour = 60 * 60_000;
      expect(await expiresAtFor(48 * hour)).toBeLessThanOrEqual(24 * hour);
      expect(await expiresAtFor(48 * hour)).toBeGreaterThan(23 * hour);
      expect(await expiresAtFor(60_000)).toBeGreaterThanOrEqual(30 * 60_000);
      expect(await expiresAtFor(2 * hour)).toBeGreaterThan(hour);
      expect(await expiresAtFor(2 * hour)).toBeLessThanOrEqual(2 * hour);
    });

    it("reports Stripe's refusal as checkout failed, not as a crash", async () => {
      fake.failNext({
        status: 400,
        type: 'invalid_request_error',
        message: 'Invalid currency: nok',
      });
      const error = await rejection(provider.createCheckout(input));
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toBe(BILLING_MESSAGES.checkoutFailed);
    });
  });

  describe('renewal and cancellation', () => {
    it('moves the next charge with trial_end, keeps the renew choice, and skips a missing one', async () => {
      const row = { ...subscriptionRow('sub_move'), autoRenew: false };
      const to = new Date('2027-03-01T00:00:00Z');
      await provider.moveNextCharge(row, to);
      expect(fake.requests.map(({ method, path, body }) => [method, path, body])).toEqual([
        [
          'POST',
          '/v1/subscriptions/sub_move',
          {
            trial_end: String(to.getTime() / 1000),
            proration_behavior: 'none',
            cancel_at_period_end: 'true',
          },
        ],
      ]);
      fake.failNext({
        status: 404,
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such subscription',
      });
      await expect(provider.moveNextCharge(row, to)).resolves.toBeUndefined();
      fake.failNext({ status: 400, type: 'invalid_request_error', message: 'trial_end too far' });
      const error = await rejection(provider.moveNextCharge(row, to));
      expect(error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { stripeType: 'StripeInvalidRequestError' },
      });
    });

    it('turns renewal off and on through cancel_at_period_end', async () => {
      await provider.setRenewal(subscriptionRow('sub_123'), false);
      await provider.setRenewal(subscriptionRow('sub_123'), true);
      expect(
        fake.requests.map(({ method, path, body }) => [method, path, body.cancel_at_period_end]),
      ).toEqual([
        ['POST', '/v1/subscriptions/sub_123', 'true'],
        ['POST', '/v1/subscriptions/sub_123', 'false'],
      ]);
    });

    it('cancels at once with DELETE, and tolerates a subscription Stripe no longer has', async () => {
      await provider.cancelNow(subscriptionRow('sub_456'));
      expect(fake.requests.map(({ method, path }) => [method, path])).toEqual([
        ['DELETE', '/v1/subscriptions/sub_456'],
      ]);
      fake.failNext({
        status: 404,
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such subscription',
      });
      await expect(provider.cancelNow(subscriptionRow('sub_gone'))).resolves.toBeUndefined();
    });

    it('asks Stripe nothing for a subscription it never made', async () => {
      await provider.setRenewal(subscriptionRow(null), false);
      await provider.cancelNow(subscriptionRow(null));
      expect(fake.requests).toEqual([]);
    });

    it('reports a failed renewal change as such', async () => {
      fake.failNext({
        status: 400,
        type: 'invalid_request_error',
        message: 'No such subscription',
      });
      const error = await rejection(provider.setRenewal(subscriptionRow('sub_x'), false));
      expect(error.message).toBe(BILLING_MESSAGES.autoRenewFailed);
    });
  });

  describe('webhook events', () => {
    it('reads a completed checkout: our id, the subscription and the customer, and the time', async () => {
      const event = await parse(
        'checkout.session.completed',
        {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: 'co_abc',
          metadata: { checkout_id: 'co_abc' },
          payment_status: 'paid',
          subscription: 'sub_1',
          customer: 'cus_1',
        },
        { created: nowSeconds - 42 },
      );
      expect(event.type).toBe('checkout.session.completed');
      expect(event.id).toMatch(/^evt_/);
      expect(event.occurredAt).toEqual(new Date((nowSeconds - 42) * 1000));
      expect(event.change).toEqual({
        kind: 'checkout_completed',
        checkoutId: 'co_abc',
        providerSubscriptionId: 'sub_1',
        providerCustomerId: 'cus_1',
      });
    });

    it('falls back to metadata for our id and reads expanded objects', async () => {
      const change = await changeOf('checkout.session.completed', {
        client_reference_id: null,
        metadata: { checkout_id: 'co_meta' },
        payment_status: 'paid',
        subscription: { id: 'sub_2', object: 'subscription' },
        customer: null,
      });
      expect(change).toEqual({
        kind: 'checkout_completed',
        checkoutId: 'co_meta',
        providerSubscriptionId: 'sub_2',
        providerCustomerId: null,
      });
    });

    it('waits for a delayed payment to succeed before completing a checkout', async () => {
      const session = {
        client_reference_id: 'co_slow',
        payment_status: 'unpaid',
        subscription: 'sub_3',
      };
      expect(await changeOf('checkout.session.completed', session)).toEqual({ kind: 'ignored' });
      expect(
        await changeOf('checkout.session.async_payment_succeeded', {
          ...session,
          payment_status: 'paid',
        }),
      ).toMatchObject({
        kind: 'checkout_completed',
        checkoutId: 'co_slow',
      });
    });

    it('ignores a session that is not ours', async () => {
      expect(
        await changeOf('checkout.session.completed', { payment_status: 'paid', metadata: {} }),
      ).toEqual({
        kind: 'ignored',
      });
    });

    it('reads the period from the subscription items, where recent API versions put it', async () => {
      const change = await changeOf('customer.subscription.updated', {
        id: 'sub_1',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
        items: {
          object: 'list',
          data: [
            { id: 'si_1', current_period_start: 1_760_000_000, current_period_end: 1_762_678_400 },
          ],
        },
      });
      expect(change).toEqual({
        kind: 'subscription_changed',
        providerSubscriptionId: 'sub_1',
        status: 'active',
        periodStart: new Date(1_760_000_000_000),
        periodEnd: new Date(1_762_678_400_000),
        cancelAtPeriodEnd: true,
      });
    });

    it('reads the period from the subscription itself in older API versions', async () => {
      const change = await changeOf('customer.subscription.created', {
        id: 'sub_old',
        status: 'past_due',
        cancel_at_period_end: false,
        current_period_start: 1_700_000_000,
        current_period_end: 1_702_592_000,
        items: { data: [{ id: 'si_old' }] },
      });
      expect(change).toMatchObject({
        status: 'past_due',
        periodStart: new Date(1_700_000_000_000),
        periodEnd: new Date(1_702_592_000_000),
        cancelAtPeriodEnd: false,
      });
    });

    it.each([
      ['active', 'active'],
      // No trials are given at Stripe: trial_end only moves the charge after a paid renewal.
      ['trialing', 'active'],
      ['past_due', 'past_due'],
      ['canceled', 'canceled'],
      ['incomplete', 'incomplete'],
      ['unpaid', 'unpaid'],
      ['incomplete_expired', 'expired'],
      ['paused', 'inactive'],
    ])('maps the Stripe status %s to %s', async (stripeStatus, ours) => {
      const change = await changeOf('customer.subscription.updated', {
        id: 'sub_s',
        status: stripeStatus,
        items: { data: [{ current_period_start: 1, current_period_end: 2 }] },
      });
      expect(change).toMatchObject({ kind: 'subscription_changed', status: ours });
    });

    it('ignores a status Stripe may add later rather than guessing', async () => {
      const change = await changeOf('customer.subscription.updated', {
        id: 'sub_s',
        status: 'frozen',
        items: { data: [{ current_period_start: 1, current_period_end: 2 }] },
      });
      expect(change).toEqual({ kind: 'ignored' });
    });

    it('reads a deleted subscription as canceled', async () => {
      const change = await changeOf('customer.subscription.deleted', {
        id: 'sub_del',
        status: 'canceled',
        items: { data: [{ current_period_start: 10, current_period_end: 20 }] },
      });
      expect(change).toMatchObject({
        kind: 'subscription_changed',
        providerSubscriptionId: 'sub_del',
        status: 'canceled',
      });
    });

    it("renews on a paid cycle invoice, with the period end of the invoice's lines", async () => {
      const change = await changeOf('invoice.paid', {
        id: 'in_1',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
        lines: { data: [{ period: { start: 1_762_678_400, end: 1_765_270_400 } }] },
      });
      expect(change).toEqual({
        kind: 'period_renewed',
        providerSubscriptionId: 'sub_1',
        periodEnd: new Date(1_765_270_400_000),
      });
    });

    it('reads the subscription of an invoice in the older shape, and no period when there are no lines', async () => {
      const change = await changeOf('invoice.paid', {
        billing_reason: 'subscription_cycle',
        subscription: 'sub_old',
      });
      expect(change).toEqual({
        kind: 'period_renewed',
        providerSubscriptionId: 'sub_old',
        periodEnd: null,
      });
    });

    it('does not renew on the first invoice or on the duplicate payment_succeeded event', async () => {
      const invoice = {
        billing_reason: 'subscription_create',
        parent: { subscription_details: { subscription: 'sub_1' } },
      };
      expect(await changeOf('invoice.paid', invoice)).toEqual({ kind: 'ignored' });
      expect(
        await changeOf('invoice.payment_succeeded', {
          ...invoice,
          billing_reason: 'subscription_cycle',
        }),
      ).toEqual({ kind: 'ignored' });
    });

    it('reads a failed payment of a subscription invoice, and ignores one of a one-off invoice', async () => {
      expect(
        await changeOf('invoice.payment_failed', {
          billing_reason: 'subscription_cycle',
          parent: { subscription_details: { subscription: 'sub_9' } },
        }),
      ).toEqual({ kind: 'payment_failed', providerSubscriptionId: 'sub_9' });
      expect(
        await changeOf('invoice.payment_failed', { billing_reason: 'manual', parent: null }),
      ).toEqual({
        kind: 'ignored',
      });
    });

    it('ignores event types billing does not use', async () => {
      const event = await parse('customer.created', { id: 'cus_1', object: 'customer' });
      expect(event.change).toEqual({ kind: 'ignored' });
      expect(event.type).toBe('customer.created');
    });

    it.each([
      [
        'a subscription without any period',
        'customer.subscription.updated',
        { id: 'sub_1', status: 'active', items: { data: [] } },
      ],
      [
        'a subscription without an id',
        'customer.subscription.updated',
        { status: 'active', current_period_start: 1, current_period_end: 2 },
      ],
      [
        'a session whose subscription is a number',
        'checkout.session.completed',
        { client_reference_id: 'co_1', subscription: 7 },
      ],
      [
        'an invoice whose lines are not a list',
        'invoice.paid',
        { billing_reason: 'subscription_cycle', subscription: 'sub_1', lines: 'x' },
      ],
      ['no object at all', 'invoice.payment_failed', null],
    ])('refuses %s as an invalid payload', async (_name, type, object) => {
      const error = await rejection(parse(type, object));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(BILLING_MESSAGES.webhookPayload);
    });

    it('refuses a correctly signed body that is not an event', async () => {
      for (const payload of ['not json', JSON.stringify({ id: 'evt_1', type: 'invoice.paid' })]) {
        const signature = Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRET,
          timestamp: nowSeconds,
        });
        const error = await rejection(provider.parseWebhook(Buffer.from(payload), signature, NOW));
        expect(error.message).toBe(BILLING_MESSAGES.webhookPayload);
      }
    });
  });

  describe('webhook signatures', () => {
    const session = {
      client_reference_id: 'co_sig',
      payment_status: 'paid',
      subscription: 'sub_sig',
    };

    const expectForged = async (body: Buffer, signature: string | undefined, now = NOW) => {
      const error = await rejection(provider.parseWebhook(body, signature, now));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toBe(BILLING_MESSAGES.webhookSignature);
    };

    it('refuses an event signed with another secret', async () => {
      const { body } = signed('checkout.session.completed', session);
      const forged = Stripe.webhooks.generateTestHeaderString({
        payload: body.toString(),
        secret: 'whsec_someone_else',
        timestamp: nowSeconds,
      });
      await expectForged(body, forged);
    });

    it('refuses a body changed after signing', async () => {
      const { body, signature } = signed('checkout.session.completed', session);
      const tampered = Buffer.from(body.toString().replace('co_sig', 'co_other'));
      await expectForged(tampered, signature);
    });

    it('refuses a missing or meaningless signature header', async () => {
      const { body } = signed('checkout.session.completed', session);
      await expectForged(body, undefined);
      await expectForged(body, '');
      await expectForged(body, 'garbage');
    });

    it('refuses a stale signature, measured against the given clock', async () => {
      const stale = signed('checkout.session.completed', session, { timestamp: nowSeconds - 301 });
      await expectForged(stale.body, stale.signature);

      const fresh = signed('checkout.session.completed', session);
      await expect(provider.parseWebhook(fresh.body, fresh.signature, NOW)).resolves.toMatchObject({
        change: { kind: 'checkout_completed', checkoutId: 'co_sig' },
      });
      await expectForged(fresh.body, fresh.signature, new Date(NOW.getTime() + 10 * 60_000));
    });
  });
});
