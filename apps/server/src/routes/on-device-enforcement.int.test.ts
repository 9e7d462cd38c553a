import {
  BILLING_PATHS,
  DETECT_PATH,
  DEVICE_PATHS,
  ORGANIZATION_HEADER,
  ORGANIZATION_PATHS,
  PDF_PATHS,
  onDeviceRequiredMessage,
} from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUsage, processingRuns } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { addMember, createOrganization, organizationPath } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;
const newUser = (name: string) => newSignedInUser(testApp.app, name);

/** Every route that receives documents. */
const DOCUMENT_ROUTES = [...Object.values(PDF_PATHS), DETECT_PATH, `${DETECT_PATH}?stream=true`];

/** Not multipart at all: any route that read it would answer 400. */
const GARBAGE = {
  payload: 'this is not a multipart body --and never ends',
  headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' },
};

const twoPages = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');

function search(client: ApiClient, headers: Record<string, string> = {}) {
  const body = multipart([...files(twoPages), { name: 'search_terms', value: 'Navnesen' }]);
  return client.post(PDF_PATHS.search, body.payload, { headers: { ...body.headers, ...headers } });
}

function expectRefused(
  response: LightMyRequestResponse,
  organization: { id: string; name: string },
) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({
    success: false,
    error: {
      code: 'ON_DEVICE_REQUIRED',
      message: onDeviceRequiredMessage(organization.name),
      details: { organization },
    },
  });
}

describe.each(databaseTargets())('on-device policy enforcement on $name', (target) => {
  let owner: Awaited<ReturnType<typeof newUser>>;
  let member: Awaited<ReturnType<typeof newUser>>;
  let organization: { id: string; name: string };

  const setPolicy = (isRequired: boolean) =>
    owner.client.patch(
      organizationPath(ORGANIZATION_PATHS.organization, { orgId: organization.id }),
      {
        require_on_device: isRequired,
      },
    );

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
    owner = await newUser('enforcerowner');
    member = await newUser('enforcedmember');
    const created = await createOrganization(owner.client, 'Acme Kommune');
    organization = { id: created.org_id, name: created.name };
    await addMember(owner.client, organization.id, 'enforcedmember');
    expect((await setPolicy(true)).statusCode).toBe(200);
  });
  afterAll(() => testApp.close());

  it('refuses every document route to a member before reading the body, and charges nothing', async () => {
    const subscription = await subscribe(testApp.database, member.id, 'basic_monthly');
    for (const route of DOCUMENT_ROUTES) {
      const response = await member.client.post(route, GARBAGE.payload, {
        headers: GARBAGE.headers,
      });
      expectRefused(response, organization);
    }
    expectRefused(await search(member.client), organization);
    // The organization context does not matter: the member's documents stay on their device.
    const { org_id: ownOrg } = await createOrganization(member.client, 'Private Practice');
    expectRefused(await search(member.client, { [ORGANIZATION_HEADER]: ownOrg }), organization);
    // So is its owner, who is a member too.
    expectRefused(await search(owner.client), organization);

    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
    const runs = await testApp.database.db
      .select()
      .from(processingRuns)
      .where(eq(processingRuns.userId, member.id));
    expect(runs).toEqual([]);
    const free = await testApp.database.db
      .select()
      .from(freeUsage)
      .where(eq(freeUsage.userId, member.id));
    expect(free).toEqual([]);
    expect((await member.client.get(BILLING_PATHS.usage)).json().data.pages_used).toBe(0);
  });

  it('refuses an API key of such a member the same way', async () => {
    const created = await member.client.post(BILLING_PATHS.apiKeys, {
      name: 'Nightly batch',
      duration: '30d',
    });
    expect(created.statusCode, created.body).toBe(201);
    const key: string = created.json().data.key;
    for (const route of DOCUMENT_ROUTES) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: route,
        headers: { ...GARBAGE.headers, authorization: `Bearer ${key}` },
        payload: GARBAGE.payload,
      });
      expectRefused(response, organization);
    }
    // Tickets are what on-device work uses: the same key gets one.
    const ticket = await testApp.app.inject({
      method: 'POST',
      url: DEVICE_PATHS.tickets,
      headers: { authorization: `Bearer ${key}` },
      payload: { operation: 'redact', files: [{ pages: 1 }] },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
  });

  it('leaves everyone else as before, and the member too once the policy is off', async () => {
    const outsider = await newUser('enforcedoutsider');
    const garbage = await outsider.client.post(PDF_PATHS.search, GARBAGE.payload, {
      headers: GARBAGE.headers,
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).not.toBe('ON_DEVICE_REQUIRED');
    expect((await search(outsider.client)).statusCode).toBe(200);

    expect((await setPolicy(false)).statusCode).toBe(200);
    const answer = await search(member.client);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await setPolicy(true)).statusCode).toBe(200);
    expectRefused(await search(member.client), organization);
  });

  it('lets a member who leaves the organization send documents again', async () => {
    const leaver = await newUser('enforcedleaver');
    await addMember(owner.client, organization.id, 'enforcedleaver');
    expectRefused(await search(leaver.client), organization);
    const left = await leaver.client.delete(
      organizationPath(ORGANIZATION_PATHS.member, { orgId: organization.id, userId: leaver.id }),
    );
    expect(left.statusCode).toBe(200);
    expect((await search(leaver.client)).statusCode).toBe(200);
  });
});
