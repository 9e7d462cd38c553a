import {
  BILLING_MESSAGES,
  BILLING_PATHS,
  ORGANIZATION_HEADER,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_PATHS,
  PDF_PATHS,
  USER_PATHS,
  type TCurrentSubscription,
  type TOrganization,
  type TUsage,
} from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUsage } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, payTestCheckout, startTestCheckout, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { addMember, createOrganization, organizationPath } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;
const twoPages = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');
const newUser = (name: string) => newSignedInUser(testApp.app, name);
const inOrganization = (orgId: string | undefined): Record<string, string> =>
  orgId === undefined ? {} : { [ORGANIZATION_HEADER]: orgId };

/** A case-sensitive search: premium, and metered (two pages). */
function search(client: ApiClient, orgId?: string) {
  const body = multipart([
    ...files(twoPages),
    { name: 'search_terms', value: 'Navnesen' },
    { name: 'case_sensitive', value: 'true' },
  ]);
  return client.post(PDF_PATHS.search, body.payload, {
    headers: { ...body.headers, ...inOrganization(orgId) },
  });
}

async function current(client: ApiClient, orgId?: string) {
  const response = await client.get(BILLING_PATHS.current, { headers: inOrganization(orgId) });
  return { status: response.statusCode, body: response.json<{ data: TCurrentSubscription }>() };
}

const isPremium = async (client: ApiClient) =>
  (await client.get(USER_PATHS.me)).json<{ data: { is_premium: boolean } }>().data.is_premium;

/** An owner with an organization of an admin and a member, and its active pro subscription. */
async function organizationWithPlan(prefix: string) {
  const owner = await newUser(`${prefix}owner`);
  const admin = await newUser(`${prefix}admin`);
  const member = await newUser(`${prefix}member`);
  const { org_id: orgId } = await createOrganization(owner.client, `${prefix} AS`);
  await addMember(owner.client, orgId, `${prefix}admin`, 'admin');
  await addMember(owner.client, orgId, `${prefix}member`, 'member');
  const subscription = await subscribe(testApp.database, owner.id, 'pro_monthly', {
    organizationId: orgId,
  });
  return { owner, admin, member, orgId, subscription };
}

describe.each(databaseTargets())('organization subscriptions on $name', (target) => {
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  it('lets the owner buy a plan for the organization, which then covers its members', async () => {
    const owner = await newUser('obuyer');
    const member = await newUser('obuyermember');
    const { org_id: orgId } = await createOrganization(owner.client, 'Buyers AS');
    await addMember(owner.client, orgId, 'obuyermember');
    expect(await isPremium(member.client)).toBe(false);

    const { sessionId } = await startTestCheckout(owner.client, 'pro_monthly', orgId);
    await payTestCheckout(owner.client, sessionId);

    const shown = await owner.client.get(
      organizationPath(ORGANIZATION_PATHS.subscription, { orgId }),
    );
    expect(shown.json()).toMatchObject({
      data: {
        plan_code: 'pro_monthly',
        status: 'active',
        is_organization_subscription: true,
        user_role_in_organization: 'owner',
        organization_name: 'Buyers AS',
        organization_id: orgId,
      },
    });
    const organization = await member.client.get(
      organizationPath(ORGANIZATION_PATHS.organization, { orgId }),
    );
    expect(organization.json<{ data: TOrganization }>().data.subscription).toMatchObject({
      plan: 'Pro',
      status: 'active',
      auto_renew: true,
    });
    expect(await isPremium(member.client)).toBe(true);
    const seen = await current(member.client, orgId);
    expect(seen.body.data).toMatchObject({
      is_organization_subscription: true,
      user_role_in_organization: 'member',
      organization_name: 'Buyers AS',
    });
    // The owner's own (personal) view is the organization's too: it covers them.
    expect((await current(owner.client)).body.data.is_organization_subscription).toBe(true);
  });

  it('refuses checkout to anyone in an organization they do not own, with the spec message', async () => {
    const { admin, member, orgId } = await organizationWithPlan('ocheck');
    for (const client of [admin.client, member.client]) {
      for (const body of [
        { plan_code: 'pro_monthly', org_id: orgId },
        { plan_code: 'pro_monthly' },
      ]) {
        const refused = await client.post(BILLING_PATHS.checkout, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          error: { message: BILLING_MESSAGES.organizationMember },
        });
      }
    }
    const stranger = await newUser('ocheckstranger');
    const foreign = await stranger.client.post(BILLING_PATHS.checkout, {
      plan_code: 'pro_monthly',
      org_id: orgId,
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await stranger.client.post(BILLING_PATHS.checkout, {
      plan_code: 'pro_monthly',
      org_id: 'not-a-uuid',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("pools the members' pages on the organization's subscription", async () => {
    const { owner, admin, member, orgId, subscription } = await organizationWithPlan('opool');
    expect((await search(owner.client, orgId)).statusCode).toBe(200);
    expect((await search(admin.client, orgId)).statusCode).toBe(200);
    // Without the header a member with no plan of their own is still covered by it.
    expect((await search(member.client)).statusCode).toBe(200);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(6);
    const seen = await current(admin.client, orgId);
    expect(seen.body.data.usage).toEqual({ pages_used: 6, pages_limit: 1500 });

    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        search([owner, admin, member][index % 3]!.client, orgId),
      ),
    );
    expect(parallel.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(26);
  });

  it("charges the organization in its context and the member's own plan outside it", async () => {
    const { member, orgId, subscription } = await organizationWithPlan('otwo');
    const own = await subscribe(testApp.database, member.id, 'basic_monthly');
    await search(member.client, orgId);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);
    expect(await pagesUsed(testApp.database, own.id)).toBe(0);
    await search(member.client);
    expect(await pagesUsed(testApp.database, own.id)).toBe(2);
    expect((await current(member.client)).body.data.is_organization_subscription).toBe(false);
    expect((await current(member.client, orgId)).body.data.is_organization_subscription).toBe(true);
  });

  it('checks the organization header: a stranger is refused, a malformed id is invalid', async () => {
    const { orgId } = await organizationWithPlan('ohead');
    const stranger = await newUser('oheadstranger');
    await subscribe(testApp.database, stranger.id, 'pro_monthly');
    const refused = await search(stranger.client, orgId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: ORGANIZATION_MESSAGES.notMember } });
    expect((await current(stranger.client, orgId)).status).toBe(403);
    const cancel = await stranger.client.post(BILLING_PATHS.cancel, undefined, {
      headers: inOrganization(orgId),
    });
    expect(cancel.statusCode).toBe(403);
    expect((await search(stranger.client, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses the header of an organization the member was removed from', async () => {
    const { owner, member, orgId } = await organizationWithPlan('oremoved');
    expect((await search(member.client, orgId)).statusCode).toBe(200);
    await owner.client.delete(
      organizationPath(ORGANIZATION_PATHS.member, { orgId, userId: member.id }),
    );
    expect((await search(member.client, orgId)).statusCode).toBe(403);
    expect(await isPremium(member.client)).toBe(false);
  });

  it('lets an organization without a plan fall back to the free plan of the caller', async () => {
    const owner = await newUser('ofree');
    const { org_id: orgId } = await createOrganization(owner.client, 'Free AS');
    const plain = multipart([...files(twoPages), { name: 'search_terms', value: 'x' }]);
    const response = await owner.client.post(PDF_PATHS.search, plain.payload, {
      headers: { ...plain.headers, ...inOrganization(orgId) },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(freeUsage)
      .where(eq(freeUsage.userId, owner.id));
    expect(row!.pagesUsed).toBe(2);
    expect((await search(owner.client, orgId)).statusCode).toBe(402);
  });

  it('lets owners and admins cancel or change renewal in the organization context, not members', async () => {
    const { owner, admin, member, orgId } = await organizationWithPlan('omanage');
    const renew = (client: ApiClient, autoRenew: boolean) =>
      client.put(
        BILLING_PATHS.autoRenew,
        { auto_renew: autoRenew },
        {
          headers: inOrganization(orgId),
        },
      );
    const cancel = (client: ApiClient) =>
      client.post(BILLING_PATHS.cancel, undefined, { headers: inOrganization(orgId) });

    const refused = await renew(member.client, false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { message: ORGANIZATION_MESSAGES.subscriptionManagersOnly },
    });
    expect((await cancel(member.client)).statusCode).toBe(403);
    expect((await renew(admin.client, false)).statusCode).toBe(200);
    expect((await renew(owner.client, true)).statusCode).toBe(200);
    const cancelled = await cancel(admin.client);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { cancel_at_period_end: true } });
  });

  it("never touches the organization's subscription from the personal calls without the header", async () => {
    const { admin, orgId, subscription } = await organizationWithPlan('opersonal');
    // The admin has no plan of their own: the personal call has nothing to cancel.
    expect((await admin.client.post(BILLING_PATHS.cancel)).statusCode).toBe(404);
    expect(
      (await admin.client.put(BILLING_PATHS.autoRenew, { auto_renew: false })).statusCode,
    ).toBe(404);
    const seen = await current(admin.client, orgId);
    expect(seen.body.data).toMatchObject({ id: subscription.id, auto_renew: true });
    expect(seen.body.data.cancel_at_period_end).toBe(false);
  });

  it("shows a member's personal plan beside the organization's, and stops it there", async () => {
    const { owner, orgId, subscription } = await organizationWithPlan('oboth');
    const member = await newUser('obothpersonal');
    const personal = await subscribe(testApp.database, member.id, 'basic_monthly');
    await addMember(owner.client, orgId, 'obothpersonal');
    const headers = inOrganization(orgId);

    // The organization's plan covers the work; the personal one is still there to be seen.
    expect((await current(member.client, orgId)).body.data).toMatchObject({
      id: subscription.id,
      is_organization_subscription: true,
    });
    const shown = await member.client.get(BILLING_PATHS.personal, { headers });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      data: {
        id: personal.id,
        plan_code: 'basic_monthly',
        is_organization_subscription: false,
        organization_id: null,
        auto_renew: true,
        can_change_auto_renew: true,
      },
    });

    const stopped = await member.client.put(
      BILLING_PATHS.personalAutoRenew,
      { auto_renew: false },
      { headers },
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ data: { id: personal.id, auto_renew: false } });
    const cancelled = await member.client.post(BILLING_PATHS.personalCancel, undefined, {
      headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: { id: personal.id, cancel_at_period_end: true },
    });
    // The organization's subscription is untouched and still covers the member.
    expect((await current(member.client, orgId)).body.data).toMatchObject({
      id: subscription.id,
      auto_renew: true,
      cancel_at_period_end: false,
    });
  });

  it('keeps the personal plan an owner bought first, to be seen and cancelled beside the organization plan', async () => {
    const owner = await newUser('ofirst');
    const bought = await startTestCheckout(owner.client, 'basic_monthly');
    await payTestCheckout(owner.client, bought.sessionId);
    const { org_id: orgId } = await createOrganization(owner.client, 'First AS');
    const forOrganization = await startTestCheckout(owner.client, 'business_monthly', orgId);
    await payTestCheckout(owner.client, forOrganization.sessionId);
    const headers = inOrganization(orgId);

    expect((await current(owner.client, orgId)).body.data).toMatchObject({
      plan_code: 'business_monthly',
      is_organization_subscription: true,
    });
    const personal = await owner.client.get(BILLING_PATHS.personal, { headers });
    expect(personal.json()).toMatchObject({
      data: { plan_code: 'basic_monthly', status: 'active', auto_renew: true },
    });
    const cancelled = await owner.client.post(BILLING_PATHS.personalCancel, undefined, {
      headers,
    });
    expect(cancelled.json()).toMatchObject({
      data: { plan_code: 'basic_monthly', cancel_at_period_end: true },
    });
    expect((await current(owner.client, orgId)).body.data).toMatchObject({
      plan_code: 'business_monthly',
      cancel_at_period_end: false,
    });
  });

  it('answers 404 for the personal plan of a member who has none, and changes nothing', async () => {
    const { member, orgId, subscription } = await organizationWithPlan('onone');
    const headers = inOrganization(orgId);
    const shown = await member.client.get(BILLING_PATHS.personal, { headers });
    expect(shown.statusCode).toBe(404);
    expect(shown.json()).toMatchObject({ error: { message: BILLING_MESSAGES.noSubscription } });
    expect(
      (await member.client.post(BILLING_PATHS.personalCancel, undefined, { headers })).statusCode,
    ).toBe(404);
    expect(
      (await member.client.put(BILLING_PATHS.personalAutoRenew, { auto_renew: false }, { headers }))
        .statusCode,
    ).toBe(404);
    expect((await current(member.client, orgId)).body.data).toMatchObject({
      id: subscription.id,
      auto_renew: true,
      cancel_at_period_end: false,
    });
  });

  it("does not cover a viewer: a viewer's work is their own plan's, in its context too (0067)", async () => {
    const { owner, orgId, subscription } = await organizationWithPlan('oviewer');
    const viewer = await newUser('oviewerviewer');
    await addMember(owner.client, orgId, 'oviewerviewer', 'viewer');
    // Search is premium: the viewer's own (free) plan does not have it.
    expect((await search(viewer.client, orgId)).statusCode).toBe(402);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
    const usage = (
      await viewer.client.get(BILLING_PATHS.usage, { headers: inOrganization(orgId) })
    ).json<{ data: TUsage }>().data;
    expect(usage).toMatchObject({ source: 'free', pages_used: 0 });
  });

  it("counts an API key's calls against the organization its header names", async () => {
    const { member, orgId, subscription } = await organizationWithPlan('okey');
    const created = await member.client.post(BILLING_PATHS.apiKeys, {
      name: 'Org script',
      duration: '30d',
    });
    const { key } = created.json<{ data: { key: string } }>().data;
    const body = multipart([...files(twoPages), { name: 'search_terms', value: 'x' }]);
    const response = await testApp.app.inject({
      method: 'POST',
      url: PDF_PATHS.search,
      headers: { ...body.headers, authorization: `Bearer ${key}`, ...inOrganization(orgId) },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);
  });
});
