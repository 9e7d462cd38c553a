import { AUTH_MESSAGES, BILLING_PATHS, PDF_PATHS } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens } from '../db/schema';
import { PASSWORD, readLink, signUpAndLogIn, tokenOf } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

const NEW_PASSWORD = 'Nytt-passord2';

describe.each(databaseTargets())('forgot, reset and change password on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function timedForgot(email: string) {
    const client = createApiClient(testApp.app);
    const started = performance.now();
    const response = await client.post('/api/auth/forgot-password', { email });
    return { response, elapsed: performance.now() - started };
  }

  it('answers alike, after the same minimum time, for known and unknown addresses', async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'forgetful');
    const known = await timedForgot('forgetful@example.no');
    const unknown = await timedForgot('stranger@example.no');
    expect(known.response.statusCode).toBe(200);
    expect(unknown.response.body).toBe(known.response.body);
    expect(known.elapsed).toBeGreaterThanOrEqual(395);
    expect(unknown.elapsed).toBeGreaterThanOrEqual(395);
    await readLink(testApp.app, 'forgetful@example.no', '/reset-password');
    const none = await testApp.app.inject({ url: '/api/dev/mailbox?to=stranger@example.no' });
    expect(none.json().data).toEqual([]);
  });

  it('resets with the link once, signs out every session and key, and the new password works', async () => {
    const device = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, device, 'resetter');
    const created = await device.post(BILLING_PATHS.apiKeys, {
      name: 'Made by whoever',
      duration: '30d',
    });
    const { key } = created.json<{ data: { key: string } }>().data;
    const keyAuth = { authorization: `Bearer ${key}` };
    const keyCall = () =>
      testApp.app.inject({ method: 'POST', url: PDF_PATHS.search, headers: keyAuth });
    expect((await keyCall()).statusCode).not.toBe(401);
    await createApiClient(testApp.app).post('/api/auth/forgot-password', {
      email: 'resetter@example.no',
    });
    const token = tokenOf(await readLink(testApp.app, 'resetter@example.no', '/reset-password'));
    const body = { token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const reset = await createApiClient(testApp.app).post('/api/auth/reset-password', body);
    expect(reset.json()).toEqual({ success: true, data: null });
    expect((await device.get('/api/users/me')).statusCode).toBe(401);
    expect((await device.post('/api/auth/refresh')).statusCode).toBe(401);
    expect((await keyCall()).statusCode).toBe(401);

    const reused = await createApiClient(testApp.app).post('/api/auth/reset-password', body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(AUTH_MESSAGES.resetInvalid);
    const login = createApiClient(testApp.app);
    const old = await login.post('/api/auth/login', { identifier: 'resetter', password: PASSWORD });
    expect(old.statusCode).toBe(401);
    const fresh = await login.post('/api/auth/login', {
      identifier: 'resetter',
      password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired reset link with 410, and a mismatched confirmation with 400', async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'slowreader');
    const client = createApiClient(testApp.app);
    await client.post('/api/auth/forgot-password', { email: 'slowreader@example.no' });
    const token = tokenOf(await readLink(testApp.app, 'slowreader@example.no', '/reset-password'));
    const mismatch = await client.post('/api/auth/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.json().error.message).toBe('Passwords do not match');
    await testApp.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1) });
    const expired = await client.post('/api/auth/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(AUTH_MESSAGES.resetExpired);
  });

  it('refuses a reset token that is too short or has other characters', async () => {
    const client = createApiClient(testApp.app);
    for (const token of ['short', 'a'.repeat(501), 'has spaces in it']) {
      const response = await client.post('/api/auth/reset-password', {
        token,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid token');
    }
  });

  it('sends one address at most three links an hour from one IP, answering every request alike', async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'spammed');
    const client = createApiClient(testApp.app);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(await client.post('/api/auth/forgot-password', { email: 'spammed@example.no' }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await readLink(testApp.app, 'spammed@example.no', '/reset-password');
    const mailbox = await testApp.app.inject({ url: '/api/dev/mailbox?to=spammed@example.no' });
    const links = mailbox
      .json<{ data: { links: string[] }[] }>()
      .data.flatMap((mail) => mail.links)
      .filter((link) => new URL(link).pathname === '/reset-password');
    expect(links).toHaveLength(3);
  });

  it('changes the password: checks the current one, keeps this session, ends the others and the API keys', async () => {
    const here = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, here, 'changer');
    const created = await here.post(BILLING_PATHS.apiKeys, {
      name: 'Integrasjon',
      duration: '30d',
    });
    const keyAuth = {
      authorization: `Bearer ${created.json<{ data: { key: string } }>().data.key}`,
    };
    const keyCall = () =>
      testApp.app.inject({ method: 'POST', url: PDF_PATHS.search, headers: keyAuth });
    expect((await keyCall()).statusCode).not.toBe(401);
    const there = createApiClient(testApp.app);
    await there.post('/api/auth/login', { identifier: 'changer', password: PASSWORD });
    const wrong = await here.post('/api/users/me/change-password', {
      current_password: 'Wrong-pass1',
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Current password is incorrect');
    const same = await here.post('/api/users/me/change-password', {
      current_password: PASSWORD,
      new_password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(same.json().error.message).toBe('New password must be different from current password');
    const changed = await here.post('/api/users/me/change-password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/api/users/me')).statusCode).toBe(200);
    expect((await there.get('/api/users/me')).statusCode).toBe(401);
    expect((await there.post('/api/auth/refresh')).statusCode).toBe(401);
    // Whoever knew the old password may have made a key: it stops working too.
    expect((await keyCall()).statusCode).toBe(401);
    expect((await here.get(BILLING_PATHS.apiKeys)).json().data).toEqual([]);
  });

  it('refuses a common new password on reset and change; the reset link still works after', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'weakchanger');
    const weak = { new_password: 'Velkommen1!', confirm_password: 'Velkommen1!' };
    const changed = await client.post('/api/users/me/change-password', {
      current_password: PASSWORD,
      ...weak,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.message).toBe(AUTH_MESSAGES.weakPassword);
    await createApiClient(testApp.app).post('/api/auth/forgot-password', {
      email: 'weakchanger@example.no',
    });
    const token = tokenOf(await readLink(testApp.app, 'weakchanger@example.no', '/reset-password'));
    const reset = (body: object) =>
      createApiClient(testApp.app).post('/api/auth/reset-password', { token, ...body });
    const refused = await reset(weak);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(AUTH_MESSAGES.weakPassword);
    const strong = await reset({ new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(strong.statusCode).toBe(200);
  });

  it('voids a reset link once the password changed in another way', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'twoways');
    await createApiClient(testApp.app).post('/api/auth/forgot-password', {
      email: 'twoways@example.no',
    });
    const token = tokenOf(await readLink(testApp.app, 'twoways@example.no', '/reset-password'));
    await client.post('/api/users/me/change-password', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    const reset = await createApiClient(testApp.app).post('/api/auth/reset-password', {
      token,
      new_password: 'Third-pass3',
      confirm_password: 'Third-pass3',
    });
    expect(reset.statusCode).toBe(400);
  });
});
