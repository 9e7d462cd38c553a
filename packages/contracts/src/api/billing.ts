import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZApiKeyDuration } from '../rules/api-key';
import { ZOrganizationId } from '../rules/organization';

/**
 * Paths of the plan, checkout, subscription and API-key calls (subscriptions §7 leaves them
 * open; decision 0016). The webhook path is shared by the test-mode provider and Stripe.
 */
export const BILLING_PATHS = {
  plans: '/api/plans',
  plan: '/api/plans/:planCode',
  checkout: '/api/subscriptions/checkout',
  current: '/api/subscriptions/current',
  autoRenew: '/api/subscriptions/current/auto-renew',
  cancel: '/api/subscriptions/current/cancel',
  /**
   * The user's own subscription whatever the organization context, so one who works inside an
   * organization still sees, and can stop, the personal plan that keeps renewing beside it.
   */
  personal: '/api/subscriptions/personal',
  personalAutoRenew: '/api/subscriptions/personal/auto-renew',
  personalCancel: '/api/subscriptions/personal/cancel',
  webhook: '/api/billing/webhook',
  /** The pages the user has left to process now, free or on the covering subscription. */
  usage: '/api/usage',
  apiKeys: '/api/api-keys',
  apiKey: '/api/api-keys/:id',
  /** The test-mode provider's own checkout page (server-rendered, like a provider's page). */
  testCheckout: '/api/billing/test-checkout/:sessionId',
  testCheckoutPay: '/api/billing/test-checkout/:sessionId/pay',
  testCheckoutCancel: '/api/billing/test-checkout/:sessionId/cancel',
} as const;

export const BILLING_MESSAGES = {
  loadPlansFailed: 'Failed to load subscription plans',
  checkoutFailed: 'Failed to create checkout session',
  redirecting: 'Redirecting to checkout...',
  checkoutSuccess: 'Subscription created successfully!',
  checkoutCanceled: 'Checkout was canceled',
  autoRenewFailed: 'Failed to update auto-renew setting',
  autoRenewEnabled: 'Auto-renewal enabled',
  autoRenewDisabled: 'Auto-renewal disabled',
  organizationMember:
    'You are a member of an organization. Please ask your organization owner to manage the subscription.',
  noPlans: 'No Plans Available',
  planNotFound: 'Plan not found',
  planNotForSale: 'This plan cannot be bought',
  noSubscription: 'You have no subscription',
  notCancellable: 'Only an active subscription that is not already ending can be cancelled',
  notRenewable:
    'Automatic renewal can only be changed on a running subscription that is not cancelled',
  renewalTooFarAhead:
    'This renewal would reach more than two years ahead; renew closer to the end of the period',
  checkoutNotFound: 'This checkout session does not exist or has expired',
  checkoutClosed: 'This checkout session is already finished',
  webhookSignature: 'The webhook signature is missing or invalid',
  webhookPayload: 'The webhook payload is not a valid event',
  apiKeyNotFound: 'API key not found',
  apiKeyInvalid: 'The API key is invalid or has expired',
  apiKeyNotAllowed: 'API keys can only be used for document processing',
  userNotAuthenticated: 'User not authenticated',
} as const;

/** The numbers a quota refusal carries in `error.details`, for clients to word it their way. */
export const ZQuotaDetails = z.object({
  pages_used: z.int().nonnegative(),
  pages_limit: z.int().nonnegative(),
  pages_needed: z.int().positive(),
});
export type TQuotaDetails = z.infer<typeof ZQuotaDetails>;

/** The quota refusal: how much is used and what the request needed. */
export function quotaExceededMessage(used: number, limit: number, needed: number): string {
  return `Your page quota for this period is used up: ${used} of ${limit} pages used, and this request needs ${needed}. Upgrade your plan or wait for the next period.`;
}

/**
 * The numbers back from a quota refusal's message, for clients that only get the text (the
 * detection stream's error event); null for any other message.
 */
export function readQuotaExceededMessage(message: string): TQuotaDetails | null {
  const match =
    /^Your page quota for this period is used up: (\d+) of (\d+) pages used, and this request needs (\d+)\./.exec(
      message,
    );
  if (match === null) return null;
  return {
    pages_used: Number(match[1]),
    pages_limit: Number(match[2]),
    pages_needed: Number(match[3]),
  };
}

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'unpaid',
  'expired',
  'inactive',
] as const;
export const ZSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** Active and trialing count as subscribed (subscriptions §4). */
export const SUBSCRIBED_STATUSES = ['active', 'trialing'] as const;
export const isSubscribedStatus = (status: string) =>
  (SUBSCRIBED_STATUSES as readonly string[]).includes(status);

export const ZPlanCode = z
  .string({ error: 'Plan code is required' })
  .trim()
  .regex(/^[a-z_]{2,40}$/, { error: 'Plan code is invalid' });

export const ZPlan = z.object({
  plan_code: z.string(),
  plan_name: z.string(),
  family: z.string(),
  period_unit: z.enum(['month', 'year']),
  is_active: z.boolean(),
  pages_monthly_limit: z.int(),
  pages_yearly_limit: z.int().nullable(),
  metadata: z.object({
    /** NOK with two decimals, as a number (149.00 is 149). */
    price: z.number(),
    currency: z.literal('NOK'),
    savings_percent: z.int().nullable(),
    trial_days: z.int().nullable(),
    features: z.array(z.string()),
  }),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZCheckoutRequest = z.object({
  plan_code: ZPlanCode,
  /** An organization owner's checkout carries the organization (organizations issue). */
  org_id: ZOrganizationId.optional(),
});
export const ZCheckoutResponse = z.object({ session_id: z.string(), checkout_url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

export const ZUsageAdvice = z.object({
  percent_used: z.number(),
  daily_average: z.number(),
  predicted_monthly: z.number(),
  predicted_total: z.number(),
  days_until_exhaustion: z.number().nullable(),
  will_exceed: z.boolean(),
  urgency: z.enum(['critical', 'high', 'medium', 'low', 'none']),
  action: z.enum(['urgent_upgrade', 'consider_upgrade', 'monitor', 'none']),
  gauge: z.enum(['success', 'warning', 'error']),
  show_banner: z.boolean(),
  /** The critical level cannot be dismissed. */
  dismissible: z.boolean(),
  next_family: z.enum(['pro', 'business', 'enterprise']),
  recommendations: z.array(
    z.object({
      planCode: z.string(),
      planName: z.string(),
      /** Øre per the plan's own period. */
      currentPrice: z.int(),
      newPrice: z.int().nullable(),
      priceDifference: z.int().nullable(),
      quotaIncrease: z.int().nullable(),
      reasoning: z.enum(['fits_with_buffer', 'fits', 'yearly_savings', 'contact_sales']),
      priority: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    }),
  ),
  /** What renewing now would give: the pages left carried into a fresh allotment. */
  renewal: z.object({
    pages_carried: z.int(),
    pages_after_renewal: z.int(),
    period_end_after_renewal: z.iso.datetime(),
  }),
});
export type TUsageAdvice = z.infer<typeof ZUsageAdvice>;

export const ZCurrentSubscription = z.object({
  id: z.string(),
  plan: ZPlan,
  plan_code: z.string(),
  status: ZSubscriptionStatus,
  current_period_start: z.iso.datetime(),
  current_period_end: z.iso.datetime(),
  usage: z.object({ pages_used: z.int(), pages_limit: z.int() }),
  auto_renew: z.boolean(),
  cancel_at_period_end: z.boolean(),
  /** Whether auto_renew may be switched now: running, not cancelled, and something can renew it. */
  can_change_auto_renew: z.boolean(),
  is_organization_subscription: z.boolean(),
  user_role_in_organization: z.enum(['owner', 'admin', 'member', 'viewer']).nullable(),
  organization_name: z.string().nullable(),
  /** The organization whose subscription this is (workspace §3); null for a personal one. */
  organization_id: z.string().nullable(),
  provider: z.enum(['test', 'stripe']),
  advice: ZUsageAdvice,
});
export type TCurrentSubscription = z.infer<typeof ZCurrentSubscription>;

/** What the workspace shows of the quota: pages used and left, and when they renew. */
export const ZUsage = z.object({
  source: z.enum(['free', 'subscription']),
  pages_used: z.int(),
  pages_limit: z.int(),
  pages_left: z.int(),
  /** The share used, in percent, and the gauge colour it gives (as a subscription's advice). */
  percent_used: z.number(),
  gauge: z.enum(['success', 'warning', 'error']),
  /** When the count starts over: the free month's end or the subscription period's. */
  resets_at: z.iso.datetime(),
});
export type TUsage = z.infer<typeof ZUsage>;
export const ZUsageResponse = successEnvelope(ZUsage);

export const ZAutoRenewRequest = z.object({
  auto_renew: z.boolean({ error: 'auto_renew must be true or false' }),
});

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.iso.datetime(),
  last_used: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
  duration: ZApiKeyDuration,
  subscription_id: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** Only the creation answer carries the key itself; it is never shown again. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

/** How long each duration choice really lasts (the 15m and 30m keys are short-lived). */
export const API_KEY_DURATION_MS = {
  '15m': 15 * 60_000,
  '30m': 30 * 60_000,
  '30d': 30 * 86_400_000,
  '90d': 90 * 86_400_000,
  '180d': 180 * 86_400_000,
  '365d': 365 * 86_400_000,
} as const;

export const ZPlansResponse = successEnvelope(z.array(ZPlan));
export const ZPlanResponse = successEnvelope(ZPlan);
export const ZCheckoutEnvelope = successEnvelope(ZCheckoutResponse);
export const ZCurrentSubscriptionResponse = successEnvelope(ZCurrentSubscription);
export const ZApiKeysResponse = successEnvelope(z.array(ZApiKey));
export const ZCreatedApiKeyResponse = successEnvelope(ZCreatedApiKey);
