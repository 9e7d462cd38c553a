import { AUTH_MESSAGES } from '@workbench/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { PASSWORD, signUpAndLogIn } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())('login, cookies, CSRF and refresh on $name', (target) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('sets HttpOnly, SameSite=Lax session cookies and a readable CSRF cookie', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'cookies');
    const relogin = await client.post('/api/auth/login', {
      identifier: 'COOKIES@example.no',
      password: PASSWORD,
    });
    expect(relogin.statusCode).toBe(200);
    const byName = new Map(relogin.cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName.get('access_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
    });
    expect(byName.get('refresh_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
    });
    expect(byName.get('csrf_token')).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(byName.get('csrf_token')?.value).toMatch(/^[\w-]{43}$/);
    expect(byName.get('csrf_token')?.httpOnly).toBeUndefined();
    expect(byName.get('access_token')?.secure).toBeUndefined();
    const me = await client.get('/api/users/me');
    expect(me.json().data).toMatchObject({ username: 'cookies', email: 'cookies@example.no' });
  });

  it('marks cookies Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await buildTestApp(undefined, undefined, { trustProxy: 1 });
    try {
      const client = createApiClient(behindProxy.app);
      await signUpAndLogIn(behindProxy.app, client, 'secure');
      const response = await client.post(
        '/api/auth/login',
        { identifier: 'secure', password: PASSWORD },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toHaveLength(3);
      expect(response.cookies.every((cookie) => cookie.secure === true)).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'wrongpw');
    const fresh = createApiClient(testApp.app);
    const wrong = await fresh.post('/api/auth/login', {
      identifier: 'wrongpw',
      password: 'Nope1234!',
    });
    const unknown = await fresh.post('/api/auth/login', {
      identifier: 'ghost',
      password: 'Nope1234!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(wrong.cookies.filter((cookie) => cookie.name === 'access_token')).toEqual([]);
  });

  it('slows down a guesser at one address after 5 failures, without locking the owner out', async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'bruteforced');
    const attacker = createApiClient(testApp.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await attacker.post('/api/auth/login', {
        identifier: 'BruteForced',
        password: `Wrong${attempt}!aa`,
      });
      expect(response.statusCode).toBe(401);
    }
    const slowed = await attacker.post('/api/auth/login', {
      identifier: 'bruteforced',
      password: `Wrong5!aa`,
    });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(1);
    // The e-mail address is the same account: no fresh tries by switching names.
    const byEmail = await attacker.post('/api/auth/login', {
      identifier: 'bruteforced@example.no',
      password: PASSWORD,
    });
    expect(byEmail.statusCode).toBe(429);
    // The owner, at another address, signs in with the right password at once.
    const owner = createApiClient(testApp.app);
    const signedIn = await owner.post('/api/auth/login', {
      identifier: 'bruteforced',
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('checks at most 5 of many parallel guesses from one address, and 20 from many', async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'parallel');
    const oneAddress = createApiClient(testApp.app, { ip: '10.9.9.9' });
    const fromOne = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        oneAddress.post('/api/auth/login', {
          identifier: 'parallel',
          password: `Wrong${index}!aa`,
        }),
      ),
    );
    expect(fromOne.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
    const fromMany = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        createApiClient(testApp.app).post('/api/auth/login', {
          identifier: 'parallel',
          password: `Wrong${index}!aa`,
        }),
      ),
    );
    // 5 were counted already; the account allows 20 before it slows everyone down.
    expect(fromMany.filter((answer) => answer.statusCode === 401)).toHaveLength(15);
  });

  it('slows down one address guessing across accounts only after 100 failures', async () => {
    const attacker = createApiClient(testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 100; attempt++) {
      const response = await attacker.post('/api/auth/login', {
        identifier: `nobody${attempt}`,
        password: 'Wrong1!aa',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it('refuses writes without a matching X-CSRF-Token header with 403', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'csrf');
    const body = { identifier: 'csrf', password: PASSWORD };
    const missing = await client.post('/api/auth/login', body, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error).toEqual({
      code: 'CSRF_INVALID',
      message: AUTH_MESSAGES.csrfInvalid,
    });
    const wrong = await client.post('/api/auth/login', body, { csrf: 'not-the-cookie' });
    expect(wrong.statusCode).toBe(403);
    const finish = await client.post('/api/users/me/tutorial/finish', undefined, { csrf: false });
    expect(finish.statusCode).toBe(403);
    const noCookie = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'x-csrf-token': 'abcdefghijkl' },
      payload: { email: 'a@b.no' },
    });
    expect(noCookie.statusCode).toBe(403);
  });

  it('rotates the CSRF value at login and refresh', async () => {
    const client = createApiClient(testApp.app);
    await client.get('/api/auth/csrf');
    const anonymous = client.cookies.get('csrf_token');
    await signUpAndLogIn(testApp.app, client, 'rotates');
    const afterLogin = client.cookies.get('csrf_token');
    expect(anonymous).toBeDefined();
    expect(afterLogin).toBeDefined();
    expect(afterLogin).not.toBe(anonymous);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(200);
    const afterRefresh = client.cookies.get('csrf_token');
    expect(afterRefresh).toBeDefined();
    expect(afterRefresh).not.toBe(afterLogin);
  });

  it('binds the CSRF value to the session: a planted cookie and header do not pass', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'planted');
    const own = client.cookies.get('csrf_token')!;
    // A neighbouring subdomain can set cookies for this site, and so repeat its own value.
    client.cookies.set('csrf_token', 'planted-by-a-neighbour');
    const planted = await client.post('/api/users/me/tutorial/finish');
    expect(planted.statusCode).toBe(403);
    expect(planted.json().error.code).toBe('CSRF_INVALID');
    // The browser that lost its cookie gets its session's value back, not a new random one.
    client.cookies.delete('csrf_token');
    const fetched = await client.get('/api/auth/csrf');
    expect(fetched.json().data.csrf_token).toBe(own);
    expect((await client.post('/api/users/me/tutorial/finish')).statusCode).toBe(200);
    // A signed-out browser still works by double submit (the login form).
    const visitor = createApiClient(testApp.app);
    visitor.cookies.set('csrf_token', 'any-value-of-its-own');
    const login = await visitor.post('/api/auth/login', {
      identifier: 'planted',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('swaps the refresh token once; replaying the old one ends the whole session', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'replay');
    const stolenRefresh = client.cookies.get('refresh_token')!;
    const oldAccess = client.cookies.get('access_token');
    const refresh = await client.post('/api/auth/refresh');
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().data.user.username).toBe('replay');
    expect(client.cookies.get('access_token')).not.toBe(oldAccess);
    expect((await client.get('/api/users/me')).statusCode).toBe(200);

    const thief = createApiClient(testApp.app);
    await thief.get('/api/auth/csrf');
    thief.cookies.set('refresh_token', stolenRefresh);
    const replay = await thief.post('/api/auth/refresh');
    expect(replay.statusCode).toBe(401);
    expect((await client.get('/api/users/me')).statusCode).toBe(401);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses an expired access token, and refresh brings the session back', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'expired');
    await testApp.database.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() - 1) });
    const me = await client.get('/api/users/me');
    expect(me.statusCode).toBe(401);
    expect((await client.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
  });

  it('refuses a refresh after the session reached its absolute end', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'ended');
    await testApp.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1) });
    const refresh = await client.post('/api/auth/refresh');
    expect(refresh.statusCode).toBe(401);
    expect(client.cookies.has('refresh_token')).toBe(false);
  });

  it('logs out: the cookies are cleared and the old access token no longer works', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'leaver');
    const access = client.cookies.get('access_token')!;
    const logout = await client.post('/api/auth/logout');
    expect(logout.json()).toEqual({ success: true, data: null });
    expect(client.cookies.has('access_token')).toBe(false);
    expect(client.cookies.has('csrf_token')).toBe(false);
    const replay = await testApp.app.inject({
      url: '/api/users/me',
      headers: { cookie: `access_token=${access}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(AUTH_MESSAGES.notSignedIn);
  });

  it('logs out with only the refresh cookie left (the access cookie lapsed)', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'lapsed');
    const refreshToken = client.cookies.get('refresh_token')!;
    client.cookies.delete('access_token');
    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    const thief = createApiClient(testApp.app);
    await thief.get('/api/auth/csrf');
    thief.cookies.set('refresh_token', refreshToken);
    expect((await thief.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('takes the client address from one trusted proxy only, so X-Forwarded-For cannot dodge limits', async () => {
    const behindProxy = await buildTestApp(undefined, undefined, { trustProxy: 1 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= 100; attempt++) {
        const response = await behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.1',
          headers: {
            cookie: 'csrf_token=abcdefghijkl',
            'x-csrf-token': 'abcdefghijkl',
            'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9`,
          },
          payload: { identifier: `nobody${attempt}`, password: 'Wrong1!aa' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers /api/users/me with 401 to a visitor', async () => {
    const response = await testApp.app.inject({ url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});
