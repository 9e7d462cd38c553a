import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZEmail } from './account';

const { contactName, contactSubject, contactMessage } = LIMITS;

function boundedText(label: string, bounds: { min: number; max: number }) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(bounds.min, { error: `${label} must be at least ${bounds.min} characters`, abort: true })
    .max(bounds.max, { error: `${label} must be at most ${bounds.max} characters` });
}

export const ZContactForm = z.object({
  name: boundedText('Name', contactName),
  email: ZEmail,
  subject: boundedText('Subject', contactSubject),
  message: boundedText('Message', contactMessage),
});
export type TContactForm = z.infer<typeof ZContactForm>;
