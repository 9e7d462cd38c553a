import { BILLING_PATHS, ORGANIZATION_MESSAGES, ORGANIZATION_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationInvitations } from '../db/schema';
import { newSignedInUser, readLink } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';
import {
  createOrganization,
  invitationPath,
  invite,
  organizationPath,
} from '../test/organizations';

// Issue 27 item 2: anyone could add any verified user by username, and the member list then
// showed their address.
describe.each(databaseTargets())('organization invitations on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const newUser = (name: string) => newSignedInUser(testApp.app, name);
  const membersOf = async (client: ApiClient, orgId: string) =>
    (await client.get(organizationPath(ORGANIZATION_PATHS.members, { orgId }))).json<{
      data: { username: string }[];
    }>().data;
  const invitationsOf = async (client: ApiClient, orgId: string) =>
    (await client.get(organizationPath(ORGANIZATION_PATHS.invitations, { orgId }))).json<{
      data: { invitation_id: string; username: string; status: string }[];
    }>().data;
  const answer = (client: ApiClient, path: string, invitationId: string) =>
    client.post(invitationPath(path, invitationId));

  it('joins nobody until they accept; the organization sees the name, never the address', async () => {
    const owner = await newUser('invowner');
    const guest = await newUser('invguest');
    const { org_id: orgId } = await createOrganization(owner.client, 'Arkivet');
    const invitationId = await invite(owner.client, orgId, 'invguest', 'viewer');

    expect((await membersOf(owner.client, orgId)).map((member) => member.username)).toEqual([
      'invowner',
    ]);
    const sent = await owner.client.get(
      organizationPath(ORGANIZATION_PATHS.invitations, { orgId }),
    );
    expect(sent.json().data).toEqual([
      expect.objectContaining({ username: 'invguest', role: 'viewer', status: 'pending' }),
    ]);
    expect(sent.body).not.toContain('invguest@example.no');

    // Told in the app and by e-mail.
    const mine = await guest.client.get(ORGANIZATION_PATHS.myInvitations);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        invitation_id: invitationId,
        org_id: orgId,
        organization_name: 'Arkivet',
        role: 'viewer',
        invited_by_username: 'invowner',
      }),
    ]);
    expect(await readLink(testApp.app, 'invguest@example.no', '/organization')).toContain(
      '/organization',
    );
    expect((await guest.client.get(ORGANIZATION_PATHS.organizations)).json().data).toEqual([]);

    const accepted = await answer(guest.client, ORGANIZATION_PATHS.acceptInvitation, invitationId);
    expect(accepted.json().data).toMatchObject({ org_id: orgId, role: 'viewer' });
    expect((await membersOf(owner.client, orgId)).map((member) => member.username)).toEqual([
      'invowner',
      'invguest',
    ]);
    expect(await invitationsOf(owner.client, orgId)).toEqual([]);
    expect((await guest.client.get(ORGANIZATION_PATHS.myInvitations)).json().data).toEqual([]);
    const twice = await answer(guest.client, ORGANIZATION_PATHS.acceptInvitation, invitationId);
    expect(twice.statusCode).toBe(404);
  });

  it('a declined invitation stays declined for the organization, which may invite again', async () => {
    const owner = await newUser('decowner');
    const guest = await newUser('decguest');
    const { org_id: orgId } = await createOrganization(owner.client, 'Avslag');
    const first = await invite(owner.client, orgId, 'decguest');
    const declined = await answer(guest.client, ORGANIZATION_PATHS.declineInvitation, first);
    expect(declined.statusCode).toBe(200);
    expect(await invitationsOf(owner.client, orgId)).toEqual([
      expect.objectContaining({ username: 'decguest', status: 'declined' }),
    ]);
    expect(await membersOf(owner.client, orgId)).toHaveLength(1);
    const late = await answer(guest.client, ORGANIZATION_PATHS.acceptInvitation, first);
    expect(late.statusCode).toBe(404);
    const second = await invite(owner.client, orgId, 'decguest');
    expect(second).not.toBe(first);
    expect((await guest.client.get(ORGANIZATION_PATHS.myInvitations)).json().data).toHaveLength(1);
  });

  it('refuses another user’s invitation, a withdrawn one, and an expired one', async () => {
    const owner = await newUser('expowner');
    const guest = await newUser('expguest');
    const other = await newUser('expother');
    const { org_id: orgId } = await createOrganization(owner.client, 'Utløpt');
    const withdrawnId = await invite(owner.client, orgId, 'expguest');
    const stolen = await answer(other.client, ORGANIZATION_PATHS.acceptInvitation, withdrawnId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(ORGANIZATION_MESSAGES.invitationNotFound);
    const withdrawn = await owner.client.delete(
      invitationPath(organizationPath(ORGANIZATION_PATHS.invitation, { orgId }), withdrawnId),
    );
    expect(withdrawn.statusCode).toBe(200);
    const gone = await answer(guest.client, ORGANIZATION_PATHS.acceptInvitation, withdrawnId);
    expect(gone.statusCode).toBe(404);

    const lapsedId = await invite(owner.client, orgId, 'expguest');
    await testApp.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(organizationInvitations.id, lapsedId));
    const lapsed = await answer(guest.client, ORGANIZATION_PATHS.acceptInvitation, lapsedId);
    expect(lapsed.statusCode).toBe(410);
    expect(await invitationsOf(owner.client, orgId)).toEqual([
      expect.objectContaining({ status: 'expired' }),
    ]);
    // A lapsed invitation can be sent again.
    await invite(owner.client, orgId, 'expguest');
  });

  it('leaves an invited user’s own checkout alone until they accept', async () => {
    const owner = await newUser('buyowner');
    const buyer = await newUser('buyguest');
    const { org_id: orgId } = await createOrganization(owner.client, 'Kjøp');
    await invite(owner.client, orgId, 'buyguest');
    const checkout = await buyer.client.post(BILLING_PATHS.checkout, { plan_code: 'pro_monthly' });
    expect(checkout.statusCode, checkout.body).toBe(200);
  });
});
