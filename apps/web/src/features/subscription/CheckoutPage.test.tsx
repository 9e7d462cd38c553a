import { BILLING_MESSAGES } from '@workbench/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../test/render-app';
import {
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from '../organization/fake-organization-api';
import { installFakePricingApi } from '../pricing/fake-pricing-api';
import { leaveForCheckout } from './leave-for-checkout';

vi.mock('./leave-for-checkout', () => ({ leaveForCheckout: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(leaveForCheckout).mockClear();
});

describe('checkout page', () => {
  it('shows the plan in NOK, as everywhere else, and hands the browser to one checkout session', async () => {
    const { state } = installFakePricingApi({ signedIn: true });
    renderApp('/subscription/checkout?plan=pro_monthly', { strict: true });
    expect(await screen.findByText('Redirecting to checkout...')).toBeVisible();
    const summary = screen.getByLabelText('Order summary');
    expect(summary).toHaveTextContent('Pro');
    expect(summary).toHaveTextContent('NOK 449.00');
    expect(summary).not.toHaveTextContent('$');
    expect(summary).toHaveTextContent('1,500 pages per month');
    await waitFor(() =>
      expect(leaveForCheckout).toHaveBeenCalledWith('/billing/test-checkout/cs_1'),
    );
    expect(leaveForCheckout).toHaveBeenCalledTimes(1);
    expect(state.checkouts).toEqual([{ plan_code: 'pro_monthly' }]);
  });

  it('does not start while the organizations are unknown, and offers to load them again', async () => {
    const { state } = installFakePricingApi({ signedIn: true });
    state.failOrganizations = true;
    renderApp('/subscription/checkout?plan=pro_monthly');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load organization');
    expect(state.checkouts).toEqual([]);
    state.failOrganizations = false;
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledTimes(1));
    expect(state.checkouts).toEqual([{ plan_code: 'pro_monthly' }]);
  });

  it("shows the server's refusal and returns to /pricing after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = installFakePricingApi({ signedIn: true });
    state.checkoutRefusal = BILLING_MESSAGES.organizationMember;
    const { router } = renderApp('/subscription/checkout?plan=pro_yearly');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create checkout session');
    expect(alert).toHaveTextContent(BILLING_MESSAGES.organizationMember);
    expect(leaveForCheckout).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(currentUrl(router)).toBe('/subscription/checkout?plan=pro_yearly');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(currentUrl(router)).toBe('/pricing');
  });

  it('fails the same way for an unknown plan', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = installFakePricingApi({ signedIn: true });
    const { router } = renderApp('/subscription/checkout?plan=gold_monthly');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create checkout sessionPlan not found',
    );
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(currentUrl(router)).toBe('/pricing');
    expect(state.checkouts).toEqual([]);
  });

  it('fails without a plan in the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    installFakePricingApi({ signedIn: true });
    const { router } = renderApp('/subscription/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent('No plan was chosen.');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(currentUrl(router)).toBe('/pricing');
  });
});

describe('checkout for an organization', () => {
  it("carries the organization of an owner's checkout", async () => {
    const organization = buildOwnedOrganization();
    const { state } = installFakeOrganizationApi({ organizations: [organization] });
    renderApp('/subscription/checkout?plan=pro_monthly');
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalled());
    expect(state.checkouts).toEqual([{ plan_code: 'pro_monthly', org_id: organization.org_id }]);
  });

  it("leaves a member's checkout to the server, without the organization", async () => {
    const { state } = installFakeOrganizationApi({ organizations: [buildOrganization()] });
    state.checkoutRefusal = BILLING_MESSAGES.organizationMember;
    renderApp('/subscription/checkout?plan=pro_monthly');
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.organizationMember);
    expect(state.checkouts).toEqual([{ plan_code: 'pro_monthly' }]);
  });
});
