import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createSessionsRepository } from '../repositories/sessions.repository';
import { createSessionsService } from '../services/sessions.service';
import { PASSWORD, signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

type Session = { session_id: string; is_current: boolean; user_agent: string; ip: string };

describe.each(databaseTargets())('sessions on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the devices with user agent, IP and which one is this, and revokes another', async () => {
    const laptop = createApiClient(testApp.app, { userAgent: 'Firefox/140 (Linux)' });
    await signUpAndLogIn(testApp.app, laptop, 'devices');
    const phone = createApiClient(testApp.app, { userAgent: 'Safari (iPhone)', ip: '192.0.2.7' });
    await phone.post('/api/auth/login', { identifier: 'devices', password: PASSWORD });

    const listed = (await laptop.get('/api/users/me/sessions')).json().data as Session[];
    expect(listed).toHaveLength(2);
    const current = listed.find((session) => session.is_current)!;
    const other = listed.find((session) => !session.is_current)!;
    expect(current).toMatchObject({ user_agent: 'Firefox/140 (Linux)', ip: laptop.ip });
    expect(other).toMatchObject({ user_agent: 'Safari (iPhone)', ip: '192.0.2.7' });

    const revoke = await laptop.delete('/api/users/me/sessions', { session_id: other.session_id });
    expect(revoke.json()).toEqual({ success: true, data: null });
    expect((await phone.get('/api/users/me')).statusCode).toBe(401);
    expect((await laptop.get('/api/users/me/sessions')).json().data).toHaveLength(1);
  });

  it("cannot see or revoke another user's session", async () => {
    const alice = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, alice, 'alice');
    const mallory = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, mallory, 'mallory');
    const aliceSession = ((await alice.get('/api/users/me/sessions')).json().data as Session[])[0]!;
    const malloryView = (await mallory.get('/api/users/me/sessions')).json().data as Session[];
    expect(malloryView.map((session) => session.session_id)).not.toContain(aliceSession.session_id);
    const attempt = await mallory.delete('/api/users/me/sessions', {
      session_id: aliceSession.session_id,
    });
    expect(attempt.statusCode).toBe(404);
    expect((await alice.get('/api/users/me')).statusCode).toBe(200);
  });

  it('revoking the current session logs this device out', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'selfrevoke');
    const [mine] = (await client.get('/api/users/me/sessions')).json().data as Session[];
    await client.delete('/api/users/me/sessions', { session_id: mine!.session_id });
    expect(client.cookies.has('access_token')).toBe(false);
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
  });

  it('refuses a malformed id and a visitor', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'malformed');
    const bad = await client.delete('/api/users/me/sessions', { session_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid session id');
    const visitor = createApiClient(testApp.app);
    expect((await visitor.get('/api/users/me/sessions')).statusCode).toBe(401);
  });
});

describe('purging ended sessions', () => {
  it('deletes expired and long-revoked sessions and keeps live ones', async () => {
    const testApp = await buildTestApp();
    try {
      const { db } = testApp.database;
      const live = createApiClient(testApp.app);
      await signUpAndLogIn(testApp.app, live, 'keeper');
      const ended = createApiClient(testApp.app);
      await ended.post('/api/auth/login', { identifier: 'keeper', password: PASSWORD });
      const [endedSession] = (await ended.get('/api/users/me/sessions')).json().data as Session[];
      const endedId = endedSession!.session_id;
      expect(endedSession!.is_current).toBe(true);
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, endedId));
      await createSessionsService(createSessionsRepository(db)).purge();
      const left = await db.select({ id: sessions.id }).from(sessions);
      expect(left.map((row) => row.id)).not.toContain(endedId);
      expect(left).toHaveLength(1);
      expect((await live.get('/api/users/me')).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
