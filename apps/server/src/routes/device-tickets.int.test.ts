import {
  BILLING_PATHS,
  DEVICE_MESSAGES,
  DEVICE_PATHS,
  ORGANIZATION_HEADER,
  ORGANIZATION_MESSAGES,
} from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTickets, freeUsage, processingRuns } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { addMember, createOrganization } from '../test/organizations';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;
const newUser = (name: string) => newSignedInUser(testApp.app, name);

const pages = (...counts: number[]) => counts.map((count) => ({ pages: count }));
const DAY_MS = 24 * 60 * 60_000;

function ticket(client: ApiClient, body: unknown, headers: Record<string, string> = {}) {
  return client.post(DEVICE_PATHS.tickets, body, { headers });
}

function giveBack(client: ApiClient, id: string, count: number) {
  return client.post(DEVICE_PATHS.ticketReturn.replace(':id', id), { pages: count });
}

const ticketRow = async (id: string) =>
  (await testApp.database.db.select().from(deviceTickets).where(eq(deviceTickets.id, id)))[0]!;

describe.each(databaseTargets())('on-device tickets on $name', (target) => {
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  it('charges the pages at once, shows them in the usage, and leaves no run to settle', async () => {
    const { client, id } = await newUser('ticketholder');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const response = await ticket(client, { operation: 'search', files: pages(2, 3) });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({
      ticket_id: expect.any(String),
      pages: 5,
      pages_used: 5,
      pages_limit: 300,
    });
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(5);
    const current = (await client.get(BILLING_PATHS.current)).json().data;
    expect(current.usage).toEqual({ pages_used: 5, pages_limit: 300 });
    expect((await client.get(BILLING_PATHS.usage)).json().data).toMatchObject({
      source: 'subscription',
      pages_used: 5,
      pages_left: 295,
    });
    const runs = await testApp.database.db
      .select()
      .from(processingRuns)
      .where(eq(processingRuns.userId, id));
    expect(runs).toEqual([]);
    expect(await ticketRow(data.ticket_id)).toMatchObject({
      userId: id,
      subscriptionId: subscription.id,
      freeMonth: null,
      operation: 'search',
      files: 2,
      pages: 5,
      pagesReturned: 0,
      processedAt: null,
      isOverLimit: false,
    });
  });

  it('counts one page a file for find_words, and a free user against the month', async () => {
    const { client, id } = await newUser('ticketfree');
    const response = await ticket(client, { operation: 'find_words', files: pages(40, 7, 1) });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ pages: 3, pages_used: 3, pages_limit: 25 });
    const [row] = await testApp.database.db
      .select()
      .from(freeUsage)
      .where(eq(freeUsage.userId, id));
    expect(row!.pagesUsed).toBe(3);
    expect((await client.get(BILLING_PATHS.usage)).json().data).toMatchObject({
      source: 'free',
      pages_used: 3,
    });
  });

  it('refuses a ticket past the quota like the processing routes, writing nothing', async () => {
    const { client, id } = await newUser('ticketfull');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly', {
      pagesUsed: 299,
    });
    const refused = await ticket(client, { operation: 'detect', files: pages(2) });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: expect.stringContaining('299 of 300 pages used, and this request needs 2'),
      details: { pages_used: 299, pages_limit: 300, pages_needed: 2 },
    });
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(299);
    const rows = await testApp.database.db
      .select()
      .from(deviceTickets)
      .where(eq(deviceTickets.userId, id));
    expect(rows).toEqual([]);
    expect((await ticket(client, { operation: 'detect', files: pages(1) })).statusCode).toBe(201);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(300);
  });

  it("charges the organization's pages in its context, and refuses a stranger's header", async () => {
    const owner = await newUser('ticketorgowner');
    const member = await newUser('ticketorgmember');
    const stranger = await newUser('ticketstranger');
    const { org_id: orgId } = await createOrganization(owner.client, 'Tickets AS');
    await addMember(owner.client, orgId, 'ticketorgmember');
    const shared = await subscribe(testApp.database, owner.id, 'pro_monthly', {
      organizationId: orgId,
    });
    const inOrganization = { [ORGANIZATION_HEADER]: orgId };
    const charged = await ticket(
      member.client,
      { operation: 'redact', files: pages(4) },
      inOrganization,
    );
    expect(charged.statusCode, charged.body).toBe(201);
    expect(charged.json().data).toMatchObject({ pages_used: 4, pages_limit: shared.pagesLimit });
    expect(await pagesUsed(testApp.database, shared.id)).toBe(4);

    const refused = await ticket(
      stranger.client,
      { operation: 'redact', files: pages(4) },
      inOrganization,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: ORGANIZATION_MESSAGES.notMember,
    });
    expect(await pagesUsed(testApp.database, shared.id)).toBe(4);
  });

  it("does not let a viewer spend the organization's pages: the viewer's own plan is charged", async () => {
    const owner = await newUser('ticketvieworg');
    const viewer = await newUser('ticketviewer');
    const { org_id: orgId } = await createOrganization(owner.client, 'Viewers AS');
    await addMember(owner.client, orgId, 'ticketviewer', 'viewer');
    const shared = await subscribe(testApp.database, owner.id, 'pro_monthly', {
      organizationId: orgId,
    });
    const inOrganization = { [ORGANIZATION_HEADER]: orgId };
    const own = await ticket(
      viewer.client,
      { operation: 'search', files: pages(2) },
      inOrganization,
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ pages_used: 2, pages_limit: 25 });
    expect(await ticketRow(own.json().data.ticket_id)).toMatchObject({ subscriptionId: null });
    // Issue 63: one back-dated ticket of 200,000 pages took an organization's pool to 200,300.
    const flood = await ticket(
      viewer.client,
      {
        operation: 'search',
        files: pages(...Array<number>(20).fill(10_000)),
        processed_at: new Date(Date.now() - DAY_MS).toISOString(),
      },
      inOrganization,
    );
    expect(flood.statusCode).toBe(400);
    expect(flood.json().error.message).toBe(DEVICE_MESSAGES.offlineTooMuch);
    expect(await pagesUsed(testApp.database, shared.id)).toBe(0);
    // Outside the organization's context too, the organization's plan is not the viewer's.
    const usage = (await viewer.client.get(BILLING_PATHS.usage)).json().data;
    expect(usage).toMatchObject({ source: 'free', pages_used: 2 });
  });

  it('takes offline work only as fast as a device does it: 36,000 pages an hour', async () => {
    const { client, id } = await newUser('ticketrate');
    const subscription = await subscribe(testApp.database, id, 'pro_monthly');
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * 60_000).toISOString();
    const offline = (hoursAgo: number, ...counts: number[]) =>
      ticket(client, { operation: 'redact', files: pages(...counts), processed_at: at(hoursAgo) });
    expect((await offline(10, 10_000, 10_000, 10_000)).statusCode).toBe(201);
    const tooMuch = await offline(9.5, 10_000);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: DEVICE_MESSAGES.offlineTooMuch,
    });
    expect((await offline(9.5, 6_000)).statusCode).toBe(201);
    expect((await offline(7, 10_000)).statusCode).toBe(201);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(46_000);
  });

  it('refuses bodies that are not a ticket with a clear message', async () => {
    const { client, id } = await newUser('ticketbad');
    const cases: [unknown, string][] = [
      [{ operation: 'ocr', files: pages(1) }, DEVICE_MESSAGES.operation],
      [{ operation: 'search', files: [] }, DEVICE_MESSAGES.files],
      [
        { operation: 'search', files: pages(...Array.from({ length: 21 }, () => 1)) },
        DEVICE_MESSAGES.files,
      ],
      [{ operation: 'search' }, DEVICE_MESSAGES.files],
      [{ operation: 'search', files: pages(0) }, DEVICE_MESSAGES.pages],
      [{ operation: 'search', files: pages(1.5) }, DEVICE_MESSAGES.pages],
      [{ operation: 'search', files: pages(10_001) }, DEVICE_MESSAGES.pages],
      [{ operation: 'search', files: [{ pages: '3' }] }, DEVICE_MESSAGES.pages],
      [
        { operation: 'search', files: pages(1), processed_at: 'yesterday' },
        DEVICE_MESSAGES.processedAt,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await ticket(client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    // Nothing about a file but its page count may be sent.
    for (const file of [
      { pages: 2, name: 'søknad.pdf' },
      { pages: 2, sha256: 'ab'.repeat(32) },
    ]) {
      const response = await ticket(client, { operation: 'search', files: [file] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/Unrecognized key/);
    }
    const withText = await ticket(client, { operation: 'search', files: pages(1), text: 'x' });
    expect(withText.statusCode).toBe(400);
    const rows = await testApp.database.db
      .select()
      .from(deviceTickets)
      .where(eq(deviceTickets.userId, id));
    expect(rows).toEqual([]);
  });

  it('takes offline work up to 7 days back, charged even past the quota, and nothing from the future', async () => {
    const { client, id } = await newUser('ticketoffline');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly', {
      pagesUsed: 299,
    });
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    const tooOld = await ticket(client, {
      operation: 'redact',
      files: pages(1),
      processed_at: at(-8 * DAY_MS),
    });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error.message).toBe(DEVICE_MESSAGES.processedAtTooOld);
    const future = await ticket(client, {
      operation: 'redact',
      files: pages(1),
      processed_at: at(60 * 60_000),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(DEVICE_MESSAGES.processedAtFuture);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(299);

    // Online, the quota refuses; the same work reported after it was done offline is counted.
    expect((await ticket(client, { operation: 'redact', files: pages(3) })).statusCode).toBe(402);
    const processedAt = new Date(Date.now() - 6 * DAY_MS);
    const offline = await ticket(client, {
      operation: 'redact',
      files: pages(3),
      processed_at: processedAt.toISOString().replace('Z', '+00:00'),
    });
    expect(offline.statusCode, offline.body).toBe(201);
    expect(offline.json().data).toMatchObject({ pages: 3, pages_used: 302, pages_limit: 300 });
    expect(await ticketRow(offline.json().data.ticket_id)).toMatchObject({
      processedAt,
      isOverLimit: true,
    });
    expect((await client.get(BILLING_PATHS.usage)).json().data).toMatchObject({
      pages_used: 302,
      pages_left: 0,
    });
    // A device clock a little ahead is not the future.
    const skewed = await ticket(client, {
      operation: 'redact',
      files: pages(1),
      processed_at: at(30_000),
    });
    expect(skewed.statusCode).toBe(201);
  });

  it("gives back a ticket's pages to its owner: partly, up to what is left, within the hour", async () => {
    const { client, id } = await newUser('ticketreturner');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const created = (await ticket(client, { operation: 'redact', files: pages(2, 3) })).json().data;
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(5);

    const partly = await giveBack(client, created.ticket_id, 2);
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().data).toEqual({
      ticket_id: created.ticket_id,
      returned: 2,
      pages: 3,
      pages_used: 3,
      pages_limit: 300,
    });
    const rest = await giveBack(client, created.ticket_id, 10);
    expect(rest.json().data).toMatchObject({ returned: 3, pages: 0, pages_used: 0 });
    const again = await giveBack(client, created.ticket_id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: DEVICE_MESSAGES.nothingToReturn,
    });
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
    expect((await client.get(BILLING_PATHS.current)).json().data.usage.pages_used).toBe(0);
  });

  it("refuses a return after the hour, and another user's ticket as unknown", async () => {
    const { client, id } = await newUser('ticketlate');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const created = (await ticket(client, { operation: 'extract', files: pages(4) })).json().data;
    const other = await newUser('ticketthief');
    for (const ticketId of [created.ticket_id, '6a1f3c2e-5b4d-4e8f-9a0b-1c2d3e4f5a6b']) {
      const response = await giveBack(other.client, ticketId, 1);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: DEVICE_MESSAGES.ticketNotFound,
      });
    }
    expect((await giveBack(client, 'not-a-ticket', 1)).statusCode).toBe(400);
    expect((await giveBack(client, created.ticket_id, 0)).statusCode).toBe(400);

    await testApp.database.db
      .update(deviceTickets)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(deviceTickets.id, created.ticket_id));
    const late = await giveBack(client, created.ticket_id, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'CONFLICT', message: DEVICE_MESSAGES.returnTooLate });
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(4);
  });

  it('gives each page back once when returns of one ticket race', async () => {
    const { client, id } = await newUser('ticketracer');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const created = (await ticket(client, { operation: 'redact', files: pages(5) })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => giveBack(client, created.ticket_id, 2)),
    );
    const returned = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().data.returned as number);
    expect(returned.sort()).toEqual([1, 2, 2]);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(1);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
  });

  it('gives a free month its pages back', async () => {
    const { client, id } = await newUser('ticketfreereturn');
    const created = (await ticket(client, { operation: 'search', files: pages(6) })).json().data;
    const returned = await giveBack(client, created.ticket_id, 4);
    expect(returned.json().data).toMatchObject({
      returned: 4,
      pages: 2,
      pages_used: 2,
      pages_limit: 25,
    });
    const [row] = await testApp.database.db
      .select()
      .from(freeUsage)
      .where(eq(freeUsage.userId, id));
    expect(row!.pagesUsed).toBe(2);
  });

  it('needs a signed-in caller with the CSRF token, and limits tickets per user', async () => {
    const visitor = await ticket(createApiClient(testApp.app), {
      operation: 'search',
      files: pages(1),
    });
    expect(visitor.statusCode).toBe(401);
    const { client, id } = await newUser('ticketlimited');
    await subscribe(testApp.database, id, 'pro_monthly');
    const noCsrf = await client.post(
      DEVICE_PATHS.tickets,
      { operation: 'search', files: pages(1) },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_INVALID');

    const answers = [];
    for (let index = 0; index < 121; index++) {
      answers.push((await ticket(client, { operation: 'search', files: pages(1) })).statusCode);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(120);
    expect(answers.at(-1)).toBe(429);
  });
});
