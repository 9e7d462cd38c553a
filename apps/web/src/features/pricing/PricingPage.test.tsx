import { BILLING_MESSAGES } from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app';
import {
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from '../organization/fake-organization-api';
import { buildSubscription, installFakePricingApi } from './fake-pricing-api';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = (name: string) => screen.getByRole('article', { name });
const cardNames = () =>
  screen.getAllByRole('article').map((item) => within(item).getByRole('heading').textContent);

describe('pricing page plans', () => {
  it('switches between monthly and yearly cards, Enterprise last', async () => {
    installFakePricingApi();
    renderApp('/pricing');
    const monthly = await screen.findByRole('button', { name: 'Monthly' });
    const yearly = screen.getByRole('button', { name: 'Yearly' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Free', 'Basic', 'Pro', 'Business', 'Enterprise']);
    expect(plain(card('Pro').textContent)).toContain('NOK 449.00per month');
    expect(card('Pro')).toHaveTextContent('1,500 pages per month');

    await userEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Basic', 'Pro', 'Business', 'Enterprise']);
    expect(plain(card('Pro').textContent)).toContain('NOK 4,490.00per year');
    expect(card('Pro')).toHaveTextContent('Save 17 %');
    expect(card('Pro')).toHaveTextContent('18,000 pages per year');
  });

  it('marks only the Pro plans Most Popular', async () => {
    installFakePricingApi();
    renderApp('/pricing');
    await screen.findByRole('article', { name: 'Pro' });
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(card('Pro')).toHaveTextContent('Most Popular');
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(card('Pro')).toHaveTextContent('Most Popular');
  });

  it('gives yearly plans without a yearly limit twelve months of pages', async () => {
    const { state } = installFakePricingApi();
    state.plans = state.plans.map((plan) =>
      plan.plan_code === 'business_yearly' ? { ...plan, pages_yearly_limit: null } : plan,
    );
    renderApp('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Yearly' }));
    expect(card('Business')).toHaveTextContent('90,000 pages per year');
  });

  it('shows prices, pages and features in Norwegian', async () => {
    installFakePricingApi();
    await i18n.changeLanguage('nb');
    renderApp('/pricing');
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(plain(pro.textContent)).toContain('449,00 krper måned');
    expect(plain(pro.textContent)).toContain('1 500 sider per måned');
    expect(pro).toHaveTextContent('Mest populær');
    expect(within(pro).getByText('Avansert gjenkjenning av sensitive opplysninger')).toBeVisible();
  });

  it('lists the plan features by name, with a contact button on Enterprise', async () => {
    installFakePricingApi();
    renderApp('/pricing');
    const business = await screen.findByRole('article', { name: 'Business' });
    expect(within(business).getByText('Single sign-on (SSO)')).toBeVisible();
    expect(within(business).getByText('Manual editing')).toBeVisible();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it("says 'No Plans Available' for an empty list", async () => {
    const { state } = installFakePricingApi();
    state.plans = [];
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'No Plans Available' })).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a failed load with Try Again, which loads the plans again', async () => {
    const { state } = installFakePricingApi();
    state.failPlans = true;
    renderApp('/pricing');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load subscription plans');
    state.failPlans = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Pro' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('subscribing from the pricing page', () => {
  it('gives a visitor a logo to /login and sends them to sign up with the plan', async () => {
    installFakePricingApi();
    const { router } = renderApp('/pricing');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Redaction Workbench' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await userEvent.click(await main.findByRole('button', { name: 'Subscribe to Pro' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/signup?plan=pro_monthly'));
  });

  it('sends a signed-in user to checkout, and shows their own plan as current', async () => {
    installFakePricingApi({ signedIn: true, subscription: buildSubscription() });
    const { router } = renderApp('/pricing');
    const basic = await screen.findByRole('article', { name: 'Basic' });
    await waitFor(() =>
      expect(within(basic).getByRole('button', { name: 'Current plan' })).toBeDisabled(),
    );
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Business' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/subscription/checkout?plan=business_monthly'),
    );
  });

  it('does nothing while the subscription is still loading', async () => {
    const { server } = installFakePricingApi({ signedIn: true });
    server.hangs.add('GET /api/subscriptions/current');
    const { router } = renderApp('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Pro' }));
    expect(currentUrl(router)).toBe('/pricing');
  });

  it('lets an organization member only contact the owner', async () => {
    installFakePricingApi({
      signedIn: true,
      subscription: buildSubscription({
        is_organization_subscription: true,
        user_role_in_organization: 'member',
        organization_name: 'NAV',
      }),
    });
    const { router } = renderApp('/pricing');
    await screen.findByRole('article', { name: 'Pro' });
    expect(await screen.findByText(BILLING_MESSAGES.organizationMember)).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Contact Organization Owner' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).toBeNull();
    await userEvent.click(buttons[0]!);
    expect(currentUrl(router)).toBe('/pricing');
  });
});

describe('pricing for organizations', () => {
  it.each(['member', 'admin', 'viewer'] as const)(
    'makes a %s of an organization without a subscription contact the owner',
    async (role) => {
      installFakeOrganizationApi({ organizations: [buildOrganization({ role })] });
      renderApp('/pricing');
      expect(await screen.findByText(BILLING_MESSAGES.organizationMember)).toBeVisible();
      const buttons = screen.getAllByRole('button', { name: 'Contact Organization Owner' });
      for (const button of buttons) expect(button).toBeDisabled();
      expect(screen.queryByRole('button', { name: /^Subscribe/ })).toBeNull();
    },
  );

  it('lets the owner subscribe for the organization', async () => {
    installFakeOrganizationApi({ organizations: [buildOwnedOrganization()] });
    const { router } = renderApp('/pricing');
    const subscribe = await screen.findByRole('button', { name: 'Subscribe to Pro' });
    await waitFor(() => expect(subscribe).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(subscribe);
    expect(currentUrl(router)).toBe('/subscription/checkout?plan=pro_monthly');
    expect(screen.queryByText(BILLING_MESSAGES.organizationMember)).toBeNull();
  });
});
