import {
  ORGANIZATION_MESSAGES,
  ORGANIZATION_PATHS,
  domainLookupFailedMessage,
  domainRecordMissingMessage,
  domainTokenMissingMessage,
  type TDomainRecord,
  type TOrganization,
} from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { startDnsServer, type TxtZone } from '../test/dns-server';
import { createOrganization, organizationPath } from '../test/organizations';

let testApp: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
/** What the local DNS server answers; tests publish records into it. */
const zone: TxtZone = new Map();
const failing = new Set(['broken.example']);

async function organizationOf(name: string) {
  const { client } = await newSignedInUser(testApp.app, name);
  const { org_id: orgId } = await createOrganization(client, `${name} AS`);
  const domainsPath = organizationPath(ORGANIZATION_PATHS.domains, { orgId });
  const add = async (domain: string) => {
    const response = await client.post(domainsPath, { domain });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: TDomainRecord }>().data;
  };
  const verify = (domainId: string) =>
    client.post(organizationPath(ORGANIZATION_PATHS.verifyDomain, { orgId, domainId }));
  return { client, orgId, domainsPath, add, verify };
}

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('organization domains', () => {
  beforeAll(async () => {
    dns = await startDnsServer(zone, failing);
    testApp = await buildTestApp(undefined, undefined, { dnsServers: [dns.address] });
  });
  afterAll(async () => {
    await testApp.close();
    await dns.close();
  });

  it('adds a domain trimmed and lowercased, pending, with a token to publish', async () => {
    const { client, domainsPath } = await organizationOf('domainadder');
    const response = await client.post(domainsPath, { domain: '  Kommune.EXAMPLE ' });
    expect(response.statusCode, response.body).toBe(201);
    const domain = response.json<{ data: TDomainRecord }>().data;
    expect(domain).toMatchObject({
      domain: 'kommune.example',
      verified: false,
      verified_at: null,
      verification_token: expect.stringMatching(/^workbench-domain-verification=[\w-]{43}$/),
    });
    const again = await client.post(domainsPath, { domain: 'kommune.example' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(ORGANIZATION_MESSAGES.domainExists);
    for (const bad of ['a', 'no-dot', 'x'.repeat(250) + '.no', 'bad_label.no', '-lead.no']) {
      const refused = await client.post(domainsPath, { domain: bad });
      expect(refused.statusCode, bad).toBe(400);
    }
    const listed = await client.get(domainsPath);
    expect(listed.json<{ data: TDomainRecord[] }>().data).toEqual([domain]);
  });

  it('verifies a domain whose TXT record holds the token, among other records', async () => {
    const { client, orgId, add, verify } = await organizationOf('domainverifier');
    const domain = await add('verified.example');
    zone.set('verified.example', [
      'v=spf1 -all',
      // A long value split into character-strings counts as one value.
      [domain.verification_token!.slice(0, 20), domain.verification_token!.slice(20)],
    ]);
    const verified = await verify(domain.domain_id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ data: TDomainRecord }>().data).toMatchObject({
      verified: true,
      verified_at: expect.any(String),
    });
    const organization = await client.get(
      organizationPath(ORGANIZATION_PATHS.organization, { orgId }),
    );
    expect(organization.json<{ data: TOrganization }>().data.verified_domain_count).toBe(1);
    const twice = await verify(domain.domain_id);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(ORGANIZATION_MESSAGES.domainAlreadyVerified);
  });

  it('stays pending when the record is missing, holds another token, or DNS fails', async () => {
    const { client, domainsPath, add, verify } = await organizationOf('domainpending');
    const missing = await add('missing.example');
    const noRecord = await verify(missing.domain_id);
    expect(noRecord.statusCode).toBe(422);
    expect(errorOf(noRecord).message).toBe(domainRecordMissingMessage('missing.example'));

    const wrong = await add('wrong.example');
    zone.set('wrong.example', ['workbench-domain-verification=someone-elses-token']);
    const wrongToken = await verify(wrong.domain_id);
    expect(wrongToken.statusCode).toBe(422);
    expect(errorOf(wrongToken).message).toBe(domainTokenMissingMessage('wrong.example'));

    const broken = await add('broken.example');
    const failed = await verify(broken.domain_id);
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed).message).toBe(domainLookupFailedMessage('broken.example'));

    const listed = (await client.get(domainsPath)).json<{ data: TDomainRecord[] }>().data;
    expect(listed.map((domain) => domain.verified)).toEqual([false, false, false]);
  });

  it('lets one organization verify a domain: another may add it but not verify it', async () => {
    const first = await organizationOf('domainfirst');
    const second = await organizationOf('domainsecond');
    const mine = await first.add('shared.example');
    const theirs = await second.add('shared.example');
    zone.set('shared.example', [mine.verification_token!, theirs.verification_token!]);
    expect((await first.verify(mine.domain_id)).statusCode).toBe(200);
    const taken = await second.verify(theirs.domain_id);
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).message).toBe(ORGANIZATION_MESSAGES.domainTaken);
  });

  it('removes a domain, and a removed or unknown one is not found', async () => {
    const { client, orgId, add, verify } = await organizationOf('domainremover');
    const domain = await add('removed.example');
    const domainPath = organizationPath(ORGANIZATION_PATHS.domain, {
      orgId,
      domainId: domain.domain_id,
    });
    expect((await client.delete(domainPath)).statusCode).toBe(200);
    expect((await client.delete(domainPath)).statusCode).toBe(404);
    expect((await verify(domain.domain_id)).statusCode).toBe(404);
  });

  it('says the lookup failed when the name server cannot be reached', async () => {
    const gone = await startDnsServer(new Map());
    const address = gone.address;
    await gone.close();
    const app = await buildTestApp(undefined, undefined, { dnsServers: [address] });
    try {
      const { client } = await newSignedInUser(app.app, 'domaintimeout');
      const { org_id: orgId } = await createOrganization(client, 'Timeouts');
      const added = await client.post(organizationPath(ORGANIZATION_PATHS.domains, { orgId }), {
        domain: 'slow.example',
      });
      const { domain_id: domainId } = added.json<{ data: TDomainRecord }>().data;
      const failed = await client.post(
        organizationPath(ORGANIZATION_PATHS.verifyDomain, { orgId, domainId }),
      );
      expect(failed.statusCode).toBe(503);
      expect(errorOf(failed).message).toBe(domainLookupFailedMessage('slow.example'));
    } finally {
      await app.close();
    }
  }, 20_000);
});
