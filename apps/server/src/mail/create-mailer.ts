import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { DevMailbox } from './dev-mailbox';
import type { Mailer } from './mailer';

/** Only `info` is used, so app.log, a child logger or a test double all fit. */
export type MailerLogger = Pick<FastifyBaseLogger, 'info'>;

export type CreateMailerOptions = {
  /** smtp:// or smtps:// URL, user:pass included; without it mail goes to the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailbox: DevMailbox;
  logger: MailerLogger;
};

// nodemailer waits up to 2 min to connect and 10 min on a silent socket; a request that sends
// mail (sign-up, reset) should fail long before that. Query parameters in the URL still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends over SMTP when configured; otherwise keeps the mail in the dev mailbox and logs it. */
export function createMailer({ smtpUrl, mailFrom, mailbox, logger }: CreateMailerOptions): Mailer {
  if (smtpUrl) {
    const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      kind: 'smtp',
      async send({ to, subject, text, html }) {
        // Rejects with nodemailer's error; whether that fails the request is the caller's call.
        await transport.sendMail({ from: mailFrom, to, subject, text, html });
      },
      async close() {
        transport.close();
      },
    };
  }

  return {
    kind: 'dev-mailbox',
    async send(message) {
      const stored = mailbox.add(message);
      // The links are logged on purpose: in development the log is where one looks for them.
      logger.info(
        { to: stored.to, subject: stored.subject, links: stored.links },
        'dev mailbox: message stored',
      );
    },
    async close() {},
  };
}
