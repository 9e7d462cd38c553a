import { ORGANIZATION_MESSAGES, ORGANIZATION_PATHS } from '@workbench/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import {
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from './fake-organization-api';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function openCreateModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Create Organization' }));
  return within(screen.getByRole('dialog', { name: 'Create organization' }));
}

describe('organization page without an organization', () => {
  it('offers to create one, checking the name before sending it', async () => {
    const { state } = installFakeOrganizationApi();
    renderApp('/organization');
    expect(await screen.findByText('You are not in an organization')).toBeVisible();
    const dialog = await openCreateModal();
    await userEvent.type(dialog.getByLabelText('Organization name'), 'AB');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(dialog.getByText('Organization name must be at least 3 characters')).toBeVisible();
    expect(dialog.getByLabelText('Organization name')).toHaveAttribute('aria-invalid', 'true');
    expect(state.organizations).toEqual([]);
  });

  it("shows the server's refusal in the form", async () => {
    const { state } = installFakeOrganizationApi();
    state.refusals.set(`POST ${ORGANIZATION_PATHS.organizations}`, [
      'CONFLICT',
      ORGANIZATION_MESSAGES.alreadyOwner,
    ]);
    renderApp('/organization');
    const dialog = await openCreateModal();
    await userEvent.type(dialog.getByLabelText('Organization name'), 'Nordmann AS');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You already own an organization');
    // Said once, in the form: no toast repeats it.
    expect(screen.queryByText('Failed to create organization')).toBeNull();
  });

  it('opens the new organization once created', async () => {
    installFakeOrganizationApi();
    renderApp('/organization');
    const dialog = await openCreateModal();
    await userEvent.type(dialog.getByLabelText('Organization name'), 'Statens hus (Sør) & Co.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Statens hus (Sør) & Co.' })).toBeVisible();
    expect(screen.getByText('Your role: Owner')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('writes the name rule in Norwegian', async () => {
    await i18n.changeLanguage('nb');
    installFakeOrganizationApi();
    renderApp('/organization');
    await userEvent.click(await screen.findByRole('button', { name: 'Opprett organisasjon' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Navn på organisasjonen'), '<b>');
    await userEvent.click(dialog.getByRole('button', { name: 'Opprett' }));
    expect(
      dialog.getByText(
        'Navnet på organisasjonen kan bare inneholde bokstaver, tall, mellomrom og vanlige skilletegn',
      ),
    ).toBeVisible();
  });
});

describe('organization overview', () => {
  const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  it('shows the stats and details', async () => {
    const subscription = {
      plan: 'Pro',
      plan_code: 'pro_monthly',
      status: 'active' as const,
      auto_renew: true,
      current_period_end: '2036-01-01T00:00:00.000Z',
      usage: { pages_used: 10, pages_limit: 1500 },
    };
    const organization = buildOrganization({ member_count: 12, subscription });
    installFakeOrganizationApi({ organizations: [organization] });
    renderApp('/organization');
    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(stat('Members')).toHaveTextContent('12');
    expect(stat('Subscription')).toHaveTextContent('Active');
    expect(stat('Verified domains')).toHaveTextContent('1');
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByText(organization.org_id)).toBeVisible();
    expect(details.getByText('March 1, 2026')).toBeVisible();
    expect(details.getByText('ola (ola@nordmann.no)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
  });

  it('lets the owner delete the organization after confirming', async () => {
    const { state } = installFakeOrganizationApi({ organizations: [buildOwnedOrganization()] });
    renderApp('/organization');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete organization' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete Nordmann AS' }));
    expect(await screen.findByText('You are not in an organization')).toBeVisible();
    expect(state.organizations).toEqual([]);
  });

  it('shows the SSO tab as coming soon', async () => {
    installFakeOrganizationApi({ organizations: [buildOwnedOrganization()] });
    renderApp('/organization?tab=sso');
    expect(await screen.findByText('Coming soon')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
