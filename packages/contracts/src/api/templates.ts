import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { controlCharactersMessage, noControlCharacters } from '../rules/control-characters';
import { ZExemptionCodeText } from '../rules/exemption-codes';

/**
 * Redaction templates (issue 53, decision 0055): a user's named set of page-relative boxes with
 * the words around them, applied to other files of the same form.
 */
export const TEMPLATE_PATHS = {
  templates: '/api/templates',
  template: '/api/templates/:id',
} as const;

export const TEMPLATE_LIMITS = {
  nameLength: 100,
  templatesPerUser: 100,
  pages: 100,
  boxes: 500,
  anchorsPerPage: 24,
  anchorLength: 64,
  /** 14 400 points (200 inches) is the largest page PDF allows. */
  pageSide: 14_400,
} as const;

export const TEMPLATE_MESSAGES = {
  notFound: 'Template not found',
  name: 'Give the template a name',
  nameLength: `A template name must be at most ${TEMPLATE_LIMITS.nameLength} characters`,
  nameControl: controlCharactersMessage('A template name'),
  entityTypeControl: controlCharactersMessage('entity_type'),
  nameTaken: (name: string) => `You already have a template named “${name}”`,
  tooManyTemplates: `You have ${TEMPLATE_LIMITS.templatesPerUser} templates, the most one account may keep; delete one first`,
  tooManyPages: `A template can hold at most ${TEMPLATE_LIMITS.pages} pages`,
  tooManyBoxes: `A template can hold at most ${TEMPLATE_LIMITS.boxes} boxes`,
  tooManyAnchors: `A template page can hold at most ${TEMPLATE_LIMITS.anchorsPerPage} anchor words`,
  noBoxes: 'A template page needs at least one box',
  noPages: 'A template needs at least one page',
  samePage: 'Each page of a template may be given once',
  fraction: 'Template boxes are fractions of the page, from 0 to 1',
  emptyBox: 'A box needs x1 > x0 and y1 > y0',
  pageSize: `A page is from 1 to ${TEMPLATE_LIMITS.pageSide} points wide and high`,
  rotation: 'rotation must be 0, 90, 180 or 270',
  anchor: `An anchor word is 1 to ${TEMPLATE_LIMITS.anchorLength} characters`,
  nothingToChange: 'Give a new name or new pages',
} as const;

const fraction = z
  .number({ error: TEMPLATE_MESSAGES.fraction })
  .min(0, { error: TEMPLATE_MESSAGES.fraction })
  .max(1, { error: TEMPLATE_MESSAGES.fraction });

const coordinates = { x0: fraction, y0: fraction, x1: fraction, y1: fraction };
const hasInside = (box: TRelativeBox) => box.x1 > box.x0 && box.y1 > box.y0;

/** A box as fractions of the page as shown (top-left origin, rotation applied). */
export const ZRelativeBox = z
  .object(coordinates)
  .refine(hasInside, { error: TEMPLATE_MESSAGES.emptyBox });
export type TRelativeBox = { x0: number; y0: number; x1: number; y1: number };

export const ZTemplateBox = z
  .object({
    ...coordinates,
    entity_type: z
      .string({ error: 'entity_type must be text' })
      .trim()
      .min(1, { error: 'entity_type cannot be empty' })
      .max(100, { error: 'entity_type must be at most 100 characters' })
      .check(noControlCharacters(TEMPLATE_MESSAGES.entityTypeControl)),
    /** The box's own exemption code; without one, its type's default applies. */
    code: ZExemptionCodeText.optional(),
  })
  .refine(hasInside, { error: TEMPLATE_MESSAGES.emptyBox });
export type TTemplateBox = z.infer<typeof ZTemplateBox>;

/** A word of the page near the boxes, where it stood: what finds the form on another file. */
export const ZTemplateAnchor = z.object({
  text: z
    .string({ error: TEMPLATE_MESSAGES.anchor })
    .min(1, { error: TEMPLATE_MESSAGES.anchor })
    .max(TEMPLATE_LIMITS.anchorLength, { error: TEMPLATE_MESSAGES.anchor }),
  box: ZRelativeBox,
});
export type TTemplateAnchor = z.infer<typeof ZTemplateAnchor>;

const pageSide = z
  .number({ error: TEMPLATE_MESSAGES.pageSize })
  .min(1, { error: TEMPLATE_MESSAGES.pageSize })
  .max(TEMPLATE_LIMITS.pageSide, { error: TEMPLATE_MESSAGES.pageSize });

export const ZTemplatePage = z.object({
  page: z
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' }),
  /** The page's size as shown, in points, and its /Rotate. */
  width: pageSide,
  height: pageSide,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
    error: TEMPLATE_MESSAGES.rotation,
  }),
  boxes: z
    .array(ZTemplateBox, { error: 'boxes must be a list' })
    .min(1, { error: TEMPLATE_MESSAGES.noBoxes })
    .max(TEMPLATE_LIMITS.boxes, { error: TEMPLATE_MESSAGES.tooManyBoxes }),
  anchors: z
    .array(ZTemplateAnchor, { error: 'anchors must be a list' })
    .max(TEMPLATE_LIMITS.anchorsPerPage, { error: TEMPLATE_MESSAGES.tooManyAnchors }),
});
export type TTemplatePage = z.infer<typeof ZTemplatePage>;

export const ZTemplateName = z
  .string({ error: TEMPLATE_MESSAGES.name })
  .trim()
  .min(1, { error: TEMPLATE_MESSAGES.name, abort: true })
  .max(TEMPLATE_LIMITS.nameLength, { error: TEMPLATE_MESSAGES.nameLength })
  .check(noControlCharacters(TEMPLATE_MESSAGES.nameControl));

export const ZTemplatePages = z
  .array(ZTemplatePage, { error: 'pages must be a list of pages' })
  .min(1, { error: TEMPLATE_MESSAGES.noPages })
  .max(TEMPLATE_LIMITS.pages, { error: TEMPLATE_MESSAGES.tooManyPages })
  .refine((pages) => new Set(pages.map(({ page }) => page)).size === pages.length, {
    error: TEMPLATE_MESSAGES.samePage,
  })
  .refine((pages) => countTemplateBoxes(pages) <= TEMPLATE_LIMITS.boxes, {
    error: TEMPLATE_MESSAGES.tooManyBoxes,
  });

export function countTemplateBoxes(pages: readonly { boxes: readonly unknown[] }[]): number {
  return pages.reduce((total, page) => total + page.boxes.length, 0);
}

export const ZCreateTemplateRequest = z.object({ name: ZTemplateName, pages: ZTemplatePages });
export type TCreateTemplateRequest = z.infer<typeof ZCreateTemplateRequest>;

/** A rename, new pages, or both. */
export const ZUpdateTemplateRequest = z
  .object({ name: ZTemplateName.optional(), pages: ZTemplatePages.optional() })
  .refine((update) => update.name !== undefined || update.pages !== undefined, {
    error: TEMPLATE_MESSAGES.nothingToChange,
  });
export type TUpdateTemplateRequest = z.infer<typeof ZUpdateTemplateRequest>;

/** A list entry: the pages come with the single template. */
export const ZTemplateSummary = z.object({
  id: z.int(),
  name: z.string(),
  page_count: z.int(),
  box_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplate = ZTemplateSummary.extend({ pages: z.array(ZTemplatePage) });
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZTemplateListResponse = successEnvelope(z.array(ZTemplateSummary));
export type TTemplateListResponse = z.infer<typeof ZTemplateListResponse>;
export const ZTemplateResponse = successEnvelope(ZTemplate);
export type TTemplateResponse = z.infer<typeof ZTemplateResponse>;
