import { BILLING_MESSAGES, type TSubscriptionStatus } from '@workbench/contracts';
import Stripe from 'stripe';
import { z } from 'zod';
import type { BillingConfig } from '../config';
import { AppError } from '../errors/app-error';
import type { BillingChange, BillingEvent } from './billing-event';
import type { PaymentProvider } from './payment-provider';
import { WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>;

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes or later than 24 hours. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000 - 60_000;

/**
 * Stripe's statuses in ours. No trial is given at Stripe: `trial_end` only moves the next charge
 * after a renewal paid at checkout, so a `trialing` subscription is a paid, active one.
 */
const STATUSES: Record<string, TSubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  incomplete: 'incomplete',
  unpaid: 'unpaid',
  incomplete_expired: 'expired',
  paused: 'inactive',
};

// Only the fields we read are checked; Stripe adds fields freely. An expandable field is an id
// or the expanded object, depending on how the event was produced.
const ZRef = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((ref) => (ref == null ? null : typeof ref === 'string' ? ref : ref.id));
const ZPeriod = {
  current_period_start: z.int().optional(),
  current_period_end: z.int().optional(),
};

const ZEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.int().positive(),
  data: z.object({ object: z.unknown() }),
});
const ZSession = z.object({
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().optional(),
  subscription: ZRef,
  customer: ZRef,
});
const ZSubscription = z.object({
  id: z.string().min(1),
  status: z.string(),
  cancel_at_period_end: z.boolean().optional(),
  ...ZPeriod,
  items: z.object({ data: z.array(z.object(ZPeriod)) }).optional(),
});
const ZInvoice = z.object({
  billing_reason: z.string().nullish(),
  subscription: ZRef.optional(),
  parent: z.object({ subscription_details: z.object({ subscription: ZRef }).nullish() }).nullish(),
  lines: z
    .object({ data: z.array(z.object({ period: z.object({ end: z.int() }).optional() })) })
    .optional(),
});

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookPayload);
  return result.data;
}

const toDate = (seconds: number) => new Date(seconds * 1000);

function sessionChange(object: unknown): BillingChange {
  const session = parse(ZSession, object);
  const checkoutId = session.client_reference_id ?? session.metadata?.checkout_id;
  // An unpaid completed session pays later by bank debit; its async_payment_succeeded event counts.
  if (checkoutId === undefined || session.payment_status === 'unpaid') return { kind: 'ignored' };
  return {
    kind: 'checkout_completed',
    checkoutId,
    providerSubscriptionId: session.subscription,
    providerCustomerId: session.customer,
  };
}

/** Since API version 2025-03-31 the period lives on the subscription's items, before on itself. */
function subscriptionChange(object: unknown, isDeleted: boolean): BillingChange {
  const subscription = parse(ZSubscription, object);
  const item = subscription.items?.data[0];
  const start = subscription.current_period_start ?? item?.current_period_start;
  const end = subscription.current_period_end ?? item?.current_period_end;
  const status = isDeleted ? 'canceled' : STATUSES[subscription.status];
  if (start === undefined || end === undefined) {
    throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookPayload);
  }
  if (status === undefined) return { kind: 'ignored' };
  return {
    kind: 'subscription_changed',
    providerSubscriptionId: subscription.id,
    status,
    periodStart: toDate(start),
    periodEnd: toDate(end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
  };
}

/** Since API version 2025-03-31 an invoice names its subscription under `parent`. */
function invoiceChange(
  object: unknown,
  type: 'invoice.paid' | 'invoice.payment_failed',
): BillingChange {
  const invoice = parse(ZInvoice, object);
  const subscriptionId =
    invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  if (subscriptionId === null) return { kind: 'ignored' };
  if (type === 'invoice.payment_failed')
    return { kind: 'payment_failed', providerSubscriptionId: subscriptionId };
  // The first invoice is the checkout's own; only a new period's invoice renews.
  if (invoice.billing_reason !== 'subscription_cycle') return { kind: 'ignored' };
  const ends = (invoice.lines?.data ?? []).flatMap((line) =>
    line.period ? [line.period.end] : [],
  );
  return {
    kind: 'period_renewed',
    providerSubscriptionId: subscriptionId,
    periodEnd: ends.length === 0 ? null : toDate(Math.max(...ends)),
  };
}

function changeOf(type: string, object: unknown): BillingChange {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return sessionChange(object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChange(object, type === 'customer.subscription.deleted');
    // Stripe also sends invoice.payment_succeeded for the same invoice under another event id;
    // taking both would renew (and carry pages over) twice.
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceChange(object, type);
    default:
      return { kind: 'ignored' };
  }
}

/** Where the SDK sends its requests: Stripe itself unless `apiUrl` points elsewhere (a test fake). */
function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (apiUrl === undefined) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Stripe's failure to answer becomes ours to report, without its internals; others pass. */
function stripeFailure(error: unknown, message: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  return new AppError('SERVICE_UNAVAILABLE', message, {
    stripeCode: error.code,
    stripeType: error.type,
  });
}

async function callStripe<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeFailure(error, message);
  }
}

/** Stripe Checkout for subscriptions, and its signed webhooks. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));

  return {
    name: 'stripe',

    async createCheckout(input) {
      const { checkoutId, plan, user, successUrl, cancelUrl, expiresAt, isRenewal } = input;
      const now = Date.now();
      const expires = Math.min(
        Math.max(expiresAt.getTime(), now + MIN_SESSION_MS),
        now + MAX_SESSION_MS,
      );
      const metadata = { checkout_id: checkoutId, user_id: user.id, plan_code: plan.planCode };
      const interval = plan.periodUnit === 'year' ? 'year' : 'month';
      const common = {
        client_reference_id: checkoutId,
        customer_email: user.email,
        metadata,
        success_url: successUrl,
        cancel_url: cancelUrl,
        expires_at: Math.floor(expires / 1000),
      };
      const price = {
        currency: 'nok',
        unit_amount: plan.priceOre,
        product_data: { name: plan.planName },
      };
      // A renewal is paid once; the subscription already at Stripe goes on with its own cycle.
      const params: Stripe.Checkout.SessionCreateParams = isRenewal
        ? {
            ...common,
            mode: 'payment',
            line_items: [{ quantity: 1, price_data: price }],
            payment_intent_data: { metadata },
          }
        : {
            ...common,
            mode: 'subscription',
            line_items: [{ quantity: 1, price_data: { ...price, recurring: { interval } } }],
            subscription_data: { metadata },
          };
      const session = await callStripe(BILLING_MESSAGES.checkoutFailed, () =>
        stripe.checkout.sessions.create(params),
      );
      if (session.url === null)
        throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.checkoutFailed);
      return { sessionId: session.id, url: session.url };
    },

    async parseWebhook(rawBody, signature, now): Promise<BillingEvent> {
      if (signature === undefined)
        throw new AppError('BAD_REQUEST', BILLING_MESSAGES.webhookSignature);
      let verified: unknown;
      try {
        verified = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        // Past the signature check the only failure left is a body that is not JSON.
        const isForged = error instanceof Stripe.errors.StripeSignatureVerificationError;
        throw new AppError(
          'BAD_REQUEST',
          isForged ? BILLING_MESSAGES.webhookSignature : BILLING_MESSAGES.webhookPayload,
        );
      }
      const event = parse(ZEvent, verified);
      return {
        id: event.id,
        type: event.type,
        occurredAt: toDate(event.created),
        change: changeOf(event.type, event.data.object),
      };
    },

    async setRenewal(subscription, renews) {
      const id = subscription.providerSubscriptionId;
      if (id === null) return;
      await callStripe(BILLING_MESSAGES.autoRenewFailed, () =>
        stripe.subscriptions.update(id, { cancel_at_period_end: !renews }),
      );
    },

    async moveNextCharge(subscription, to) {
      const id = subscription.providerSubscriptionId;
      if (id === null) return;
      const renews = subscription.autoRenew && !subscription.cancelAtPeriodEnd;
      try {
        await stripe.subscriptions.update(id, {
          trial_end: Math.floor(to.getTime() / 1000),
          proration_behavior: 'none',
          cancel_at_period_end: !renews,
        });
      } catch (error) {
        // Gone at Stripe: nothing will charge, so there is nothing to move.
        if (isMissing(error)) return;
        throw stripeFailure(error, BILLING_MESSAGES.checkoutFailed);
      }
    },

    async cancelNow(subscription) {
      const id = subscription.providerSubscriptionId;
      if (id === null) return;
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        // Already gone at Stripe (cancelled there, or never finished): nothing left to end.
        if (isMissing(error)) return;
        throw error;
      }
    },
  };
}
