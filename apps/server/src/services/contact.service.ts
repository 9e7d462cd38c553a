import { CONTACT_MESSAGES, type TContactRequest } from '@workbench/contracts';
import { AppError } from '../errors/app-error';
import type { Mailer, RenderMail } from '../mail/mailer';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';

const HOUR = 3_600_000;

/**
 * The form mails whatever it is given, to sales and a confirmation to the address typed in:
 * a few per sender address and per caller are plenty for a person, and keep it from being a
 * mail cannon.
 */
export const CONTACT_LIMITS = {
  perIp: { name: 'contact-ip', limit: 10, windowMs: HOUR },
  perAddress: { name: 'contact-address', limit: 3, windowMs: 24 * HOUR },
} as const satisfies Record<string, RateLimitRule>;

type Dependencies = {
  mailer: Mailer;
  renderMail: RenderMail;
  limiter: RateLimiter;
  /** Unset: no one to send to (SMTP without SALES_EMAIL); the form answers 503. */
  salesEmail: string | undefined;
};

/** "Contact sales": the message goes to the sales address, and the sender gets a receipt. */
export function createContactService({ mailer, renderMail, limiter, salesEmail }: Dependencies) {
  return {
    async send(
      request: TContactRequest,
      caller: { ip: string | null; username?: string },
    ): Promise<void> {
      if (salesEmail === undefined) {
        throw new AppError('SERVICE_UNAVAILABLE', CONTACT_MESSAGES.unavailable);
      }
      if (caller.ip !== null) await limiter.consume(CONTACT_LIMITS.perIp, caller.ip);
      await limiter.consume(CONTACT_LIMITS.perAddress, request.email.toLowerCase());
      const { language = 'en', ...form } = request;
      const toSales = renderMail(
        { kind: 'contact-request', ...form, ...(caller.username && { account: caller.username }) },
        language,
      );
      try {
        await mailer.send({ to: salesEmail, ...toSales });
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', CONTACT_MESSAGES.sendFailed);
      }
      // The message arrived; a receipt that fails to go out is not worth an error.
      const receipt = renderMail({ kind: 'contact-received' }, language);
      await mailer.send({ to: request.email, ...receipt }).catch(() => undefined);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
