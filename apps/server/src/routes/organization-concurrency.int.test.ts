import { ORGANIZATION_PATHS, type TDomainRecord, type TMember } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startDnsServer, type TxtZone } from '../test/dns-server';
import { addMember, createOrganization, organizationPath } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

// Concurrency is where PGlite (one connection) and PostgreSQL (a pool) differ: both are run.
describe.each(databaseTargets())('organizations under concurrent changes on $name', (target) => {
  let testApp: TestApp;
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  const zone: TxtZone = new Map();
  const newUser = (name: string) => newSignedInUser(testApp.app, name);

  beforeAll(async () => {
    dns = await startDnsServer(zone);
    testApp = await buildTestApp(undefined, await target.open(), { dnsServers: [dns.address] });
  });
  afterAll(async () => {
    await testApp.close();
    await dns.close();
  });

  it('adds a user once when several additions race', async () => {
    const { client } = await newUser('raceadder');
    await newUser('raceadded');
    const { org_id: orgId } = await createOrganization(client, 'Race Adders');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post(organizationPath(ORGANIZATION_PATHS.members, { orgId }), {
          identifier: 'raceadded',
          identifierType: 'username',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("never lets an admin's change overwrite the owner's grant of the admin role", async () => {
    const owner = await newUser('raceowner');
    const admin = await newUser('raceadmin');
    const target = await newUser('racetarget');
    const { org_id: orgId } = await createOrganization(owner.client, 'Race Roles');
    await addMember(owner.client, orgId, 'raceadmin', 'admin');
    await addMember(owner.client, orgId, 'racetarget', 'member');
    const memberPath = organizationPath(ORGANIZATION_PATHS.member, { orgId, userId: target.id });
    for (let round = 0; round < 8; round++) {
      await owner.client.put(memberPath, { role: 'member' });
      // Either the admin's change comes first and the owner's grant follows, or the grant comes
      // first and the admin may no longer touch the new admin: both end with an admin.
      await Promise.all([
        owner.client.put(memberPath, { role: 'admin' }),
        admin.client.put(memberPath, { role: 'viewer' }),
      ]);
      const list = await owner.client.get(organizationPath(ORGANIZATION_PATHS.members, { orgId }));
      const member = list.json<{ data: TMember[] }>().data.find((m) => m.user_id === target.id);
      expect(member?.role, `round ${round}`).toBe('admin');
    }
  });

  it('lets one of two organizations verifying the same domain at once have it', async () => {
    const first = await newUser('raceverifier1');
    const second = await newUser('raceverifier2');
    const domains = await Promise.all(
      [first, second].map(async ({ client }, index) => {
        const { org_id: orgId } = await createOrganization(client, `Race Verifier ${index}`);
        const added = await client.post(organizationPath(ORGANIZATION_PATHS.domains, { orgId }), {
          domain: 'contested.example',
        });
        const { domain_id: domainId, verification_token: token } = added.json<{
          data: TDomainRecord;
        }>().data;
        return { client, orgId, domainId, token: token! };
      }),
    );
    zone.set(
      'contested.example',
      domains.map((domain) => domain.token),
    );
    const responses = await Promise.all(
      domains.map(({ client, orgId, domainId }) =>
        client.post(organizationPath(ORGANIZATION_PATHS.verifyDomain, { orgId, domainId })),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });
});
