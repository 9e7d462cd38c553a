import type { TApiKey, TCurrentSubscription, TUsageAdvice } from '@workbench/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { Toaster } from '../../app/Toaster';
import { startI18n } from '../../lib/i18n';
import { ManageSubscriptionPage } from './ManageSubscriptionPage';

export function buildAdvice(overrides: Partial<TUsageAdvice> = {}): TUsageAdvice {
  return {
    percent_used: 40,
    daily_average: 20,
    predicted_monthly: 600,
    predicted_total: 600,
    days_until_exhaustion: 45,
    will_exceed: false,
    urgency: 'low',
    action: 'monitor',
    gauge: 'success',
    show_banner: true,
    dismissible: true,
    next_family: 'business',
    recommendations: [],
    renewal: {
      pages_carried: 900,
      pages_after_renewal: 2400,
      period_end_after_renewal: '2026-07-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

export function buildSubscription(
  overrides: Partial<Omit<TCurrentSubscription, 'advice'>> = {},
  advice: Partial<TUsageAdvice> = {},
): TCurrentSubscription {
  return {
    id: 'sub-1',
    plan: {
      plan_code: 'pro_monthly',
      plan_name: 'Pro',
      family: 'pro',
      period_unit: 'month',
      is_active: true,
      pages_monthly_limit: 1500,
      pages_yearly_limit: null,
      metadata: {
        price: 449,
        currency: 'NOK',
        savings_percent: null,
        trial_days: null,
        features: ['advanced_detection', 'Advanced_search', 'priority_support'],
      },
    },
    plan_code: 'pro_monthly',
    status: 'active',
    current_period_start: '2026-05-01T00:00:00.000Z',
    current_period_end: '2036-06-01T00:00:00.000Z',
    usage: { pages_used: 600, pages_limit: 1500 },
    auto_renew: true,
    cancel_at_period_end: false,
    can_change_auto_renew: true,
    is_organization_subscription: false,
    user_role_in_organization: null,
    organization_name: null,
    organization_id: null,
    provider: 'test',
    ...overrides,
    advice: buildAdvice(advice),
  };
}

export function buildApiKey(overrides: Partial<TApiKey> = {}): TApiKey {
  return {
    id: 'key-1',
    name: 'CI pipeline',
    created_at: '2026-05-01T10:00:00.000Z',
    last_used: null,
    expires_at: '2099-01-01T00:00:00.000Z',
    duration: '30d',
    subscription_id: 'sub-1',
    ...overrides,
  };
}

/** The manage page at `path` with a stand-in pricing page and the toasts, as in the app. */
export function renderManagePage(path: InitialEntry = '/subscription/manage') {
  startI18n();
  const router = createMemoryRouter(
    [
      { path: '/subscription/manage', element: <ManageSubscriptionPage /> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
      { path: '/playground', element: <h1>Workspace page</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return { router, ...view };
}
