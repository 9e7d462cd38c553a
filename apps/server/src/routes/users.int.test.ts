import { AUTH_MESSAGES } from '@workbench/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessions, users } from '../db/schema';
import { PASSWORD, signUpAndLogIn, signupBody } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { databaseTargets } from '../test/test-databases';

describe.each(databaseTargets())('the user, profile and account calls on $name', (target) => {
  let testApp: TestApp;
  let departments: { id: number; is_active: boolean }[];

  beforeAll(async () => {
    testApp = await buildTestApp(undefined, await target.open());
    departments = (await testApp.app.inject({ url: '/api/departments' })).json().data;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('checks username and e-mail availability case-insensitively and echoes the value', async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'Checked');
    const visitor = createApiClient(testApp.app);
    const taken = await visitor.get('/api/users/check/username?username=cHECKED');
    expect(taken.json()).toEqual({
      success: true,
      data: { available: false, username: 'cHECKED' },
    });
    const free = await visitor.get('/api/users/check/username?username=freename');
    expect(free.json().data.available).toBe(true);
    const email = await visitor.get('/api/users/check/email?email=CHECKED@example.no');
    expect(email.json().data).toEqual({ available: false, email: 'CHECKED@example.no' });
    const short = await visitor.get('/api/users/check/username?username=ab');
    expect(short.statusCode).toBe(400);
    const badEmail = await visitor.get('/api/users/check/email?email=nope');
    expect(badEmail.json().error.message).toBe('Invalid email format');
  });

  it('limits availability checks per IP with 429, the error envelope and Retry-After', async () => {
    const prober = createApiClient(testApp.app);
    const statuses = new Set<number>();
    for (let check = 0; check < 60; check++) {
      statuses.add(
        (await prober.get(`/api/users/check/username?username=probe${check}`)).statusCode,
      );
      statuses.add(
        (await prober.get(`/api/users/check/email?email=probe${check}@x.no`)).statusCode,
      );
    }
    expect([...statuses]).toEqual([200]);
    const refused = await prober.get('/api/users/check/username?username=onemore');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      success: false,
      error: {
        code: 'RATE_LIMITED',
        message: AUTH_MESSAGES.tooManyAttempts,
        details: { retry_after_seconds: Number(refused.headers['retry-after']) },
      },
    });
    const elsewhere = createApiClient(testApp.app);
    expect((await elsewhere.get('/api/users/check/username?username=onemore')).statusCode).toBe(
      200,
    );
  });

  it('renames the user, refusing a taken name', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'renamer');
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'occupied');
    const taken = await client.put('/api/users/me', { username: 'Occupied' });
    expect(taken.statusCode).toBe(409);
    const renamed = await client.put('/api/users/me', { username: 'renamed', language: 'nb' });
    expect(renamed.json().data).toMatchObject({ username: 'renamed', language: 'nb' });
    const nothing = await client.put('/api/users/me', {});
    expect(nothing.json().error.message).toBe('Nothing to update');
  });

  it('asks for the current password before an e-mail change', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'mover');
    const withoutPassword = await client.put('/api/users/me', { email: 'moved@example.no' });
    expect(withoutPassword.json().error.message).toBe(
      'Current password is required to change your email',
    );
    const wrong = await client.put('/api/users/me', {
      email: 'moved@example.no',
      password: 'Wrong-pass1',
    });
    expect(wrong.json().error.message).toBe('Current password is incorrect');
    const moved = await client.put('/api/users/me', {
      email: 'Moved@example.no',
      password: PASSWORD,
    });
    // The rest of the change is in email-change.int.test.ts.
    expect(moved.json().data).toMatchObject({
      email: 'mover@example.no',
      pending_email: 'moved@example.no',
    });
  });

  it('changes department to an active one only', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'transfer');
    const active = departments.find((department) => department.is_active && department.id !== 1)!;
    const inactive = departments.find((department) => !department.is_active)!;
    const refused = await client.patch('/api/users/me/department', { department_id: inactive.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please choose an active department');
    const moved = await client.patch('/api/users/me/department', { department_id: active.id });
    expect(moved.json().data.department_id).toBe(active.id);
    const invalid = await client.patch('/api/users/me/department', { department_id: 0 });
    expect(invalid.json().error.message).toBe('Please choose a department');
  });

  it('records the finished tutorial', async () => {
    const client = createApiClient(testApp.app);
    await signUpAndLogIn(testApp.app, client, 'learner');
    expect((await client.get('/api/users/me')).json().data.tutorial_finished).toBe(false);
    const finished = await client.post('/api/users/me/tutorial/finish');
    expect(finished.json().data.tutorial_finished).toBe(true);
    const restarted = await client.post('/api/users/me/tutorial/restart');
    expect(restarted.json().data.tutorial_finished).toBe(false);
  });

  it('deletes the account only with the password and the exact confirm text', async () => {
    const client = createApiClient(testApp.app);
    const user = await signUpAndLogIn(testApp.app, client, 'deleter');
    const lowercase = await client.delete('/api/users/me', {
      password: PASSWORD,
      confirm: 'delete',
    });
    expect(lowercase.statusCode).toBe(400);
    expect(lowercase.json().error.message).toBe(
      'Please type DELETE exactly to confirm account deletion',
    );
    const wrong = await client.delete('/api/users/me', {
      password: 'Wrong-pass1',
      confirm: 'DELETE',
    });
    expect(wrong.json().error.message).toBe('Current password is incorrect');

    const deleted = await client.delete('/api/users/me', { password: PASSWORD, confirm: 'DELETE' });
    expect(deleted.json()).toEqual({ success: true, data: null });
    expect(client.cookies.has('access_token')).toBe(false);
    const { db } = testApp.database;
    expect(
      await db
        .select()
        .from(users)
        .where(sql`${users.id} = ${user.id}`),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${user.id}`),
    ).toEqual([]);
    const login = await createApiClient(testApp.app).post('/api/auth/login', {
      identifier: 'deleter',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    const signupAgain = await createApiClient(testApp.app).post(
      '/api/auth/signup',
      signupBody('deleter'),
    );
    expect(signupAgain.statusCode).toBe(201);
  });

  it("cascades every table that references users, so deletion leaves none of the user's rows", async () => {
    const result = await testApp.database.db.execute(sql`
      select kcu.table_name, kcu.column_name, rc.delete_rule
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'users'`);
    // Both drivers answer { rows }; the shared Drizzle type cannot say so.
    const { rows } = z
      .object({
        rows: z.array(
          z.object({ table_name: z.string(), column_name: z.string(), delete_rule: z.string() }),
        ),
      })
      .parse(result);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    // Who sent an invitation is the organization's record, not the sender's: it is cleared.
    const recordsOfOthers = ['organization_invitations.invited_by_user_id'];
    for (const row of rows) {
      const column = `${row.table_name}.${row.column_name}`;
      const rule = recordsOfOthers.includes(column) ? 'SET NULL' : 'CASCADE';
      expect([column, row.delete_rule]).toEqual([column, rule]);
    }
  });

  it('refuses every account call to a visitor, before looking at the body', async () => {
    const visitor = createApiClient(testApp.app);
    const badBody = await visitor.put('/api/users/me', { username: '!' });
    expect(badBody.statusCode).toBe(401);
    const calls = [
      visitor.put('/api/users/me', { username: 'x1234' }),
      visitor.delete('/api/users/me', { password: PASSWORD, confirm: 'DELETE' }),
      visitor.patch('/api/users/me/department', { department_id: 1 }),
      visitor.post('/api/users/me/tutorial/finish'),
      visitor.post('/api/users/me/tutorial/restart'),
      visitor.post('/api/users/me/change-password', {
        current_password: PASSWORD,
        new_password: 'Another-pass1',
        confirm_password: 'Another-pass1',
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});
