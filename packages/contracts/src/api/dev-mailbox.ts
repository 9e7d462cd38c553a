import { z } from 'zod';
import { successEnvelope } from '../envelope';

/** Served only outside production when no SMTP server is configured. */
export const DEV_MAILBOX_PATHS = { api: '/api/dev/mailbox', page: '/dev/mailbox' } as const;

export const ZDevMailboxQuery = z.object({
  to: z.string().max(255, { error: 'to must be at most 255 characters' }).optional(),
});
export type TDevMailboxQuery = z.infer<typeof ZDevMailboxQuery>;

export const ZStoredMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The http(s) links of the text body, so a test or a developer can follow them. */
  links: z.array(z.string()),
  created_at: z.string(),
});
export type TStoredMail = z.infer<typeof ZStoredMail>;

export const ZDevMailboxResponse = successEnvelope(z.array(ZStoredMail));
export type TDevMailboxResponse = z.infer<typeof ZDevMailboxResponse>;
