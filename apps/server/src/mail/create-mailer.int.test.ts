import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type MailerLogger } from './create-mailer';
import { createDevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';
import { renderMail } from './render-mail';

const MAIL_FROM = 'Redaction Workbench <no-reply@workbench.test>';
const USER = 'mailer';
// Characters that must be percent-encoded in the URL, so the decoding is exercised too.
const PASS = 'p@ss:w/rd';

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A real SMTP server on a free local port, plain text with AUTH PLAIN/LOGIN allowed. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(resolve)));
  const { port } = server.server.address() as AddressInfo;
  return { port, received };
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

function authUrl(port: number, pass = PASS): string {
  return `smtp://${USER}:${encodeURIComponent(pass)}@127.0.0.1:${port}`;
}

// ---- A just-big-enough MIME reader: headers, multipart, quoted-printable and base64. ----

function splitHead(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: entity.slice(end + 4) };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => {
    return String.fromCharCode(parseInt(hex, 16));
  });
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words, in case a subject is not plain ASCII. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The decoded bodies of a message by content type (text/plain, text/html). */
function readMessage(raw: string) {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = new Map<string, string>();
  const entities = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const entity of entities) {
    const part = boundary ? splitHead(entity.replace(/^\r\n/, '')) : { headers, body };
    const type = (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
    parts.set(type, decodeBody(part.headers, part.body.replace(/\r\n$/, '')));
  }
  return { headers, subject: decodeHeader(headers.get('subject') ?? ''), parts };
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
    expect(mail!.user).toBe(USER);
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
      { kind: 'email-changed', username: 'kari', newEmail: 'new@example.org' },
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
