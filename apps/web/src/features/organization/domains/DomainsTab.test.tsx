import {
  DOMAIN_TOKEN_PREFIX,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_PATHS,
  domainRecordMissingMessage,
} from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  buildDomain,
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from '../fake-organization-api';

const writeText = vi.fn(async () => undefined);

beforeEach(() => {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  writeText.mockClear();
  await i18n.changeLanguage('en');
});

const verified = buildDomain({
  domain_id: 'domain-2',
  domain: 'nordmann.com',
  verified: true,
  verification_token: null,
});
const domainItem = (name: string) => within(screen.getByRole('listitem', { name }));

async function openAsOwner() {
  const api = installFakeOrganizationApi({
    organizations: [buildOwnedOrganization()],
    domains: [buildDomain(), verified],
  });
  renderApp('/organization?tab=domains');
  await screen.findByRole('listitem', { name: 'nordmann.no' });
  return api;
}

describe('domains seen by the owner', () => {
  it('shows each state and the TXT record to add, with a copy button', async () => {
    await openAsOwner();
    const pending = domainItem('nordmann.no');
    expect(pending.getByText('Pending')).toBeVisible();
    expect(pending.getByText(`${DOMAIN_TOKEN_PREFIX}abc123`)).toBeVisible();
    await userEvent.click(pending.getByRole('button', { name: 'Copy value' }));
    expect(writeText).toHaveBeenCalledWith(`${DOMAIN_TOKEN_PREFIX}abc123`);
    expect(pending.getByText('Copied')).toBeVisible();
    expect(domainItem('nordmann.com').getByText('Verified')).toBeVisible();
    expect(domainItem('nordmann.com').queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('explains on the row why a verification failed', async () => {
    const { state } = await openAsOwner();
    state.refusals.set(`POST ${ORGANIZATION_PATHS.verifyDomain}`, [
      'UNPROCESSABLE',
      domainRecordMissingMessage('nordmann.no'),
    ]);
    await userEvent.click(domainItem('nordmann.no').getByRole('button', { name: 'Verify' }));
    expect(await domainItem('nordmann.no').findByRole('alert')).toHaveTextContent(
      'No TXT record was found on nordmann.no.',
    );
    expect(domainItem('nordmann.no').getByText('Pending')).toBeVisible();
  });

  it('explains it in Norwegian too', async () => {
    await i18n.changeLanguage('nb');
    const { state } = await openAsOwner();
    state.refusals.set(`POST ${ORGANIZATION_PATHS.verifyDomain}`, [
      'UNPROCESSABLE',
      domainRecordMissingMessage('nordmann.no'),
    ]);
    await userEvent.click(domainItem('nordmann.no').getByRole('button', { name: 'Bekreft' }));
    expect(await domainItem('nordmann.no').findByRole('alert')).toHaveTextContent(
      'Fant ingen TXT-post på nordmann.no.',
    );
  });

  it('marks a domain verified', async () => {
    await openAsOwner();
    await userEvent.click(domainItem('nordmann.no').getByRole('button', { name: 'Verify' }));
    expect(await domainItem('nordmann.no').findByText('Verified')).toBeVisible();
    expect(domainItem('nordmann.no').queryByText(/abc123/)).toBeNull();
  });

  it('removes a domain after confirming', async () => {
    const { state } = await openAsOwner();
    await userEvent.click(screen.getByRole('button', { name: 'Remove nordmann.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove nordmann.com' }));
    // The list is read again after the removal: wait for the removed domain to leave it.
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'nordmann.com' })).toBeNull(),
    );
    expect(screen.getByRole('listitem', { name: 'nordmann.no' })).toBeVisible();
    expect(state.domains).toHaveLength(1);
  });
});

describe('adding a domain', () => {
  async function openModal() {
    const api = await openAsOwner();
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    return { ...api, dialog: within(screen.getByRole('dialog', { name: 'Add domain' })) };
  }

  it('checks the domain before sending it, then shows its TXT record', async () => {
    const { dialog } = await openModal();
    const field = dialog.getByLabelText('Domain');
    await userEvent.type(field, 'ab');
    await userEvent.click(dialog.getByRole('button', { name: 'Add domain' }));
    expect(dialog.getByText('Domain must be at least 3 characters')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'not a domain');
    await userEvent.click(dialog.getByRole('button', { name: 'Add domain' }));
    expect(dialog.getByText('Invalid domain format')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '  Nordmann.ORG ');
    await userEvent.click(dialog.getByRole('button', { name: 'Add domain' }));
    const added = within(await screen.findByRole('listitem', { name: 'nordmann.org' }));
    expect(added.getByText(/^Add a TXT record/)).toBeVisible();
  });

  it("shows the server's refusal in the form", async () => {
    const { dialog, state } = await openModal();
    state.refusals.set(`POST ${ORGANIZATION_PATHS.domains}`, [
      'CONFLICT',
      ORGANIZATION_MESSAGES.domainTaken,
    ]);
    await userEvent.type(dialog.getByLabelText('Domain'), 'nav.no');
    await userEvent.click(dialog.getByRole('button', { name: 'Add domain' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ORGANIZATION_MESSAGES.domainTaken);
  });
});

describe('domains seen by a member', () => {
  it('lists them without the record or any action', async () => {
    installFakeOrganizationApi({
      organizations: [buildOrganization({ role: 'member' })],
      domains: [buildDomain({ verification_token: null }), verified],
    });
    renderApp('/organization?tab=domains');
    const pending = within(await screen.findByRole('listitem', { name: 'nordmann.no' }));
    expect(pending.getByText('Pending')).toBeVisible();
    expect(pending.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
  });
});
