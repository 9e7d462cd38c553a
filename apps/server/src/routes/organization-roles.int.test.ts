import { BILLING_PATHS, ORGANIZATION_PATHS, type TDomainRecord } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startDnsServer } from '../test/dns-server';
import {
  addMember,
  createOrganization,
  invitationPath,
  organizationPath,
} from '../test/organizations';

const ROLES = ['owner', 'admin', 'member', 'viewer', 'stranger'] as const;
type Actor = (typeof ROLES)[number];

let testApp: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let orgId: string;
let subscriptionId: string;
const clients = {} as Record<Actor, ApiClient>;
const ids = {} as Record<Actor | 'spareMember' | 'spareAdmin', string>;

const path = (template: string, extra: { userId?: string; domainId?: string } = {}) =>
  organizationPath(template, { orgId, ...extra });
const owner = () => clients.owner;

async function ownerAddsDomain(domain: string): Promise<TDomainRecord> {
  const response = await owner().post(path(ORGANIZATION_PATHS.domains), { domain });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TDomainRecord }>().data;
}

/** Withdraws the invitation an allowed addition sent the candidate. */
async function withdrawCandidate() {
  const list = await owner().get(path(ORGANIZATION_PATHS.invitations));
  const sent = list
    .json<{ data: { invitation_id: string; username: string }[] }>()
    .data.find((invitation) => invitation.username === 'rolecandidate')!;
  const withdrawn = await owner().delete(
    invitationPath(path(ORGANIZATION_PATHS.invitation), sent.invitation_id),
  );
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
}

type Action = {
  name: string;
  /** The status each actor gets (an actor left out is tested on its own). */
  expected: Partial<Record<Actor, number>>;
  run: (client: ApiClient) => Promise<LightMyRequestResponse>;
  /** Puts things back after an allowed run, so the next actor meets the same state. */
  undo?: () => Promise<void>;
};

const readers = { owner: 200, admin: 200, member: 200, viewer: 200, stranger: 404 };
const managers = (status: number) => ({
  owner: status,
  admin: status,
  member: 403,
  viewer: 403,
  stranger: 404,
});
const ownerOnly = (status: number) => ({
  owner: status,
  admin: 403,
  member: 403,
  viewer: 403,
  stranger: 404,
});

const setRole = (userId: string, role: string) =>
  owner().put(path(ORGANIZATION_PATHS.member, { userId }), { role });

const ACTIONS: Action[] = [
  {
    name: 'see the organization',
    expected: readers,
    run: (client) => client.get(path(ORGANIZATION_PATHS.organization)),
  },
  {
    name: 'list the members',
    expected: readers,
    run: (client) => client.get(path(ORGANIZATION_PATHS.members)),
  },
  {
    name: 'list the domains',
    expected: readers,
    run: (client) => client.get(path(ORGANIZATION_PATHS.domains)),
  },
  {
    name: "see the organization's subscription",
    expected: readers,
    run: (client) => client.get(path(ORGANIZATION_PATHS.subscription)),
  },
  {
    name: 'see the invitations',
    expected: managers(200),
    run: (client) => client.get(path(ORGANIZATION_PATHS.invitations)),
  },
  {
    name: 'add a member',
    expected: managers(201),
    run: (client) =>
      client.post(path(ORGANIZATION_PATHS.members), {
        identifier: 'rolecandidate@example.no',
        role: 'member',
      }),
    undo: () => withdrawCandidate(),
  },
  {
    name: 'add an admin',
    expected: ownerOnly(201),
    run: (client) =>
      client.post(path(ORGANIZATION_PATHS.members), {
        identifier: 'rolecandidate',
        identifierType: 'username',
        role: 'admin',
      }),
    undo: () => withdrawCandidate(),
  },
  {
    name: "change a member's role",
    expected: managers(200),
    run: (client) =>
      client.put(path(ORGANIZATION_PATHS.member, { userId: ids.spareMember }), { role: 'viewer' }),
    undo: async () => void (await setRole(ids.spareMember, 'member')),
  },
  {
    name: 'make a member an admin',
    expected: ownerOnly(200),
    run: (client) =>
      client.put(path(ORGANIZATION_PATHS.member, { userId: ids.spareMember }), { role: 'admin' }),
    undo: async () => void (await setRole(ids.spareMember, 'member')),
  },
  {
    name: "change an admin's role",
    expected: ownerOnly(200),
    run: (client) =>
      client.put(path(ORGANIZATION_PATHS.member, { userId: ids.spareAdmin }), { role: 'member' }),
    undo: async () => void (await setRole(ids.spareAdmin, 'admin')),
  },
  {
    name: "change the owner's role",
    expected: { owner: 403, admin: 403, member: 403, viewer: 403, stranger: 404 },
    run: (client) =>
      client.put(path(ORGANIZATION_PATHS.member, { userId: ids.owner }), { role: 'member' }),
  },
  {
    name: 'remove a member',
    expected: managers(200),
    run: (client) => client.delete(path(ORGANIZATION_PATHS.member, { userId: ids.spareMember })),
    undo: () => addMember(owner(), orgId, 'rolesparemember', 'member'),
  },
  {
    name: 'remove an admin',
    expected: ownerOnly(200),
    run: (client) => client.delete(path(ORGANIZATION_PATHS.member, { userId: ids.spareAdmin })),
    undo: () => addMember(owner(), orgId, 'rolespareadmin', 'admin'),
  },
  {
    name: 'remove the owner',
    expected: { owner: 403, admin: 403, member: 403, viewer: 403, stranger: 404 },
    run: (client) => client.delete(path(ORGANIZATION_PATHS.member, { userId: ids.owner })),
  },
  {
    name: 'add a domain',
    expected: managers(201),
    run: (client) => client.post(path(ORGANIZATION_PATHS.domains), { domain: 'roles.example' }),
    undo: async () => {
      const list = await owner().get(path(ORGANIZATION_PATHS.domains));
      const [added] = list.json<{ data: TDomainRecord[] }>().data;
      await owner().delete(path(ORGANIZATION_PATHS.domain, { domainId: added!.domain_id }));
    },
  },
  {
    // Allowed through to the look-up, which finds no record on the local DNS server (422).
    name: 'verify a domain',
    expected: managers(422),
    run: async (client) => {
      const { domain_id: domainId } = await ownerAddsDomain('verify-roles.example');
      const response = await client.post(path(ORGANIZATION_PATHS.verifyDomain, { domainId }));
      await owner().delete(path(ORGANIZATION_PATHS.domain, { domainId }));
      return response;
    },
  },
  {
    name: 'remove a domain',
    expected: managers(200),
    run: async (client) => {
      const { domain_id: domainId } = await ownerAddsDomain('remove-roles.example');
      const response = await client.delete(path(ORGANIZATION_PATHS.domain, { domainId }));
      await owner().delete(path(ORGANIZATION_PATHS.domain, { domainId }));
      return response;
    },
  },
  {
    name: "switch the organization subscription's renewal",
    expected: managers(200),
    run: (client) =>
      client.put(path(ORGANIZATION_PATHS.subscriptionAutoRenew), { auto_renew: false }),
    undo: async () =>
      void (await owner().put(path(ORGANIZATION_PATHS.subscriptionAutoRenew), {
        auto_renew: true,
      })),
  },
  {
    name: 'cancel the organization subscription',
    expected: managers(200),
    run: (client) => client.post(path(ORGANIZATION_PATHS.subscriptionCancel)),
    undo: async () => {
      await testApp.database.db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, autoRenew: true })
        .where(eq(subscriptions.id, subscriptionId));
    },
  },
  {
    name: 'buy a plan for the organization',
    expected: ownerOnly(200),
    run: (client) =>
      client.post(BILLING_PATHS.checkout, { plan_code: 'business_monthly', org_id: orgId }),
  },
  {
    name: 'delete the organization',
    // The owner's deletion is the last test.
    expected: { admin: 403, member: 403, viewer: 403, stranger: 404 },
    run: (client) => client.delete(path(ORGANIZATION_PATHS.organization)),
  },
];

describe('organization roles', () => {
  beforeAll(async () => {
    dns = await startDnsServer(new Map());
    testApp = await buildTestApp(undefined, undefined, { dnsServers: [dns.address] });
    const names = {
      owner: 'roleowner',
      admin: 'roleadmin',
      member: 'rolemember',
      viewer: 'roleviewer',
      stranger: 'rolestranger',
    } as const;
    for (const actor of ROLES) {
      const user = await newSignedInUser(testApp.app, names[actor]);
      clients[actor] = user.client;
      ids[actor] = user.id;
    }
    ids.spareMember = (await newSignedInUser(testApp.app, 'rolesparemember')).id;
    ids.spareAdmin = (await newSignedInUser(testApp.app, 'rolespareadmin')).id;
    await newSignedInUser(testApp.app, 'rolecandidate');
    orgId = (await createOrganization(owner(), 'Roles AS')).org_id;
    await addMember(owner(), orgId, names.admin, 'admin');
    await addMember(owner(), orgId, names.member, 'member');
    await addMember(owner(), orgId, names.viewer, 'viewer');
    await addMember(owner(), orgId, 'rolesparemember', 'member');
    await addMember(owner(), orgId, 'rolespareadmin', 'admin');
    subscriptionId = (
      await subscribe(testApp.database, ids.owner, 'pro_monthly', { organizationId: orgId })
    ).id;
  });
  afterAll(async () => {
    await testApp.close();
    await dns.close();
  });

  for (const action of ACTIONS) {
    for (const actor of ROLES) {
      const status = action.expected[actor];
      if (status === undefined) continue;
      const verdict = status < 300 || status === 422 ? 'may' : 'may not';
      it(`${actor} ${verdict} ${action.name} (${status})`, async () => {
        const response = await action.run(clients[actor]);
        expect(response.statusCode, response.body).toBe(status);
        if (status < 300) await action.undo?.();
      });
    }
  }

  it('shows the verification token to owners and admins only', async () => {
    await ownerAddsDomain('token-roles.example');
    const tokens = async (actor: Actor) =>
      (await clients[actor].get(path(ORGANIZATION_PATHS.domains)))
        .json<{ data: TDomainRecord[] }>()
        .data.map((domain) => domain.verification_token);
    expect(await tokens('owner')).toEqual([
      expect.stringMatching(/^workbench-domain-verification=/),
    ]);
    expect(await tokens('admin')).toEqual(await tokens('owner'));
    expect(await tokens('member')).toEqual([null]);
    expect(await tokens('viewer')).toEqual([null]);
  });

  it('lets a member or an admin leave, but not the owner', async () => {
    const leave = (actor: Actor) =>
      clients[actor].delete(path(ORGANIZATION_PATHS.member, { userId: ids[actor] }));
    expect((await leave('owner')).statusCode).toBe(403);
    expect((await leave('viewer')).statusCode).toBe(200);
    expect((await clients.viewer.get(path(ORGANIZATION_PATHS.organization))).statusCode).toBe(404);
    expect((await leave('admin')).statusCode).toBe(200);
    await addMember(owner(), orgId, 'roleviewer', 'viewer');
    await addMember(owner(), orgId, 'roleadmin', 'admin');
  });

  it('lets the owner delete the organization, which ends its subscription', async () => {
    const deleted = await owner().delete(path(ORGANIZATION_PATHS.organization));
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const actor of ROLES) {
      const seen = await clients[actor].get(path(ORGANIZATION_PATHS.organization));
      expect(seen.statusCode).toBe(404);
    }
    const rows = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(rows).toEqual([]);
  });
});
