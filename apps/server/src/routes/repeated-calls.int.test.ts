import { IDEMPOTENCY_KEY_HEADER, PDF_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveredCalls } from '../db/schema';
import { createDeliveredCallsRepository } from '../repositories/delivered-calls.repository';
import { REPEAT_WINDOW_MS } from '../services/processing-meter';
import { newSignedInUser } from '../test/accounts';
import type { ApiClient } from '../test/api-client';
import { pagesUsed, subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';
import { databaseTargets } from '../test/test-databases';

let testApp: TestApp;

const twoPages = corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf');
const onePage = corpusFile('tiny_minimal-one-page_763-bytes.pdf');

function search(client: ApiClient, key: string | undefined, file = twoPages, terms = 'Jakob') {
  const body = multipart([...files(file), { name: 'search_terms', value: terms }]);
  const headers = { ...body.headers, ...(key !== undefined && { [IDEMPOTENCY_KEY_HEADER]: key }) };
  return client.post(PDF_PATHS.search, body.payload, { headers });
}

function redact(client: ApiClient, key: string) {
  const mapping = [{ pages: [{ page: 1, sensitive: [] }] }];
  const body = multipart([
    ...files(twoPages),
    { name: 'redaction_mappings', value: JSON.stringify(mapping) },
  ]);
  return client.post(PDF_PATHS.redact, body.payload, {
    headers: { ...body.headers, [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** The answer is recorded once it has gone out in full, just after the response. */
async function recorded(userId: string, count: number) {
  await vi.waitFor(async () => {
    const rows = await testApp.database.db
      .select()
      .from(deliveredCalls)
      .where(eq(deliveredCalls.userId, userId));
    expect(rows).toHaveLength(count);
  });
}

describe.each(databaseTargets())('calls repeated under an idempotency key on $name', (target) => {
  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(() => testApp.close());

  it('answers a repeat of a delivered call again without charging it again', async () => {
    const { client, id } = await newSignedInUser(testApp.app, 'repeater');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const first = await search(client, 'batch-file1-search');
    expect(first.statusCode).toBe(200);
    await recorded(id, 1);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);

    const again = await search(client, 'batch-file1-search');
    expect(again.statusCode).toBe(200);
    // The work is done again (nothing of the file was kept) and answers the same.
    expect(again.json().data.file_results).toEqual(first.json().data.file_results);
    expect(first.json().data.batch_summary.total_matches).toBeGreaterThan(0);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);

    // A redaction under its own key: charged once, the repeat answers the PDF again.
    expect((await redact(client, 'batch-file1-redact')).statusCode).toBe(200);
    await recorded(id, 2);
    const redactedAgain = await redact(client, 'batch-file1-redact');
    expect(redactedAgain.statusCode).toBe(200);
    expect(redactedAgain.headers['content-type']).toBe('application/pdf');
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(4);

    // Without a key, or under a new one, the same call is charged as always.
    await search(client, undefined);
    await search(client, 'batch-file1-search-2');
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(8);
  });

  it('refuses a key reused for another call, and charges nothing for the refusal', async () => {
    const { client, id } = await newSignedInUser(testApp.app, 'reuser');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    expect((await search(client, 'k1')).statusCode).toBe(200);
    await recorded(id, 1);
    for (const other of [search(client, 'k1', onePage), search(client, 'k1', twoPages, 'Navn')]) {
      const refused = await other;
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: expect.stringContaining('use a new key for each call'),
      });
    }
    // The same files and fields on another route are another call too.
    const body = multipart([
      ...files(twoPages),
      { name: 'search_terms', value: 'Jakob' },
      { name: 'page', value: '1' },
      { name: 'bbox', value: JSON.stringify({ x0: 0, y0: 0, x1: 100, y1: 100 }) },
    ]);
    const words = await client.post(PDF_PATHS.findWords, body.payload, {
      headers: { ...body.headers, [IDEMPOTENCY_KEY_HEADER]: 'k1' },
    });
    expect(words.statusCode).toBe(422);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(2);
  });

  it("keeps each user's keys their own, and forgets a key after its window", async () => {
    const first = await newSignedInUser(testApp.app, 'keyowner');
    const second = await newSignedInUser(testApp.app, 'keyborrower');
    const ownPlan = await subscribe(testApp.database, first.id, 'basic_monthly');
    const otherPlan = await subscribe(testApp.database, second.id, 'basic_monthly');
    await search(first.client, 'shared-key');
    await recorded(first.id, 1);
    expect((await search(second.client, 'shared-key')).statusCode).toBe(200);
    expect(await pagesUsed(testApp.database, otherPlan.id)).toBe(2);

    // A day later the record is stale: the call is charged again and recorded anew.
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await testApp.database.db
      .update(deliveredCalls)
      .set({ deliveredAt: dayAgo })
      .where(eq(deliveredCalls.userId, first.id));
    await search(first.client, 'shared-key', onePage);
    expect(await pagesUsed(testApp.database, ownPlan.id)).toBe(3);
    await vi.waitFor(async () => {
      const [row] = await testApp.database.db
        .select()
        .from(deliveredCalls)
        .where(eq(deliveredCalls.userId, first.id));
      expect(row!.deliveredAt.getTime()).toBeGreaterThan(dayAgo.getTime());
      expect(row!.pages).toBe(1);
    });
  });

  it('purges records older than the window', async () => {
    const { id } = await newSignedInUser(testApp.app, 'purged');
    const calls = createDeliveredCallsRepository(testApp.database.db);
    const call = { userId: id, fingerprint: 'f', pages: 1 };
    const now = Date.now();
    await calls.record({ ...call, key: 'old' }, new Date(now - REPEAT_WINDOW_MS));
    await calls.record({ ...call, key: 'new' }, new Date(now - REPEAT_WINDOW_MS));
    await testApp.database.db
      .update(deliveredCalls)
      .set({ deliveredAt: new Date(now - REPEAT_WINDOW_MS - 1000) })
      .where(eq(deliveredCalls.key, 'old'));
    await calls.purge(new Date(now - REPEAT_WINDOW_MS));
    const left = await testApp.database.db
      .select({ key: deliveredCalls.key })
      .from(deliveredCalls)
      .where(eq(deliveredCalls.userId, id));
    expect(left).toEqual([{ key: 'new' }]);
  });

  it('refuses a key that is empty, too long or not plain ASCII', async () => {
    const { client } = await newSignedInUser(testApp.app, 'badkeys');
    for (const key of ['', 'x'.repeat(256), 'nøkkel', 'with space']) {
      const refused = await search(client, key);
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json().error.message).toContain('Idempotency-Key must be');
    }
  });

  it('does not record a call whose answer was not delivered', async () => {
    const { client, id } = await newSignedInUser(testApp.app, 'undelivered');
    const subscription = await subscribe(testApp.database, id, 'basic_monthly');
    const body = multipart([
      ...files(twoPages),
      { name: 'search_terms', value: '([unclosed' },
      { name: 'regex', value: 'true' },
    ]);
    const failed = await client.post(PDF_PATHS.search, body.payload, {
      headers: { ...body.headers, [IDEMPOTENCY_KEY_HEADER]: 'bad-regex' },
    });
    expect(failed.statusCode).toBe(400);
    const rows = await testApp.database.db
      .select()
      .from(deliveredCalls)
      .where(eq(deliveredCalls.userId, id));
    expect(rows).toEqual([]);
    expect(await pagesUsed(testApp.database, subscription.id)).toBe(0);
  });
});
