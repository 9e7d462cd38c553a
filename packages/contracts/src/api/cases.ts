import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZCase } from '../decision/case';
import { ZLetterTemplate } from '../decision/template';

/**
 * Cases (issue 66, decision 0090): the reply letter and exemption schedule of a decision, made
 * from the case's marks and codes — no document bytes — and the letter template of an
 * organisation (or of a user who belongs to none).
 */
export const CASE_PATHS = {
  decision: '/api/cases/decision',
  letterTemplate: '/api/cases/letter-template',
} as const;

export const CASE_MESSAGES = {
  templateManagers: "Only the organization's owner and admins can change its letter template",
} as const;

export const DECISION_FILES = [
  'decision.docx',
  'decision.pdf',
  'schedule.csv',
  'schedule.docx',
  'schedule.pdf',
] as const;

export const ZDecisionRequest = z.object({
  case: ZCase,
  /** The letter template to use instead of the stored one (a preview of an edit). */
  template: ZLetterTemplate.optional(),
});
export type TDecisionRequest = z.input<typeof ZDecisionRequest>;

const ZLetterBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
]);

export const ZDecision = z.object({
  letter: z.object({
    sender: z.array(z.string()),
    recipient: z.array(z.string()),
    meta: z.array(z.tuple([z.string(), z.string()])),
    title: z.string(),
    blocks: z.array(ZLetterBlock),
    signature: z.array(z.string()),
  }),
  schedule: z.array(
    z.object({
      document: z.string(),
      page: z.int().nullable(),
      pages: z.int(),
      code: z.string(),
      provision: z.string(),
      count: z.int(),
      justification: z.string(),
    }),
  ),
  /** The letter and the schedule as files, base64: DECISION_FILES. */
  files: z.array(
    z.object({ name: z.enum(DECISION_FILES), media_type: z.string(), base64: z.string() }),
  ),
});
export type TDecision = z.infer<typeof ZDecision>;
export const ZDecisionResponse = successEnvelope(ZDecision);

export const ZLetterTemplateResponse = successEnvelope(
  z.object({
    template: ZLetterTemplate,
    /** Whose template it is: the organization's named in the request, or the user's own. */
    owner: z.enum(['organization', 'user']),
    /** Whether the caller may change it. */
    editable: z.boolean(),
  }),
);
