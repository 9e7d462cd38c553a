import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signupBody, tokenOf } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import {
  readMessage,
  SMTP_PASS,
  SMTP_USER,
  startSmtpServer,
  type Received,
} from '../test/smtp-test-server';

describe('accounts with SMTP_URL set', () => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const smtpUrl = `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:${smtp.port}`;
    testApp = await buildTestApp(undefined, undefined, {
      smtpUrl,
      publicUrl: 'https://redact.example.no',
      mailFrom: 'Workbench <no-reply@redact.example.no>',
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  async function nextMail(to: string): Promise<Received> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const mail = smtp.received.find((received) => received.to.includes(to));
      if (mail !== undefined) return mail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail to ${to}`);
  }

  it('sends the verification link over SMTP, and following it lets the user log in', async () => {
    const client = createApiClient(testApp.app);
    const signup = await client.post(
      '/api/auth/signup',
      signupBody('smtpuser', { language: 'nb' }),
    );
    expect(signup.statusCode).toBe(201);
    const mail = await nextMail('smtpuser@example.no');
    expect(mail.user).toBe(SMTP_USER);
    expect(mail.from).toBe('no-reply@redact.example.no');
    const message = readMessage(mail.raw);
    const text = message.parts.get('text/plain')!;
    const link = /https:\/\/redact\.example\.no\/verify-email\?token=[\w-]+/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(text).toContain('utløper');

    const verify = await client.post('/api/auth/verify-email', { token: tokenOf(link!) });
    expect(verify.json().data.status).toBe('verified');
    const login = await client.post('/api/auth/login', {
      identifier: 'smtpuser',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('does not serve the dev mailbox when real e-mail is configured', async () => {
    expect((await testApp.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });
});
