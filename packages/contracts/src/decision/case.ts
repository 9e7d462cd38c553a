import { z } from 'zod';
import { controlCharactersMessage, noControlCharacters } from '../rules/control-characters';
import { ZCodeSetId, ZExemptionCode } from '../rules/exemption-codes';

/**
 * A case: the files a caseworker answers one access request with, released as one decision
 * (issue 66, decision 0090). It holds what the marks say — pages, codes, justifications — and
 * never a document's bytes; the withheld texts are only sent where a check needs them.
 */
export const CASE_REFERENCE_MAX = 100;
export const CASE_REQUESTER_MAX = 200;
export const CASE_DOCUMENTS_MAX = 500;
export const CASE_MARKS_MAX = 20_000;
export const JUSTIFICATION_MAX = 1_000;
export const DOCUMENT_NAME_MAX = 255;

export const LETTER_LANGUAGES = ['nb', 'nn', 'en'] as const;
export type TLetterLanguage = (typeof LETTER_LANGUAGES)[number];

const oneLine = (subject: string, max: number) =>
  z
    .string({ error: `${subject} is text` })
    .trim()
    .max(max, { error: `${subject} must be at most ${max} characters` })
    .check(noControlCharacters(controlCharactersMessage(subject)));

/** One withheld area: its page, the code it was redacted under (null: none given) and why. */
export const ZCaseMark = z.object({
  page: z.int({ error: 'A page is a whole number' }).min(1, { error: 'Pages start at 1' }),
  code: oneLine('A code', 80).nullable(),
  justification: z
    .string({ error: 'A justification is text' })
    .trim()
    .max(JUSTIFICATION_MAX, {
      error: `A justification must be at most ${JUSTIFICATION_MAX} characters`,
    })
    .optional(),
});
export type TCaseMark = z.infer<typeof ZCaseMark>;

/**
 * One file of the case: released in full (no marks), in part (marks), or withheld whole
 * (`withheld`, with the codes it is withheld under in `marks`, one per ground).
 */
export const ZCaseDocument = z
  .object({
    name: oneLine('A document name', DOCUMENT_NAME_MAX).min(1, {
      error: 'A document needs a name',
    }),
    pages: z
      .int({ error: 'pages is a whole number' })
      .min(1, { error: 'A document has at least one page' }),
    withheld: z.boolean().default(false),
    marks: z.array(ZCaseMark).default([]),
  })
  .refine((document) => document.marks.every((mark) => mark.page <= document.pages), {
    error: 'A mark lies on a page the document does not have',
  })
  .refine((document) => !document.withheld || document.marks.length > 0, {
    error: 'A document withheld whole needs the code it is withheld under',
  });
export type TCaseDocument = z.infer<typeof ZCaseDocument>;

export const ZCase = z
  .object({
    /** The request's number as the organisation files it ("2026/1234"). */
    reference: oneLine('The reference', CASE_REFERENCE_MAX).min(1, {
      error: 'A case needs a reference',
    }),
    /** Who asked; only ever written into the user's own documents. */
    requester: oneLine('The requester', CASE_REQUESTER_MAX).optional(),
    /** The decision's date, YYYY-MM-DD. */
    date: z.iso.date({ error: 'The date must be a date such as 2026-11-30' }),
    language: z.enum(LETTER_LANGUAGES, {
      error: `The language must be one of ${LETTER_LANGUAGES.join(', ')}`,
    }),
    code_set: ZCodeSetId,
    /** The user's own codes, so the schedule can give their descriptions. */
    own_codes: z.array(ZExemptionCode).max(200).default([]),
    documents: z
      .array(ZCaseDocument)
      .min(1, { error: 'A case holds at least one document' })
      .max(CASE_DOCUMENTS_MAX, { error: `A case holds at most ${CASE_DOCUMENTS_MAX} documents` }),
  })
  .refine(
    (value) =>
      value.documents.reduce((sum, document) => sum + document.marks.length, 0) <= CASE_MARKS_MAX,
    { error: `A case holds at most ${CASE_MARKS_MAX} marks` },
  );
export type TCase = z.infer<typeof ZCase>;
export type TCaseInput = z.input<typeof ZCase>;

/** How a document is released: whole, with parts withheld, or not at all. */
export type Outcome = 'full' | 'part' | 'withheld';

export function outcomeOf(document: TCaseDocument): Outcome {
  if (document.withheld) return 'withheld';
  return document.marks.length > 0 ? 'part' : 'full';
}
