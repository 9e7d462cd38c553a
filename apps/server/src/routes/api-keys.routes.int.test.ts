import { API_KEY_NAME_CONTROL, BILLING_PATHS, PDF_PATHS } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, subscriptions } from '../db/schema';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { subscribe } from '../test/billing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { corpusFile, files, multipart } from '../test/multipart';

let testApp: TestApp;
let owner: ApiClient;
let ownerId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = createApiClient(testApp.app);
  ownerId = (await signUpAndLogIn(testApp.app, owner, 'keyowner')).id;
});
afterAll(() => testApp.close());

type CreatedKey = { id: string; key: string; name: string; last_used: string | null };

async function createKey(name = 'CI pipeline', duration = '30d') {
  const response = await owner.post(BILLING_PATHS.apiKeys, { name, duration });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: CreatedKey }>().data;
}

/** A processing call as a script would make it: the key only, no cookies, no CSRF token. */
function searchWithKey(key: string) {
  const body = multipart([
    ...files(corpusFile('norwegian_soknad-kontantstotte_synthetic-person.pdf')),
    { name: 'search_terms', value: 'navnesen' },
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: PDF_PATHS.search,
    headers: { ...body.headers, authorization: `Bearer ${key}` },
    payload: body.payload,
  });
}

describe('API keys', () => {
  it('validates the name and duration', async () => {
    for (const body of [
      { name: 'ab', duration: '30d' },
      { name: 'bad/name!', duration: '30d' },
      { name: '   ', duration: '30d' },
      { name: 'Good name', duration: '7d' },
    ]) {
      expect((await owner.post(BILLING_PATHS.apiKeys, body)).statusCode, body.name).toBe(400);
    }
  });

  it('refuses a name with a NUL or a line break, and stores nothing', async () => {
    const storedKeys = async () =>
      (await testApp.database.db.select().from(apiKeys).where(eq(apiKeys.userId, ownerId))).length;
    const before = await storedKeys();
    for (const name of ['CI\u0000key', 'CI\nkey']) {
      const refused = await owner.post(BILLING_PATHS.apiKeys, { name, duration: '30d' });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: API_KEY_NAME_CONTROL,
      });
    }
    expect(await storedKeys()).toBe(before);
  });

  it('shows the key once, stores only its hash, and lists it without the key', async () => {
    const created = await createKey('Nightly export', '90d');
    expect(created.key).toMatch(/^wbk_[\w-]{43}$/);
    const [row] = await testApp.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await owner.get(BILLING_PATHS.apiKeys);
    expect(list.body).not.toContain(created.key);
    expect(list.json()).toMatchObject({
      data: expect.arrayContaining([
        expect.objectContaining({ id: created.id, name: 'Nightly export', duration: '90d' }),
      ]),
    });
  });

  it('authenticates the processing routes for its owner, counts usage and records last use', async () => {
    const subscription = await subscribe(testApp.database, ownerId, 'basic_monthly');
    const { id, key } = await createKey();
    const response = await searchWithKey(key);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row!.pagesUsed).toBe(2);
    const list = await owner.get(BILLING_PATHS.apiKeys);
    const listed = list.json<{ data: CreatedKey[] }>().data.find((item) => item.id === id)!;
    expect(listed.last_used).not.toBeNull();
  });

  it('cannot reach account, settings, billing or key routes', async () => {
    const { key } = await createKey();
    for (const [method, url] of [
      ['GET', '/api/users/me'],
      ['GET', '/api/settings'],
      ['GET', BILLING_PATHS.current],
      ['GET', BILLING_PATHS.apiKeys],
      ['POST', BILLING_PATHS.checkout],
    ] as const) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({
        error: { message: 'API keys can only be used for document processing' },
      });
    }
  });

  it('refuses unknown, expired and deleted keys', async () => {
    expect((await searchWithKey('wbk_not-a-real-key')).statusCode).toBe(401);
    expect((await searchWithKey('')).statusCode).toBe(401);
    const expired = await createKey('Expiring');
    await testApp.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expired.id));
    expect((await searchWithKey(expired.key)).statusCode).toBe(401);

    const deleted = await createKey('Short-lived');
    expect((await searchWithKey(deleted.key)).statusCode).toBe(200);
    const removal = await owner.delete(BILLING_PATHS.apiKey.replace(':id', deleted.id));
    expect(removal.statusCode).toBe(200);
    expect((await searchWithKey(deleted.key)).statusCode).toBe(401);
  });

  it("answers another user's key id as not found", async () => {
    const { id } = await createKey('Mine');
    const stranger = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, stranger, 'keystranger');
    const attempt = await stranger.delete(BILLING_PATHS.apiKey.replace(':id', id));
    expect(attempt.statusCode).toBe(404);
    const still = await owner.get(BILLING_PATHS.apiKeys);
    expect(still.body).toContain(id);
  });
});
