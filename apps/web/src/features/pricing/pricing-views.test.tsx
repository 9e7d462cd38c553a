import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app';
import { buildSubscription, installFakePricingApi } from './fake-pricing-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const group = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) =>
  within(group(name))
    .getAllByRole('article')
    .map((item) => within(item).getByRole('heading').textContent);

describe('upgrade view', () => {
  it('shows the top 3 monthly and top 2 yearly recommendations and the Enterprise entry', async () => {
    installFakePricingApi({ signedIn: true, subscription: buildSubscription() });
    renderApp('/pricing?upgrade=true&current=basic_monthly');
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeVisible();
    await screen.findByRole('region', { name: 'Monthly plans' });
    expect(cardsIn('Monthly plans')).toEqual(['Pro', 'Business', 'Premium']);
    expect(cardsIn('Yearly plans')).toEqual(['Pro', 'Business']);
    expect(cardsIn('Need more?')).toEqual(['Enterprise']);
    expect(screen.getByText('You have used 276 of 300 pages on Basic (92%).')).toBeVisible();
  });

  it('prices recommendations from øre and starts checkout for the chosen one', async () => {
    installFakePricingApi({ signedIn: true, subscription: buildSubscription() });
    const { router } = renderApp('/pricing?upgrade=true&plan=basic_monthly');
    const pro = await within(
      await screen.findByRole('region', { name: 'Monthly plans' }),
    ).findByRole('article', { name: 'Pro' });
    expect(plain(pro.textContent)).toContain('NOK 449.00per month');
    expect(plain(pro.textContent)).toContain('NOK 300.00 more per month than now');
    expect(pro).toHaveTextContent('1,200 more pages per month');
    expect(pro).toHaveTextContent('Fits your expected use with room to spare');
    await userEvent.click(within(pro).getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/subscription/checkout?plan=pro_monthly'));
  });

  it('shows a visitor the plan cards instead, under their own heading', async () => {
    installFakePricingApi();
    renderApp('/pricing?upgrade=true&current=basic_monthly');
    expect(await screen.findByRole('button', { name: 'Monthly' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Plans and pricing' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Upgrade your plan' })).toBeNull();
  });
});

describe('renew view', () => {
  it('shows what renewing gives and starts checkout for that plan', async () => {
    installFakePricingApi({ signedIn: true, subscription: buildSubscription() });
    const { router } = renderApp('/pricing?renew=true&plan=basic_monthly');
    const renewal = await screen.findByRole('region', { name: 'Renewal of Basic' });
    const rows = within(renewal)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${plain(term.nextElementSibling!.textContent)}`);
    expect(rows).toEqual([
      'Plan: Basic',
      'Price: NOK 149.00 per month',
      'Pages carried over: 24',
      'Pages after renewal: 324',
      'New period ends: 31 December 2026',
    ]);
    await userEvent.click(within(renewal).getByRole('button', { name: 'Renew Basic' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/subscription/checkout?plan=basic_monthly'),
    );
  });

  it('shows the plan cards when the plan named is not the one held', async () => {
    installFakePricingApi({ signedIn: true, subscription: buildSubscription() });
    renderApp('/pricing?renew=true&plan=business_monthly');
    expect(await screen.findByRole('button', { name: 'Monthly' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Plans and pricing' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Renewal of/ })).toBeNull();
  });

  it('keeps an organization member from renewing', async () => {
    installFakePricingApi({
      signedIn: true,
      subscription: buildSubscription({
        is_organization_subscription: true,
        user_role_in_organization: 'viewer',
      }),
    });
    renderApp('/pricing?renew=true&current=basic_monthly');
    const renewal = await screen.findByRole('region', { name: 'Renewal of Basic' });
    expect(
      within(renewal).getByRole('button', { name: 'Contact Organization Owner' }),
    ).toBeDisabled();
  });
});
