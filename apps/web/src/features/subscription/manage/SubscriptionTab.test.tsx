import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { currentUrl } from '../../../test/render-app';
import {
  cancelPersonalSubscription,
  cancelSubscription,
  fetchApiKeys,
  fetchCurrentSubscription,
  fetchPersonalSubscription,
  fetchUsage,
  updateAutoRenew,
  updatePersonalAutoRenew,
} from '../billing-api';
import { buildSubscription, renderManagePage } from '../test-fixtures';

vi.mock('../billing-api');

beforeEach(() => {
  vi.mocked(fetchApiKeys).mockResolvedValue([]);
  vi.mocked(fetchPersonalSubscription).mockResolvedValue(null);
  vi.mocked(fetchUsage).mockRejectedValue(new Error('not asked for'));
});

afterEach(async () => {
  vi.resetAllMocks();
  await i18n.changeLanguage('en');
});

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function openWith(subscription = buildSubscription()) {
  vi.mocked(fetchCurrentSubscription).mockResolvedValue(subscription);
  const view = renderManagePage();
  await screen.findByRole('region', { name: 'Your plan' });
  return view;
}

describe('plan card', () => {
  it('shows the plan, its NOK price, status, usage and features', async () => {
    await openWith();
    const plan = card('Your plan');
    expect(plan.getByText('Pro')).toBeVisible();
    expect(plan.getByText(/449\.00 per month/)).toHaveTextContent('NOK');
    expect(plan.getByText('Active')).toHaveClass('status-badge-success');
    const gauge = plan.getByRole('progressbar', { name: 'Pages used this period' });
    expect(gauge).toHaveAttribute('aria-valuenow', '600');
    expect(gauge).toHaveAttribute('aria-valuemax', '1500');
    expect(plan.getByText('600 of 1,500 pages (40%)')).toBeVisible();
    expect(plan.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Advanced detection of sensitive information',
      'Advanced search',
      'Priority support',
    ]);
  });

  it('writes the price and status in Norwegian', async () => {
    await i18n.changeLanguage('nb');
    vi.mocked(fetchCurrentSubscription).mockResolvedValue(
      buildSubscription({ status: 'past_due' }),
    );
    renderManagePage();
    const plan = within(await screen.findByRole('region', { name: 'Planen din' }));
    expect(plan.getByText(/449,00\s*kr per måned/)).toBeVisible();
    expect(plan.getByText('Forfalt')).toBeVisible();
  });

  it('shows a status it does not know as Unknown', async () => {
    const odd = { ...buildSubscription(), status: 'paused' } as unknown as ReturnType<
      typeof buildSubscription
    >;
    await openWith(odd);
    expect(card('Your plan').getByText('Unknown')).toBeVisible();
  });

  it.each([
    ['success', 50],
    ['warning', 80],
    ['error', 95],
  ] as const)('colours the gauge %s as the server says', async (gauge, percent) => {
    await openWith(buildSubscription({}, { gauge, percent_used: percent }));
    expect(screen.getByRole('progressbar')).toHaveClass(`usage-gauge-${gauge}`);
  });
});

describe('organization and permissions', () => {
  it('shows the organization card and lets an admin cancel', async () => {
    await openWith(
      buildSubscription({
        is_organization_subscription: true,
        organization_name: 'Nordmann AS',
        user_role_in_organization: 'admin',
      }),
    );
    const organization = card('Organization');
    expect(organization.getByText('Nordmann AS')).toBeVisible();
    expect(organization.getByText('Admin')).toBeVisible();
    expect(screen.queryByText(/Only organization owners and admins/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel subscription', hidden: true })).toBeEnabled();
  });

  it('tells a member only owners and admins may change it, and disables the controls', async () => {
    await openWith(
      buildSubscription({
        is_organization_subscription: true,
        organization_name: 'Nordmann AS',
        user_role_in_organization: 'member',
      }),
    );
    expect(
      screen.getByText(
        'Only organization owners and admins can cancel or modify the subscription.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Renew automatically' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cancel subscription', hidden: true })).toBeNull();
  });

  it('hides the organization card for a personal subscription', async () => {
    await openWith();
    expect(screen.queryByRole('region', { name: 'Organization' })).toBeNull();
  });
});

describe('auto-renewal', () => {
  it('turns it off and says so', async () => {
    await openWith();
    vi.mocked(updateAutoRenew).mockResolvedValue(buildSubscription({ auto_renew: false }));
    const toggle = screen.getByRole('switch', { name: 'Renew automatically' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Auto-renewal disabled')).toBeVisible();
    expect(updateAutoRenew).toHaveBeenCalledWith(false);
    expect(toggle).not.toBeChecked();
  });

  it('turns it on and says so', async () => {
    await openWith(buildSubscription({ auto_renew: false }));
    vi.mocked(updateAutoRenew).mockResolvedValue(buildSubscription({ auto_renew: true }));
    await userEvent.click(screen.getByRole('switch', { name: 'Renew automatically' }));
    expect(await screen.findByText('Auto-renewal enabled')).toBeVisible();
  });

  it('keeps the old value when the update fails', async () => {
    await openWith();
    vi.mocked(updateAutoRenew).mockRejectedValue(new ApiError('INTERNAL_ERROR', 'x', 500));
    const toggle = screen.getByRole('switch', { name: 'Renew automatically' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to update auto-renew setting')).toBeVisible();
    expect(toggle).toBeChecked();
  });

  it.each([
    ['after a cancel', { cancel_at_period_end: true, auto_renew: false }],
    ['on an expired subscription', { status: 'expired' as const, auto_renew: true }],
    ['while a payment is past due', { status: 'past_due' as const, auto_renew: true }],
  ])('cannot be switched %s, and says why', async (_, overrides) => {
    // The server says when the switch is open (can_change_auto_renew).
    await openWith(buildSubscription({ ...overrides, can_change_auto_renew: false }));
    const toggle = screen.getByRole('switch', { name: 'Renew automatically' });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(
      screen.getByText(
        'Automatic renewal can be changed only while the subscription runs and has not been cancelled.',
      ),
    ).toBeVisible();
  });

  it('says a period paid once does not renew', async () => {
    await openWith(buildSubscription({ auto_renew: false, can_change_auto_renew: false }));
    expect(screen.getByRole('switch', { name: 'Renew automatically' })).toBeDisabled();
    expect(
      screen.getByText(
        'This plan was paid once and does not renew; buy it again from the plans when it ends.',
      ),
    ).toBeVisible();
  });

  it('links Change plan to the pricing page', async () => {
    await openWith();
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
  });
});

describe('billing details and cancelling', () => {
  it('shows the period end, cycle and next payment when unfolded', async () => {
    await openWith(
      buildSubscription({ plan: { ...buildSubscription().plan, period_unit: 'year' } }),
    );
    await userEvent.click(screen.getByText('Billing details'));
    expect(screen.getByText('Yearly')).toBeVisible();
    expect(screen.getAllByText('June 1, 2036')).toHaveLength(2);
  });

  it('has no next payment when auto-renewal is off', async () => {
    await openWith(buildSubscription({ auto_renew: false }));
    await userEvent.click(screen.getByText('Billing details'));
    expect(screen.getByText('Next payment').nextElementSibling).toHaveTextContent('None');
  });

  it('cancels after a confirmation, then reloads and shows the end date', async () => {
    await openWith();
    vi.mocked(cancelSubscription).mockResolvedValue(
      buildSubscription({ cancel_at_period_end: true }),
    );
    vi.mocked(fetchCurrentSubscription).mockResolvedValue(
      buildSubscription({ cancel_at_period_end: true }),
    );
    await userEvent.click(screen.getByText('Billing details'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel your subscription?' }));
    expect(cancelSubscription).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel' }));
    expect(
      await screen.findByText('Your subscription has been cancelled and ends on June 1, 2036.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription', hidden: true })).toBeNull();
  });

  it('keeps the subscription when the dialog is dismissed', async () => {
    await openWith();
    await userEvent.click(screen.getByText('Billing details'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancelSubscription).not.toHaveBeenCalled();
  });

  it.each([
    ['a trial', { status: 'trialing' as const }],
    ['one already ending', { cancel_at_period_end: true }],
  ])('offers no cancel for %s', async (_, overrides) => {
    await openWith(buildSubscription(overrides));
    expect(screen.queryByRole('button', { name: 'Cancel subscription', hidden: true })).toBeNull();
  });
});

describe('the personal plan inside an organization', () => {
  const business = buildSubscription({
    id: 'sub-org',
    plan_code: 'business_monthly',
    plan: { ...buildSubscription().plan, plan_code: 'business_monthly', plan_name: 'Business' },
    is_organization_subscription: true,
    organization_name: 'Nordmann AS',
    organization_id: 'org-1',
    user_role_in_organization: 'member',
  });
  const basic = buildSubscription({
    id: 'sub-own',
    plan_code: 'basic_monthly',
    plan: { ...buildSubscription().plan, plan_code: 'basic_monthly', plan_name: 'Basic' },
  });

  async function openBoth(personal = basic, covering = business) {
    vi.mocked(fetchPersonalSubscription).mockResolvedValue(personal);
    await openWith(covering);
    return within(await screen.findByRole('region', { name: 'Your personal plan' }));
  }

  it("shows it beside the organization's, says which covers the work and that it still renews", async () => {
    const personal = await openBoth();
    expect(personal.getByText('Basic')).toBeVisible();
    expect(personal.getByRole('note')).toHaveTextContent(
      'While you work in Nordmann AS, its Business plan covers your pages; your personal plan is not used. It still renews on June 1, 2036: stop renewing or cancel it if you no longer need it.',
    );
    // A member cannot touch the organization's plan, but their own is theirs.
    expect(card('Subscription settings').getByRole('switch')).toBeDisabled();
    expect(personal.getByRole('switch', { name: 'Renew automatically' })).toBeEnabled();
  });

  it('stops renewing it, and only it', async () => {
    vi.mocked(updatePersonalAutoRenew).mockResolvedValue({ ...basic, auto_renew: false });
    const personal = await openBoth();
    await userEvent.click(personal.getByRole('switch', { name: 'Renew automatically' }));
    expect(updatePersonalAutoRenew).toHaveBeenCalledWith(false);
    expect(updateAutoRenew).not.toHaveBeenCalled();
    expect(await screen.findByText('Auto-renewal disabled')).toBeVisible();
    expect(personal.getByRole('note')).toHaveTextContent(
      'It does not renew and ends on June 1, 2036.',
    );
  });

  it('cancels it after a confirmation and loads it again', async () => {
    vi.mocked(cancelPersonalSubscription).mockResolvedValue({
      ...basic,
      cancel_at_period_end: true,
    });
    const personal = await openBoth();
    vi.mocked(fetchPersonalSubscription).mockResolvedValue({
      ...basic,
      cancel_at_period_end: true,
      auto_renew: false,
    });
    await userEvent.click(personal.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel your subscription?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, cancel' }));
    expect(cancelPersonalSubscription).toHaveBeenCalledOnce();
    expect(cancelSubscription).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(personal.queryByRole('button', { name: 'Cancel subscription' })).toBeNull(),
    );
    expect(personal.getByRole('note')).toHaveTextContent('It does not renew and ends on');
  });

  it('says the free plan applies when neither runs', async () => {
    const ended = { status: 'canceled' as const, current_period_end: '2026-01-01T00:00:00.000Z' };
    const personal = await openBoth({ ...basic, status: 'past_due' }, { ...business, ...ended });
    expect(personal.getByRole('note')).toHaveTextContent(
      "Neither Nordmann AS's plan nor your personal plan is running now, so the free plan's pages apply.",
    );
    expect(personal.getByText('Past due')).toBeVisible();
  });

  it.each([
    ['has none', null],
    ['has one that ended', { ...buildSubscription(), status: 'expired' as const }],
  ])('shows nothing when the user %s', async (_, personal) => {
    vi.mocked(fetchPersonalSubscription).mockResolvedValue(personal);
    await openWith(business);
    await waitFor(() => expect(fetchPersonalSubscription).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Your personal plan' })).toBeNull();
  });

  it('is not asked for when the plan shown is already the personal one', async () => {
    await openWith();
    expect(fetchPersonalSubscription).not.toHaveBeenCalled();
  });

  it('offers to try again when it cannot be loaded', async () => {
    vi.mocked(fetchPersonalSubscription).mockRejectedValueOnce(new Error('offline'));
    await openWith(business);
    expect(await screen.findByText('Could not load your personal plan.')).toBeVisible();
    vi.mocked(fetchPersonalSubscription).mockResolvedValue(basic);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your personal plan' })).toBeVisible();
  });
});

describe('loading', () => {
  it("shows a free user this month's free pages, coloured as the server says", async () => {
    vi.mocked(fetchCurrentSubscription).mockResolvedValue(null);
    vi.mocked(fetchUsage).mockResolvedValue({
      source: 'free',
      pages_used: 23,
      pages_limit: 25,
      pages_left: 2,
      percent_used: 92,
      gauge: 'error',
      resets_at: '2026-12-01T00:00:00.000Z',
    });
    renderManagePage();
    const gauge = await screen.findByRole('progressbar', { name: 'Free pages used this month' });
    expect(gauge).toHaveAttribute('aria-valuenow', '23');
    expect(gauge).toHaveClass('usage-gauge-error');
    expect(screen.getByText('23 of 25 pages (92%)')).toBeVisible();
    expect(screen.getByText('The count starts over on December 1, 2026.')).toBeVisible();
  });

  it('offers the plans when there is no subscription', async () => {
    vi.mocked(fetchCurrentSubscription).mockResolvedValue(null);
    const { router } = renderManagePage();
    await userEvent.click(await screen.findByRole('link', { name: 'View Plans' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pricing'));
  });

  it('shows an error with Try again, which loads it again', async () => {
    vi.mocked(fetchCurrentSubscription).mockRejectedValueOnce(
      new ApiError('INTERNAL_ERROR', 'Internal server error', 500),
    );
    vi.mocked(fetchCurrentSubscription).mockResolvedValueOnce(buildSubscription());
    renderManagePage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your subscription.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your plan' })).toBeVisible();
  });

  it('goes back from the error view', async () => {
    vi.mocked(fetchCurrentSubscription).mockRejectedValue(new Error('offline'));
    const { router } = renderManagePage();
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/playground'));
  });
});
