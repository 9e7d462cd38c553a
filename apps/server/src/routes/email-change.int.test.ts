import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../db/schema';
import { PASSWORD, readLink, signUpAndLogIn, tokenOf } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

// Issue 27 item 1: a mistyped new address locked the owner out, since it took effect at once.
describe.each(databaseTargets())('an e-mail change on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const login = (identifier: string) =>
    createApiClient(testApp.app).post('/api/auth/login', { identifier, password: PASSWORD });

  /** A signed-in user who asked to move to `to`; the two links the change mailed. */
  async function askToMove(name: string, to: string) {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, name);
    const asked = await client.put('/api/users/me', { email: to, password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    const confirm = tokenOf(await readLink(testApp.app, to, '/confirm-email'));
    const cancel = tokenOf(
      await readLink(testApp.app, `${name}@example.no`, '/cancel-email-change'),
    );
    return { client, asked: asked.json().data, confirm, cancel };
  }

  const verify = (token: string) =>
    createApiClient(testApp.app).post('/api/auth/verify-email', { token });
  const cancel = (token: string) =>
    createApiClient(testApp.app).post('/api/auth/cancel-email-change', { token });

  it('keeps the old address in use until the new one is confirmed: login and resets work with it', async () => {
    const { client, asked } = await askToMove('kept', 'kept@exampel.no');
    expect(asked).toMatchObject({
      email: 'kept@example.no',
      email_verified: true,
      pending_email: 'kept@exampel.no',
    });
    expect((await login('kept@example.no')).statusCode).toBe(200);
    expect((await login('kept@exampel.no')).statusCode).toBe(401);
    await createApiClient(testApp.app).post('/api/auth/forgot-password', {
      email: 'kept@example.no',
    });
    await readLink(testApp.app, 'kept@example.no', '/reset-password');
    // The notice says nothing changed yet, and how to cancel.
    const mailbox = await testApp.app.inject({ url: '/api/dev/mailbox?to=kept@example.no' });
    const notice = mailbox
      .json()
      .data.find((mail: { text: string }) => mail.text.includes('kept@exampel.no'));
    expect(notice.text).toContain('Your account keeps using kept@example.no until');
    expect(notice.text).not.toContain('reset your password');
    expect((await client.get('/api/users/me')).json().data.email).toBe('kept@example.no');
  });

  it('moves to the new address when its link is opened; old reset links stop working', async () => {
    const { confirm } = await askToMove('mover', 'moved@example.no');
    await createApiClient(testApp.app).post('/api/auth/forgot-password', {
      email: 'mover@example.no',
    });
    const reset = tokenOf(await readLink(testApp.app, 'mover@example.no', '/reset-password'));
    const confirmed = await verify(confirm);
    expect(confirmed.json()).toEqual({ success: true, data: { status: 'email_changed' } });
    expect((await verify(confirm)).json().data.status).toBe('already_verified');
    const moved = await login('moved@example.no');
    expect(moved.json().data.user).toMatchObject({
      email: 'moved@example.no',
      email_verified: true,
      pending_email: null,
    });
    expect((await login('mover@example.no')).statusCode).toBe(401);
    const lateReset = await createApiClient(testApp.app).post('/api/auth/reset-password', {
      token: reset,
      new_password: 'Another-pass1-Lamp',
      confirm_password: 'Another-pass1-Lamp',
    });
    expect(lateReset.statusCode).toBe(400);
  });

  it('cancels from the old address: the change is dropped, devices signed out, login works', async () => {
    const { client, confirm, cancel: cancelToken } = await askToMove('typo', 'typo@exmaple.no');
    const cancelled = await cancel(cancelToken);
    expect(cancelled.json()).toEqual({ success: true, data: { email: 'typo@example.no' } });
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
    expect((await verify(confirm)).statusCode).toBe(400);
    const again = await login('typo@example.no');
    expect(again.json().data.user).toMatchObject({ email: 'typo@example.no', pending_email: null });
    const reused = await cancel(cancelToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe('Invalid or already used cancel link');
  });

  it('undoes a confirmed change with the old address’s link, as after a stolen session', async () => {
    const { confirm, cancel: cancelToken } = await askToMove('robbed', 'thief@example.no');
    expect((await verify(confirm)).json().data.status).toBe('email_changed');
    // The thief changes again: the owner's first cancel link must survive it.
    const thief = createApiClient(testApp.app);
    await thief.post('/api/auth/login', { identifier: 'thief@example.no', password: PASSWORD });
    await thief.put('/api/users/me', { email: 'thief2@example.no', password: PASSWORD });
    await readLink(testApp.app, 'thief2@example.no', '/confirm-email');
    expect((await cancel(cancelToken)).json().data).toEqual({ email: 'robbed@example.no' });
    expect((await thief.get('/api/users/me')).statusCode).toBe(401);
    expect((await login('robbed@example.no')).json().data.user).toMatchObject({
      email: 'robbed@example.no',
      email_verified: true,
      pending_email: null,
    });
    expect((await login('thief@example.no')).statusCode).toBe(401);
  });

  it('refuses an expired cancel link, and a new address another account took meanwhile', async () => {
    const { confirm, cancel: cancelToken } = await askToMove('late', 'late@example.com');
    await testApp.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(
        and(
          eq(emailTokens.purpose, 'cancel_email_change'),
          eq(emailTokens.email, 'late@example.no'),
        ),
      );
    const expired = await cancel(cancelToken);
    expect(expired.statusCode).toBe(410);
    await createApiClient(testApp.app).post('/api/auth/signup', {
      username: 'quicker',
      email: 'late@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      department_id: 1,
    });
    const taken = await verify(confirm);
    expect(taken.statusCode).toBe(409);
    expect((await login('late@example.no')).json().data.user).toMatchObject({
      email: 'late@example.no',
      pending_email: null,
    });
  });

  it('lets the signed-in user withdraw a waiting change; its link then fails', async () => {
    const { client, confirm } = await askToMove('undecided', 'maybe@example.no');
    const withdrawn = await client.delete('/api/users/me/email-change');
    expect(withdrawn.json().data).toMatchObject({
      email: 'undecided@example.no',
      pending_email: null,
    });
    expect((await verify(confirm)).statusCode).toBe(400);
    const nothing = await client.delete('/api/users/me/email-change');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe('There is no email change waiting');
  });

  it('replaces a waiting change with a newer one: only the newest link confirms', async () => {
    const { client, confirm: first } = await askToMove('twice', 'first@example.no');
    await client.put('/api/users/me', { email: 'second@example.no', password: PASSWORD });
    const second = tokenOf(await readLink(testApp.app, 'second@example.no', '/confirm-email'));
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).json().data.status).toBe('email_changed');
  });
});
