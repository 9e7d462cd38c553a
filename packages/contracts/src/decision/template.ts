import { z } from 'zod';
import { controlCharactersMessage, noControlCharacters } from '../rules/control-characters';

/**
 * An organisation's letter template (issue 66): its name, address, signature block, appeal body
 * and, optionally, its own opening and closing paragraphs. Texts are plain: the only thing that is
 * replaced is a placeholder from PLACEHOLDERS; anything else that looks like code or markup is
 * refused, so a template can neither run nor hide anything in the letter it makes.
 */
export const PLACEHOLDERS = [
  'reference',
  'date',
  'requester',
  'organization',
  'appeal_body',
  'documents',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
/** What a template engine or a browser would read as code or markup. */
const CODE_OR_MARKUP = /<\s*[a-z!/?]|\$\{|\{%|\{\{\{|\}\}\}/i;

/** Why a template text cannot be used, or undefined when it can. */
export function templateTextProblem(text: string): string | undefined {
  if (CODE_OR_MARKUP.test(text)) {
    return 'A template holds plain text and placeholders only: no markup or code';
  }
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(name!)) {
      return `Unknown placeholder {{${name}}}: use one of ${PLACEHOLDERS.map((known) => `{{${known}}}`).join(', ')}`;
    }
  }
  const rest = text.replace(PLACEHOLDER, '');
  if (/\{\{|\}\}/.test(rest)) return 'A placeholder is written {{name}}, with both braces';
  return undefined;
}

/** Text with line breaks (an address, a signature block), no other control characters. */
const block = (subject: string, max: number) =>
  z
    .string({ error: `${subject} is text` })
    .trim()
    .max(max, { error: `${subject} must be at most ${max} characters` })
    .refine((text) => !/[\p{Cc}]/u.test(text.replace(/\r?\n/g, '')), {
      error: `${subject} cannot hold control characters other than line breaks`,
      abort: true,
    })
    .check(
      z.superRefine((text, context) => {
        const problem = templateTextProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: `${subject}: ${problem}` });
      }),
    );

const line = (subject: string, max: number) =>
  z
    .string({ error: `${subject} is text` })
    .trim()
    .max(max, { error: `${subject} must be at most ${max} characters` })
    .check(noControlCharacters(controlCharactersMessage(subject)))
    .check(
      z.superRefine((text, context) => {
        const problem = templateTextProblem(text);
        if (problem) context.addIssue({ code: 'custom', message: `${subject}: ${problem}` });
      }),
    );

export const ZLetterTemplate = z.object({
  organization: line('The organisation', 200).default(''),
  address: block('The address', 500).default(''),
  signature: block('The signature block', 500).default(''),
  appeal_body: line('The appeal body', 200).default(''),
  /** Replaces the letter's opening paragraph when given. */
  opening: block('The opening', 2000).default(''),
  /** A paragraph of the organisation's own before the signature. */
  closing: block('The closing', 2000).default(''),
});
export type TLetterTemplate = z.infer<typeof ZLetterTemplate>;

/** `text` with each placeholder replaced by its value (an unknown one is left as written). */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<Placeholder, string>>,
): string {
  return text.replace(PLACEHOLDER, (written, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : written,
  );
}
