import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type MailerLogger } from './create-mailer';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { renderMail } from './render-mail';
import {
  readMessage,
  SMTP_PASS,
  SMTP_USER,
  startSmtpServer as startServer,
} from '../test/smtp-test-server';

const MAIL_FROM = 'Redaction Workbench <no-reply@workbench.test>';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startSmtpServer(...args: Parameters<typeof startServer>) {
  const server = await startServer(...args);
  cleanups.push(server.close);
  return server;
}

function smtpMailer(smtpUrl: string): Mailer {
  const logger: MailerLogger = { info: () => {} };
  const mailer = createMailer({
    smtpUrl,
    mailFrom: MAIL_FROM,
    mailbox: createDevMailbox(),
    logger,
  });
  cleanups.push(() => mailer.close());
  return mailer;
}

function authUrl(port: number, pass = SMTP_PASS): string {
  return `smtp://${SMTP_USER}:${encodeURIComponent(pass)}@127.0.0.1:${port}`;
}

describe('createMailer over SMTP', () => {
  it('delivers a rendered e-mail with the exact link, authenticating with the URL credentials', async () => {
    const { port, received } = await startSmtpServer();
    const mailer = smtpMailer(authUrl(port));
    // A real verification token: 32 random bytes in base64url are 43 characters.
    const token = randomBytes(32).toString('base64url');
    expect(token).toHaveLength(43);
    const link = `http://localhost:5173/verify-email?token=${token}&lang=nb`;
    const rendered = renderMail(
      { kind: 'verify-email', username: 'kari', link, expiresInHours: 24 },
      'nb',
    );

    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'kari@example.org', ...rendered });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.user).toBe(SMTP_USER);
    expect(mail!.from).toBe('no-reply@workbench.test');
    expect(mail!.to).toEqual(['kari@example.org']);
    const message = readMessage(mail!.raw);
    expect(message.headers.get('to')).toBe('kari@example.org');
    expect(message.headers.get('from')).toContain('no-reply@workbench.test');
    expect(message.subject).toBe(rendered.subject);
    const text = message.parts.get('text/plain')!;
    expect(text.split(/\r?\n/)).toContain(link);
    expect(text).toContain('Lenken utløper om 24 timer.');
    expect(message.parts.get('text/html')).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('rejects when the SMTP server refuses the credentials', async () => {
    const { port, received } = await startSmtpServer();
    const mailer = smtpMailer(authUrl(port, 'wrong'));
    const rendered = renderMail(
      { kind: 'reset-password', username: 'kari', link: 'https://x.test/r', expiresInMinutes: 15 },
      'en',
    );
    await expect(mailer.send({ to: 'old@example.org', ...rendered })).rejects.toMatchObject({
      code: 'EAUTH',
    });
    expect(received).toHaveLength(0);
  });

  it('rejects when the SMTP server refuses the recipient', async () => {
    const { port, received } = await startSmtpServer({
      authOptional: true,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
    });
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`);
    const rendered = renderMail(
      { kind: 'reset-password', username: 'kari', link: 'http://x.test/r', expiresInMinutes: 30 },
      'en',
    );
    await expect(mailer.send({ to: 'nobody@example.org', ...rendered })).rejects.toThrow(
      /No such mailbox/,
    );
    expect(received).toHaveLength(0);
  });
});

describe('createMailer without SMTP', () => {
  it('keeps the message in the dev mailbox and logs where its link goes', async () => {
    const mailbox = createDevMailbox();
    const logged: unknown[][] = [];
    const logger: MailerLogger = { info: (...args: unknown[]) => void logged.push(args) };
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, mailbox, logger });
    const link = `http://localhost:5173/reset-password?token=${randomBytes(32).toString('base64url')}`;
    const rendered = renderMail(
      { kind: 'reset-password', username: 'ola', link, expiresInMinutes: 30 },
      'en',
    );

    expect(mailer.kind).toBe('dev-mailbox');
    await mailer.send({ to: 'ola@example.org', ...rendered });
    await mailer.close();

    expect(mailbox.list({ to: 'OLA@example.org' })).toEqual([
      expect.objectContaining({ to: 'ola@example.org', subject: rendered.subject, links: [link] }),
    ]);
    expect(logged).toEqual([
      [
        { to: 'ola@example.org', subject: rendered.subject, links: [link] },
        'dev mailbox: message stored',
      ],
    ]);
  });
});
