import type { z } from 'zod';
import { ZLanguage } from '../rules/account';
import { ZContactForm } from '../rules/contact';

export const CONTACT_PATH = '/api/contact';

export const CONTACT_MESSAGES = {
  unavailable: 'The contact form is not available on this server',
  sendFailed: 'The message could not be sent. Please try again later.',
} as const;

/** The contact form, with the language the confirmation to the sender is written in. */
export const ZContactRequest = ZContactForm.extend({ language: ZLanguage.optional() });
export type TContactRequest = z.infer<typeof ZContactRequest>;
