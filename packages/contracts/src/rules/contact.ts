import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZEmail } from './account';
import { controlCharactersMessage, noControlCharacters } from './control-characters';

const { contactName, contactSubject, contactMessage } = LIMITS;

function boundedText(label: string, bounds: { min: number; max: number }) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(bounds.min, { error: `${label} must be at least ${bounds.min} characters`, abort: true })
    .max(bounds.max, { error: `${label} must be at most ${bounds.max} characters` });
}

/** One line of text: of the form's fields, only the message may hold line breaks. */
function oneLineText(label: string, bounds: { min: number; max: number }) {
  return boundedText(label, bounds).check(noControlCharacters(controlCharactersMessage(label)));
}

/** How many people the sender's organization has, for sales to size an offer. */
export const ORGANIZATION_SIZES = ['1-10', '11-50', '51-250', '251-1000', '1000+'] as const;

export const ZContactForm = z.object({
  name: oneLineText('Name', contactName),
  email: ZEmail,
  organization: z
    .string()
    .trim()
    .max(contactName.max, { error: `Organization must be at most ${contactName.max} characters` })
    .check(noControlCharacters(controlCharactersMessage('Organization')))
    .optional(),
  size: z
    .enum(ORGANIZATION_SIZES, { error: 'Choose an organization size from the list' })
    .optional(),
  subject: oneLineText('Subject', contactSubject),
  message: boundedText('Message', contactMessage),
});
export type TContactForm = z.infer<typeof ZContactForm>;
