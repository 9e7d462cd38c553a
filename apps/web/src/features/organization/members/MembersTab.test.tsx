import { ORGANIZATION_MESSAGES, ORGANIZATION_PATHS, type TMember } from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  buildMember,
  buildMembers,
  buildOrganization,
  buildOwnedOrganization,
  installFakeOrganizationApi,
} from '../fake-organization-api';

afterEach(() => vi.unstubAllGlobals());

const row = (name: string) => within(screen.getByRole('row', { name: new RegExp(`^${name}`) }));

/** The members tab, seen by the signed-in user kari with `role`. */
async function openAs(role: TMember['role'], members = buildMembers(role)) {
  const organization = role === 'owner' ? buildOwnedOrganization() : buildOrganization({ role });
  const api = installFakeOrganizationApi({ organizations: [organization], members });
  renderApp('/organization?tab=members');
  await screen.findByRole('row', { name: /^per/ });
  return api;
}

const ownerView = () =>
  openAs('owner', [
    buildMember({ user_id: testUser.id, username: 'kari', role: 'owner' }),
    buildMember({ user_id: 'admin-anne', username: 'anne', role: 'admin' }),
    buildMember(),
  ]);

describe('members seen by the owner', () => {
  it('can add, change and remove anyone but themselves', async () => {
    await ownerView();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeVisible();
    expect(row('kari').queryByRole('combobox')).toBeNull();
    expect(row('kari').queryByRole('button')).toBeNull();
    expect(row('anne').getByRole('combobox', { name: 'Role of anne' })).toHaveValue('admin');
    expect(row('per').getByRole('button', { name: 'Remove per' })).toBeVisible();
    const options = row('per')
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Member', 'Admin', 'Viewer']);
  });

  it('changes a role', async () => {
    const { state } = await ownerView();
    await userEvent.selectOptions(row('per').getByRole('combobox'), 'Viewer');
    expect(await screen.findByText('Role of per updated')).toBeVisible();
    expect(state.members.find((member) => member.username === 'per')?.role).toBe('viewer');
  });

  it('removes a member after confirming', async () => {
    const { state } = await ownerView();
    await userEvent.click(row('per').getByRole('button', { name: 'Remove per' }));
    await userEvent.click(row('per').getByRole('button', { name: 'Cancel' }));
    expect(state.members).toHaveLength(3);
    await userEvent.click(row('per').getByRole('button', { name: 'Remove per' }));
    await userEvent.click(row('per').getByRole('button', { name: 'Yes, remove per' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /^per/ })).toBeNull());
    expect(state.members).toHaveLength(2);
  });

  it("shows the server's refusal of a removal", async () => {
    const { state } = await ownerView();
    state.refusals.set(`DELETE ${ORGANIZATION_PATHS.member}`, [
      'FORBIDDEN',
      ORGANIZATION_MESSAGES.ownerProtected,
    ]);
    await userEvent.click(row('per').getByRole('button', { name: 'Remove per' }));
    await userEvent.click(row('per').getByRole('button', { name: 'Yes, remove per' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.ownerProtected)).toBeVisible();
    expect(screen.getByRole('row', { name: /^per/ })).toBeVisible();
  });
});

describe('members seen by an admin', () => {
  it('cannot touch the owner or another admin, nor make admins', async () => {
    await openAs('admin', [...buildMembers('admin')]);
    expect(screen.getByRole('button', { name: 'Add member' })).toBeVisible();
    expect(row('ola').queryByRole('combobox')).toBeNull();
    expect(row('anne').queryByRole('combobox')).toBeNull();
    expect(row('anne').queryByRole('button')).toBeNull();
    const options = row('per')
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Member', 'Viewer']);
    expect(row('kari').getByRole('button', { name: 'Leave organization' })).toBeVisible();
  });
});

describe('members seen by a member', () => {
  it('reads the list and may only leave', async () => {
    await openAs('member');
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
    expect(within(screen.getByRole('table')).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(row('per').getByText('Member')).toBeVisible();
    expect(row('kari').getByRole('button', { name: 'Leave organization' })).toBeVisible();
  });

  it('leaves the organization after confirming', async () => {
    await openAs('viewer');
    await userEvent.click(row('kari').getByRole('button', { name: 'Leave organization' }));
    await userEvent.click(row('kari').getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByText('You left Nordmann AS')).toBeVisible();
    expect(await screen.findByText('You are not in an organization')).toBeVisible();
  });
});

describe('inviting a member', () => {
  async function openModal() {
    const api = await ownerView();
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    return { ...api, dialog: within(screen.getByRole('dialog', { name: 'Add member' })) };
  }

  it('checks the identifier by its type before sending', async () => {
    const { dialog, state } = await openModal();
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByText('Email or username is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Email or username'), 'per.hansen');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(dialog.getByText('Invalid email format')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('Find the user by'), 'Username');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    // Invited, not added: the invitation is listed with its answer, and can be withdrawn.
    const sent = within(await screen.findByRole('table', { name: 'Invitations sent' }));
    expect(sent.getByRole('row', { name: /^per\.hansen Admin Waiting/ })).toBeVisible();
    expect(state.invitations.at(-1)).toMatchObject({ username: 'per.hansen', role: 'admin' });
    expect(state.members.some((member) => member.username === 'per.hansen')).toBe(false);
    await userEvent.click(sent.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Invitations sent' })).toBeNull(),
    );
    expect(state.invitations).toEqual([]);
  });

  it("shows the server's refusal in the form", async () => {
    const { dialog, state } = await openModal();
    state.refusals.set(`POST ${ORGANIZATION_PATHS.members}`, [
      'NOT_FOUND',
      ORGANIZATION_MESSAGES.userNotFound,
    ]);
    await userEvent.type(dialog.getByLabelText('Email or username'), 'nobody@nordmann.no');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(ORGANIZATION_MESSAGES.userNotFound);
    // Said once, in the form: no toast repeats it.
    expect(screen.queryByText('Failed to add member')).toBeNull();
  });
});

describe('member pages', () => {
  it('shows 20 members a page', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      buildMember({ user_id: `user-${index}`, username: `user${String(index).padStart(2, '0')}` }),
    );
    const { state } = await openAs('owner', [...many.slice(0, 1), buildMember(), ...many.slice(1)]);
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    const lastCall = state.requests.filter((request) => request.path.endsWith('/members')).at(-1);
    expect(lastCall?.search).toBe('?page=2&size=20');
  });
});
