import { AUTH_MESSAGES } from '@workbench/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../db/schema';
import { PASSWORD, readLink, signupBody, tokenOf } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())('sign-up and e-mail verification on $name', (target) => {
  let testApp: TestApp;
  let inactiveDepartmentId: number;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
    const departments = await testApp.app.inject({ url: '/api/departments?active=false' });
    inactiveDepartmentId = departments.json<{ data: { id: number }[] }>().data[0]!.id;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('creates an unverified account that can log in only after following the e-mailed link', async () => {
    const client = createApiClient(testApp.app);
    const signup = await client.post('/api/auth/signup', signupBody('Kari.N', { language: 'nb' }));
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toMatchObject({
      success: true,
      data: {
        user: { username: 'Kari.N', email: 'kari.n@example.no', email_verified: false },
        verification_required: true,
      },
    });
    const refused = await client.post('/api/auth/login', {
      identifier: 'kari.n',
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(AUTH_MESSAGES.unverifiedLogin);
    expect(refused.json().error.message.toLowerCase()).toContain('verify your email');

    const link = await readLink(testApp.app, 'kari.n@example.no', '/verify-email');
    expect(link.startsWith('http://localhost:8080/verify-email?token=')).toBe(true);
    const verify = await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(verify.json()).toEqual({ success: true, data: { status: 'verified' } });
    const again = await client.post('/api/auth/verify-email', { token: tokenOf(link) });
    expect(again.json()).toEqual({ success: true, data: { status: 'already_verified' } });

    const login = await client.post('/api/auth/login', {
      identifier: 'kari.n',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ email_verified: true, language: 'nb' });
  });

  it('writes the verification e-mail in the language chosen at sign-up', async () => {
    const client = createApiClient(testApp.app);
    await client.post('/api/auth/signup', signupBody('ola', { language: 'nb' }));
    await readLink(testApp.app, 'ola@example.no', '/verify-email');
    const mailbox = await testApp.app.inject({ url: '/api/dev/mailbox?to=ola@example.no' });
    expect(mailbox.json().data[0].text).toMatch(/utløper/);
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const client = createApiClient(testApp.app);
    await client.post('/api/auth/signup', signupBody('hashcheck'));
    const token = tokenOf(await readLink(testApp.app, 'hashcheck@example.no', '/verify-email'));
    const rows = await testApp.database.db.select().from(emailTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const stored = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'hashcheck'));
    expect(stored[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username or e-mail in any case, and says which', async () => {
    const client = createApiClient(testApp.app);
    expect((await client.post('/api/auth/signup', signupBody('taken'))).statusCode).toBe(201);
    const sameName = await client.post(
      '/api/auth/signup',
      signupBody('TAKEN', { email: 'other@example.no' }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Username is already taken',
    });
    const sameEmail = await client.post(
      '/api/auth/signup',
      signupBody('someone', { email: 'Taken@Example.no' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe('An account with this email already exists');
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(51) }, 'Username must be at most 50 characters'],
    [{ username: '.kari' }, 'Username must start with a letter or number'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ password: 'short1!A', confirmPassword: 'short1!B' }, 'Passwords do not match'],
    [
      { password: 'alllowercase1!', confirmPassword: 'alllowercase1!' },
      'Password must contain at least one uppercase letter',
    ],
    [{ department_id: 'one' }, 'Please choose a department'],
  ])('refuses %j with its message', async (overrides, message) => {
    const client = createApiClient(testApp.app);
    const response = await client.post('/api/auth/signup', signupBody('valid', overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('accepts the shortest and longest usernames', async () => {
    const client = createApiClient(testApp.app);
    for (const username of ['abc', `b${'x'.repeat(49)}`]) {
      const response = await client.post('/api/auth/signup', signupBody(username));
      expect(response.statusCode).toBe(201);
    }
  });

  it('refuses an inactive or unknown department', async () => {
    const client = createApiClient(testApp.app);
    for (const departmentId of [inactiveDepartmentId, 99_999]) {
      const response = await client.post(
        '/api/auth/signup',
        signupBody('deptless', { department_id: departmentId }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Please choose an active department');
    }
  });

  it('says an expired link expired, and a made-up one is invalid', async () => {
    const client = createApiClient(testApp.app);
    await client.post('/api/auth/signup', signupBody('late'));
    const token = tokenOf(await readLink(testApp.app, 'late@example.no', '/verify-email'));
    await testApp.database.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await client.post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(AUTH_MESSAGES.verificationExpired);
    const madeUp = await client.post('/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.message).toBe(AUTH_MESSAGES.verificationInvalid);
    const malformed = await client.post('/api/auth/verify-email', { token: 'bad token!' });
    expect(malformed.json().error.message).toBe('Invalid token');
  });

  it('resends a new link that replaces the old one, and answers a verified address like any other', async () => {
    const client = createApiClient(testApp.app);
    await client.post('/api/auth/signup', signupBody('resender'));
    const first = tokenOf(await readLink(testApp.app, 'resender@example.no', '/verify-email'));
    const resend = await client.post('/api/auth/resend-verification', {
      email: 'Resender@example.no',
    });
    expect(resend.json()).toEqual({ success: true, data: null });
    let second = first;
    while (second === first) {
      second = tokenOf(await readLink(testApp.app, 'resender@example.no', '/verify-email'));
    }
    const old = await client.post('/api/auth/verify-email', { token: first });
    expect(old.statusCode).toBe(400);
    expect((await client.post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    const verified = await client.post('/api/auth/resend-verification', {
      email: 'resender@example.no',
    });
    // A 409 here told anyone that the address has a verified account.
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe(resend.body);
    const mails = await testApp.app.inject({ url: '/api/dev/mailbox?to=resender@example.no' });
    const links = mails.json<{ data: unknown[] }>().data.length;
    await client.post('/api/auth/resend-verification', { email: 'resender@example.no' });
    const after = await testApp.app.inject({ url: '/api/dev/mailbox?to=resender@example.no' });
    expect(after.json<{ data: unknown[] }>().data).toHaveLength(links);
  });

  it('refuses a common password that meets the character rules, and creates nothing', async () => {
    const client = createApiClient(testApp.app);
    const weak = { password: 'Password1!', confirmPassword: 'Password1!' };
    const refused = await client.post('/api/auth/signup', signupBody('weakling', weak));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: AUTH_MESSAGES.weakPassword,
      details: { issues: [{ path: '/password' }] },
    });
    // Its own name as the password is refused too.
    const own = { password: 'Weakling2024!', confirmPassword: 'Weakling2024!' };
    expect((await client.post('/api/auth/signup', signupBody('weakling', own))).statusCode).toBe(
      400,
    );
    const created = await client.post('/api/auth/signup', signupBody('weakling'));
    expect(created.statusCode).toBe(201);
  });

  it('answers a resend for an unknown address like any other, and sends nothing', async () => {
    const client = createApiClient(testApp.app);
    const response = await client.post('/api/auth/resend-verification', {
      email: 'nobody@example.no',
    });
    expect(response.json()).toEqual({ success: true, data: null });
    const mailbox = await testApp.app.inject({ url: '/api/dev/mailbox?to=nobody@example.no' });
    expect(mailbox.json().data).toEqual([]);
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const client = createApiClient(testApp.app);
      const body = signupBody(`repeat${attempt}`, { email: 'repeat@example.no' });
      statuses.push((await client.post('/api/auth/signup', body)).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });

  it('sends nothing past an address limit but answers alike, and limits an IP with 429 and Retry-After', async () => {
    const client = createApiClient(testApp.app);
    await client.post('/api/auth/signup', signupBody('limited'));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const resend = { email: 'limited@example.no' };
      statuses.push((await client.post('/api/auth/resend-verification', resend)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const mailbox = await testApp.app.inject({ url: '/api/dev/mailbox?to=limited@example.no' });
    // The sign-up's own link and three resent ones.
    expect(mailbox.json().data).toHaveLength(4);
    for (let attempt = 0; attempt < 15; attempt++) {
      const other = { email: `other${attempt}@example.no` };
      await client.post('/api/auth/resend-verification', other);
    }
    const refused = await client.post('/api/auth/resend-verification', {
      email: 'limited@example.no',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: AUTH_MESSAGES.tooManyAttempts,
    });
  });
});
