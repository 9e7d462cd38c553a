import { ADMIN_MESSAGES, ADMIN_STATUS_PATH } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe("the administrators' status page", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, undefined, {
      adminEmails: ['drift@example.no', 'ikke-bekreftet@example.no'],
    });
  });
  afterAll(() => testApp.close());

  it('shows an administrator each engine with how to set it up', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'drift');
    const response = await client.get(ADMIN_STATUS_PATH);
    expect(response.statusCode).toBe(200);
    const status = response.json().data;
    expect(status).toMatchObject({
      database_kind: 'pglite',
      pdf_workers: 2,
      ocr_engine: 'auto',
      readiness: { ready: true, redis: 'none' },
      health: { database: 'ok', engines: { fast: { state: 'ready' } } },
    });
    expect(status.health.engines.standard.detail).toMatch(/GLINER_MODEL_DIR/);
  });

  it('refuses everyone else: a visitor, another user, an unverified holder of the address', async () => {
    expect((await createApiClient(testApp.app).get(ADMIN_STATUS_PATH)).statusCode).toBe(401);

    const other = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, other, 'saksbehandler');
    const refused = await other.get(ADMIN_STATUS_PATH);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_MESSAGES.notAdmin);

    // An administrator's address whose account is no longer verified is refused too.
    const unverified = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, unverified, 'ikke-bekreftet');
    expect((await unverified.get(ADMIN_STATUS_PATH)).statusCode).toBe(200);
    await testApp.database.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.username, 'ikke-bekreftet'));
    expect((await unverified.get(ADMIN_STATUS_PATH)).statusCode).toBe(403);
  });
});
