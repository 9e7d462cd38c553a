import { BILLING_PATHS, PDF_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUsage } from '../db/schema';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;

const onePage = corpusFile('tiny_minimal-one-page_763-bytes.pdf');
const twoPages = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');

function search(client: ApiClient, list: { name: string; bytes: Uint8Array }[], terms = 'x') {
  const body = multipart([...files(...list), { name: 'search_terms', value: terms }]);
  return client.post(PDF_PATHS.search, body.payload, { headers: body.headers });
}

const newUser = (name: string) => newSignedInUser(testApp.app, name);

// Concurrency is where PGlite (one connection) and PostgreSQL (a pool) differ: both are run.
describe.each(databaseTargets())('usage metering on $name', (target) => {
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  it('counts every searched page of a subscriber, and nothing for files that are not PDFs', async () => {
    const { client, id } = await newUser('metered');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    await search(client, [twoPages, onePage, corpusFile('corrupt_not-a-pdf_5-bytes.pdf')]);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(3);
    const shown = await client.get(BILLING_PATHS.current);
    expect(shown.json()).toMatchObject({ data: { usage: { pages_used: 3, pages_limit: 300 } } });
    const usage = (await client.get(BILLING_PATHS.usage)).json().data;
    expect(usage).toMatchObject({ source: 'subscription', pages_used: 3, pages_left: 297 });
    expect(usage.resets_at).toBe(subscription.currentPeriodEnd.toISOString());
  });

  it('refuses a request that would pass the limit before any work, with a clear message', async () => {
    const { client, id } = await newUser('nearlyfull');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly', {
      pagesUsed: 299,
    });
    const refused = await search(client, [twoPages]);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'QUOTA_EXCEEDED',
        message: expect.stringContaining('299 of 300 pages used, and this request needs 2'),
        details: { pages_used: 299, pages_limit: 300, pages_needed: 2 },
      },
    });
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(299);
    expect((await search(client, [onePage])).statusCode).toBe(200);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(300);
  });

  it('gives the pages back when the request fails as a whole', async () => {
    const { client, id } = await newUser('refunded');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const body = multipart([
      ...files(twoPages),
      { name: 'search_terms', value: '([unclosed' },
      { name: 'regex', value: 'true' },
    ]);
    const failed = await client.post(PDF_PATHS.search, body.payload, { headers: body.headers });
    expect(failed.statusCode).toBe(400);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
  });

  it('leaves an exact count after 50 parallel requests', async () => {
    const { client, id } = await newUser('parallel');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const answers = await Promise.all(Array.from({ length: 50 }, () => search(client, [onePage])));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(50);
  });

  it('never passes the limit under parallel requests: exactly the pages left succeed', async () => {
    const { client, id } = await newUser('racing');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly', {
      pagesUsed: 280,
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => search(client, [onePage])));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 402)).toHaveLength(30);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(300);
  });

  it('counts a free user against the free plan of the month', async () => {
    const { client, id } = await newUser('freeloader');
    await testApp.database.db.insert(freeUsage).values({
      userId: id,
      month: `${new Date().toISOString().slice(0, 7)}-01`,
      pagesUsed: 24,
    });
    expect((await search(client, [twoPages])).statusCode).toBe(402);
    expect((await search(client, [onePage])).statusCode).toBe(200);
    const usage = (await client.get(BILLING_PATHS.usage)).json().data;
    expect(usage).toMatchObject({
      source: 'free',
      pages_used: 25,
      pages_limit: 25,
      pages_left: 0,
      percent_used: 100,
      gauge: 'error',
    });
    expect(new Date(usage.resets_at).getUTCDate()).toBe(1);
    expect(new Date(usage.resets_at).getTime()).toBeGreaterThan(Date.now());
    const [row] = await testApp.database.db
      .select()
      .from(freeUsage)
      .where(eq(freeUsage.userId, id));
    expect(row!.pagesUsed).toBe(25);
  });

  it('never passes the free plan under parallel requests', async () => {
    const { client, id } = await newUser('freeracer');
    await testApp.database.db.insert(freeUsage).values({
      userId: id,
      month: `${new Date().toISOString().slice(0, 7)}-01`,
      pagesUsed: 5,
    });
    const answers = await Promise.all(Array.from({ length: 30 }, () => search(client, [onePage])));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    const [row] = await testApp.database.db
      .select()
      .from(freeUsage)
      .where(eq(freeUsage.userId, id));
    expect(row!.pagesUsed).toBe(25);
  });
});
