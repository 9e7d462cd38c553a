import type { TLanguage } from '@workbench/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_TTL_MS } from '../auth/auth-timings';
import { createToken, hashToken } from '../auth/tokens';
import type { EmailTokenPurpose, UserRow } from '../db/schema';
import { loggableError } from '../errors/loggable-error';
import type { Mailer, MailTemplate, RenderMail } from '../mail/mailer';
import type { EmailTokensRepository } from '../repositories/email-tokens.repository';

type Dependencies = {
  emailTokens: EmailTokensRepository;
  mailer: Mailer;
  renderMail: RenderMail;
  publicUrl: string;
  logger: FastifyBaseLogger;
};

const LINKS = {
  verify: { purpose: 'verify_email', page: '/verify-email', ttlMs: AUTH_TTL_MS.verifyEmail },
  reset: { purpose: 'reset_password', page: '/reset-password', ttlMs: AUTH_TTL_MS.resetPassword },
  // A new address is confirmed on a page that also works signed in (it usually is).
  confirmChange: {
    purpose: 'verify_email',
    page: '/confirm-email',
    ttlMs: AUTH_TTL_MS.verifyEmail,
  },
  cancelChange: {
    purpose: 'cancel_email_change',
    page: '/cancel-email-change',
    ttlMs: AUTH_TTL_MS.cancelEmailChange,
  },
} satisfies Record<string, { purpose: EmailTokenPurpose; page: string; ttlMs: number }>;

/** Creates the single-use links of the account flows and sends them in the user's language. */
export function createAccountEmails({
  emailTokens,
  mailer,
  renderMail,
  publicUrl,
  logger,
}: Dependencies) {
  async function send(to: string, template: MailTemplate, language: string) {
    const rendered = renderMail(template, language as TLanguage);
    await mailer.send({ to, ...rendered });
  }

  /** A link for `email`; earlier open links of its purpose stop working, but cancel links. */
  async function createLink(
    user: UserRow,
    kind: keyof typeof LINKS,
    email = user.email,
  ): Promise<string> {
    const token = createToken();
    const { purpose, page, ttlMs } = LINKS[kind];
    const row = {
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      email,
      expiresAt: new Date(Date.now() + ttlMs),
    };
    if (purpose === 'cancel_email_change') await emailTokens.insert(row);
    else await emailTokens.replace(row);
    return `${publicUrl}${page}?token=${token}`;
  }

  return {
    /** Sends a fresh verification link; earlier links of the user stop working. */
    async sendVerification(user: UserRow): Promise<void> {
      const link = await createLink(user, 'verify');
      const template = {
        kind: 'verify-email',
        username: user.username,
        link,
        expiresInHours: AUTH_TTL_MS.verifyEmail / 3_600_000,
      } as const;
      await send(user.email, template, user.language);
    },

    async sendPasswordReset(user: UserRow): Promise<void> {
      const link = await createLink(user, 'reset');
      const template = {
        kind: 'reset-password',
        username: user.username,
        link,
        expiresInMinutes: AUTH_TTL_MS.resetPassword / 60_000,
      } as const;
      await send(user.email, template, user.language);
    },

    /**
     * The two mails of an e-mail change (decision 0034): a confirmation link to the new address,
     * and to the current one a notice whose link cancels the change for days.
     */
    async sendEmailChange(user: UserRow, newEmail: string): Promise<void> {
      const confirm = await createLink(user, 'confirmChange', newEmail);
      const cancel = await createLink(user, 'cancelChange');
      const confirmation = {
        kind: 'confirm-email-change',
        username: user.username,
        link: confirm,
        expiresInHours: AUTH_TTL_MS.verifyEmail / 3_600_000,
      } as const;
      const notice = {
        kind: 'email-change-requested',
        username: user.username,
        email: user.email,
        newEmail,
        link: cancel,
        expiresInDays: AUTH_TTL_MS.cancelEmailChange / 86_400_000,
      } as const;
      await send(newEmail, confirmation, user.language);
      await send(user.email, notice, user.language);
    },

    /** For mail that must not hold up or fail the request; failures are logged. */
    inBackground(task: () => Promise<void>, what: string): void {
      task().catch((error: unknown) =>
        logger.error({ err: loggableError(error) }, `failed to send ${what}`),
      );
    },
  };
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
