import type { TRole } from '@workbench/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { buildSubscription } from '../../subscription/test-fixtures';
import {
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from '../fake-organization-api';

afterEach(() => vi.unstubAllGlobals());

function openAs(role: TRole, hasSubscription: boolean) {
  const organization = role === 'owner' ? buildOwnedOrganization() : buildOrganization({ role });
  const subscription = buildSubscription({
    is_organization_subscription: true,
    organization_name: organization.name,
    user_role_in_organization: role,
  });
  const api = installFakeOrganizationApi({
    organizations: [organization],
    organizationSubscription: hasSubscription ? subscription : null,
  });
  renderApp('/organization?tab=subscription');
  return api;
}

describe("the organization's subscription", () => {
  it('lets the owner change auto-renewal and cancel', async () => {
    const { state } = openAs('owner', true);
    const plan = within(await screen.findByRole('region', { name: 'Your plan' }));
    expect(plan.getByText('Pro')).toBeVisible();
    expect(plan.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '600');
    const toggle = screen.getByRole('switch', { name: 'Renew automatically' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Auto-renewal disabled')).toBeVisible();
    expect(state.organizationSubscription?.auto_renew).toBe(false);
    expect(screen.queryByText(/Only organization owners and admins/)).toBeNull();
    await userEvent.click(screen.getByText('Billing details'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(/^Subscription cancelled/)).toBeVisible();
    expect(state.organizationSubscription?.cancel_at_period_end).toBe(true);
  });

  it('shows a member the plan only, with the notice', async () => {
    openAs('member', true);
    await screen.findByRole('region', { name: 'Your plan' });
    expect(
      screen.getByText(
        'Only organization owners and admins can cancel or modify the subscription.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Renew automatically' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Cancel subscription', hidden: true })).toBeNull();
  });

  it('offers the owner the plans when there is none', async () => {
    openAs('owner', false);
    expect(await screen.findByText('The organization has no subscription')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View pricing plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('tells a member only the owner can buy one', async () => {
    openAs('admin', false);
    expect(
      await screen.findByText('Only the organization owner can buy a subscription for it.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View pricing plans' })).toBeNull();
  });
});
