import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZEmail, ZUsername } from './account';
import { controlCharactersMessage, noControlCharacters } from './control-characters';

const { organizationName, domain, email } = LIMITS;

export const ZOrganizationName = z
  .string({ error: 'Organization name is required' })
  .trim()
  .min(organizationName.min, {
    error: `Organization name must be at least ${organizationName.min} characters`,
    abort: true,
  })
  .max(organizationName.max, {
    error: `Organization name must be at most ${organizationName.max} characters`,
    abort: true,
  })
  .check(noControlCharacters(controlCharactersMessage('Organization name')))
  .regex(/^[\p{L}\p{N} .,'’&()/:!?"+@#-]+$/u, {
    error: 'Organization name may only contain letters, numbers, spaces and common punctuation',
  });

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Converts an internationalised name (blåbær.no) to its ASCII form (xn--blbr-roah.no). Only
 * letters, digits, hyphens and dots go in, so the URL parser cannot turn `å@victim.no` or
 * `blåbær.no/path` into another name.
 */
function toAsciiDomain(value: string): string | null {
  if (/^[\x21-\x7e]*$/.test(value)) return value;
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(value)) return null;
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
}

function isDomainName(value: string): boolean {
  const labels = value.split('.');
  const topLevel = labels.at(-1) ?? '';
  return (
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(topLevel)
  );
}

export const ZDomain = z
  .string({ error: 'Domain is required' })
  .trim()
  .toLowerCase()
  .transform((value, context) => {
    const ascii = toAsciiDomain(value);
    if (ascii === null) {
      context.addIssue({ code: 'custom', message: 'Invalid domain format' });
      return z.NEVER;
    }
    return ascii;
  })
  .pipe(
    z
      .string()
      .min(domain.min, { error: `Domain must be at least ${domain.min} characters`, abort: true })
      .max(domain.max, { error: `Domain must be at most ${domain.max} characters`, abort: true })
      .refine(isDomainName, { error: 'Invalid domain format' }),
  );

export const ZOrganizationId = z.uuid({ error: 'The organization id is not valid' });

export const ZRole = z.enum(['owner', 'admin', 'member', 'viewer'], {
  error: 'Role must be owner, admin, member or viewer',
});
export type TRole = z.infer<typeof ZRole>;

export const ZMemberRole = z.enum(['member', 'admin', 'viewer'], {
  error: 'Role must be member, admin or viewer',
});

export const ZMemberInvite = z
  .object({
    identifier: z
      .string({ error: 'Email or username is required' })
      .trim()
      .min(1, { error: 'Email or username is required', abort: true })
      .max(email.max, { error: `Email or username must be at most ${email.max} characters` }),
    identifierType: z
      .enum(['email', 'username'], { error: 'Identifier type must be email or username' })
      .default('email'),
    role: ZMemberRole.default('member'),
  })
  .superRefine((value, context) => {
    const rule = value.identifierType === 'email' ? ZEmail : ZUsername;
    const result = rule.safeParse(value.identifier);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'Invalid identifier';
      context.addIssue({ code: 'custom', message, path: ['identifier'] });
    }
  });
export type TMemberInvite = z.infer<typeof ZMemberInvite>;
