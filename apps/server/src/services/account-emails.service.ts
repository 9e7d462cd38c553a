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

const LINKS: Record<EmailTokenPurpose, { page: string; ttlMs: number }> = {
  verify_email: { page: '/verify-email', ttlMs: AUTH_TTL_MS.verifyEmail },
  reset_password: { page: '/reset-password', ttlMs: AUTH_TTL_MS.resetPassword },
};

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

  async function createLink(user: UserRow, purpose: EmailTokenPurpose): Promise<string> {
    const token = createToken();
    const { page, ttlMs } = LINKS[purpose];
    await emailTokens.replace({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose,
      email: user.email,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    return `${publicUrl}${page}?token=${token}`;
  }

  return {
    /** Sends a fresh verification link; earlier links of the user stop working. */
    async sendVerification(user: UserRow): Promise<void> {
      const link = await createLink(user, 'verify_email');
      const template = {
        kind: 'verify-email',
        username: user.username,
        link,
        expiresInHours: AUTH_TTL_MS.verifyEmail / 3_600_000,
      } as const;
      await send(user.email, template, user.language);
    },

    async sendPasswordReset(user: UserRow): Promise<void> {
      const link = await createLink(user, 'reset_password');
      const template = {
        kind: 'reset-password',
        username: user.username,
        link,
        expiresInMinutes: AUTH_TTL_MS.resetPassword / 60_000,
      } as const;
      await send(user.email, template, user.language);
    },

    async sendEmailChanged(user: UserRow, oldEmail: string): Promise<void> {
      const template = {
        kind: 'email-changed',
        username: user.username,
        newEmail: user.email,
      } as const;
      await send(oldEmail, template, user.language);
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
