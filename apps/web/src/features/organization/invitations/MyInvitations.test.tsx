import type { TMyInvitation } from '@workbench/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { installFakeOrganizationApi } from '../fake-organization-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function invitation(overrides: Partial<TMyInvitation>): TMyInvitation {
  return {
    invitation_id: 'invitation-1',
    org_id: '0c1f4d0e-1111-4111-8111-000000000042',
    organization_name: 'Arkivverket',
    role: 'viewer',
    invited_by_username: 'bjorn',
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-04T10:00:00.000Z',
    ...overrides,
  };
}

describe('invitations to the signed-in user', () => {
  it('joins the organization on accept and shows it', async () => {
    const { state } = installFakeOrganizationApi({ myInvitations: [invitation({})] });
    renderApp('/organization');
    const card = within(await screen.findByRole('region', { name: 'Invitations' }));
    expect(card.getByText('bjorn invited you to join Arkivverket as Viewer.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You joined Arkivverket')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).toBeNull());
    expect(state.organizations.map((organization) => organization.name)).toEqual(['Arkivverket']);
    expect(await screen.findByRole('heading', { name: 'Arkivverket' })).toBeVisible();
  });

  it('declines without joining', async () => {
    const { state } = installFakeOrganizationApi({
      myInvitations: [invitation({ invitation_id: 'invitation-2', organization_name: 'Spam AS' })],
    });
    renderApp('/organization');
    const card = within(await screen.findByRole('region', { name: 'Invitations' }));
    await userEvent.click(card.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the invitation to Spam AS')).toBeVisible();
    expect(state.organizations).toEqual([]);
    expect(state.myInvitations).toEqual([]);
    expect(screen.getByText('You are not in an organization')).toBeVisible();
  });
});
