import {
  BILLING_MESSAGES,
  BILLING_PATHS,
  ORGANIZATION_PATHS,
  type TCurrentSubscription,
  type TPlan,
} from '@workbench/contracts';
import { installFakeApi } from '../../test/fake-api';
import { fail, ok, readCookies } from '../../test/fake-http';

const FREE = ['document_redaction', 'manuel_editing', 'basic_search'];
const BASIC = [...FREE, 'email_support'];
const PRO = [...BASIC, 'advanced_detection', 'Advanced_search', 'priority_support'];
const BUSINESS = [
  ...PRO,
  'api_access',
  'dedicated_support',
  'sso',
  'custom_integrations',
  'unlimited_documents',
  'sla_support',
];

function plan(code: string, name: string, price: number, pages: number, features: string[]) {
  const isYearly = code.endsWith('_yearly');
  return {
    plan_code: code,
    plan_name: name,
    family: code.split('_')[0]!,
    period_unit: isYearly ? 'year' : 'month',
    is_active: true,
    pages_monthly_limit: pages,
    pages_yearly_limit: isYearly ? pages * 12 : null,
    metadata: {
      price,
      currency: 'NOK',
      savings_percent: isYearly ? 17 : null,
      trial_days: code === 'free_trial' ? 14 : null,
      features,
    },
  } satisfies TPlan;
}

/** The seeded plans of decision 0004. */
export function buildPlans(): TPlan[] {
  return [
    plan('free', 'Free', 0, 25, FREE),
    plan('free_trial', 'Free trial', 0, 200, PRO),
    plan('basic_monthly', 'Basic', 149, 300, BASIC),
    plan('basic_yearly', 'Basic', 1490, 300, BASIC),
    plan('pro_monthly', 'Pro', 449, 1500, PRO),
    plan('pro_yearly', 'Pro', 4490, 1500, PRO),
    plan('business_monthly', 'Business', 1490, 7500, BUSINESS),
    plan('business_yearly', 'Business', 14900, 7500, BUSINESS),
  ];
}

const advice = {
  percent_used: 92,
  daily_average: 9.2,
  predicted_monthly: 276,
  predicted_total: 276,
  days_until_exhaustion: 2,
  will_exceed: true,
  urgency: 'critical',
  action: 'urgent_upgrade',
  gauge: 'error',
  show_banner: true,
  dismissible: false,
  next_family: 'pro',
  recommendations: [
    rec('pro_monthly', 'Pro', 44_900, 1_200, 'fits_with_buffer', 1),
    rec('business_monthly', 'Business', 149_000, 7_200, 'fits_with_buffer', 1),
    rec('premium_monthly', 'Premium', 99_000, 4_000, 'fits_with_buffer', 1),
    rec('mega_monthly', 'Mega', 299_000, 20_000, 'fits', 2),
    rec('pro_yearly', 'Pro', 449_000, 1_200, 'yearly_savings', 3),
    rec('business_yearly', 'Business', 1_490_000, 7_200, 'yearly_savings', 3),
    rec('mega_yearly', 'Mega', 2_990_000, 20_000, 'yearly_savings', 3),
    {
      planCode: 'enterprise',
      planName: 'Enterprise',
      currentPrice: 14_900,
      newPrice: null,
      priceDifference: null,
      quotaIncrease: null,
      reasoning: 'contact_sales',
      priority: 4,
    },
  ],
  renewal: {
    pages_carried: 24,
    pages_after_renewal: 324,
    period_end_after_renewal: '2026-12-31T12:00:00.000Z',
  },
} satisfies TCurrentSubscription['advice'];

function rec(
  planCode: string,
  planName: string,
  newPrice: number,
  quotaIncrease: number,
  reasoning: 'fits_with_buffer' | 'fits' | 'yearly_savings',
  priority: 1 | 2 | 3,
) {
  return {
    planCode,
    planName,
    currentPrice: 14_900,
    newPrice,
    // Per month, as the server gives it: a yearly price over twelve.
    priceDifference: (priority === 3 ? Math.round(newPrice / 12) : newPrice) - 14_900,
    quotaIncrease,
    reasoning,
    priority,
  };
}

/** A user's active basic_monthly subscription with critical usage advice. */
export function buildSubscription(
  overrides: Partial<TCurrentSubscription> = {},
): TCurrentSubscription {
  return {
    id: 'sub-1',
    plan: buildPlans()[2]!,
    plan_code: 'basic_monthly',
    status: 'active',
    current_period_start: '2026-11-01T00:00:00.000Z',
    current_period_end: '2026-12-01T00:00:00.000Z',
    usage: { pages_used: 276, pages_limit: 300 },
    auto_renew: true,
    cancel_at_period_end: false,
    can_change_auto_renew: true,
    is_organization_subscription: false,
    user_role_in_organization: null,
    organization_name: null,
    organization_id: null,
    provider: 'test',
    advice,
    ...overrides,
  };
}

type FakePricingOptions = { signedIn?: boolean; subscription?: TCurrentSubscription | null };

/**
 * The fake API plus the plan, checkout and current-subscription calls. `state` is the billing
 * side's state: change it to set up a case (fail the plan list, refuse checkout); route keys
 * in `server.hangs` never answer, as in the base fake.
 */
export function installFakePricingApi(options: FakePricingOptions = {}) {
  const api = installFakeApi({ signedIn: options.signedIn ?? false });
  const base = api.fetchMock.getMockImplementation()!;
  const state = {
    plans: buildPlans(),
    subscription: options.subscription ?? null,
    failPlans: false,
    checkoutRefusal: null as string | null,
    checkouts: [] as unknown[],
    failOrganizations: false,
  };
  const isSignedIn = () => api.server.accessTokens.has(readCookies().access_token ?? '');

  api.fetchMock.mockImplementation(async (input, init) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const { pathname } = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const planPrefix = BILLING_PATHS.plan.replace(':planCode', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (api.server.hangs.has(`${method} ${pathname}`)) return new Promise<Response>(() => {});
    if (method === 'GET' && pathname === BILLING_PATHS.plans) {
      return state.failPlans ? fail('INTERNAL_ERROR', 'Internal server error') : ok(state.plans);
    }
    if (method === 'GET' && pathname.startsWith(planPrefix)) {
      const code = decodeURIComponent(pathname.slice(planPrefix.length));
      const found = state.plans.find((item) => item.plan_code === code);
      return found ? ok(found) : fail('NOT_FOUND', BILLING_MESSAGES.planNotFound);
    }
    if (method === 'GET' && pathname === BILLING_PATHS.current) {
      if (!isSignedIn()) return fail('UNAUTHORIZED', BILLING_MESSAGES.userNotAuthenticated);
      return state.subscription
        ? ok(state.subscription)
        : fail('NOT_FOUND', BILLING_MESSAGES.noSubscription);
    }
    if (method === 'GET' && pathname === ORGANIZATION_PATHS.organizations) {
      if (state.failOrganizations) return fail('INTERNAL_ERROR', 'Internal server error');
      return isSignedIn() ? ok([]) : fail('UNAUTHORIZED', BILLING_MESSAGES.userNotAuthenticated);
    }
    if (method === 'POST' && pathname === BILLING_PATHS.checkout) {
      state.checkouts.push(JSON.parse(init?.body as string));
      if (state.checkoutRefusal) return fail('FORBIDDEN', state.checkoutRefusal);
      return ok({ session_id: 'cs_1', checkout_url: '/billing/test-checkout/cs_1' });
    }
    return base(input, init);
  });
  return { ...api, state };
}
