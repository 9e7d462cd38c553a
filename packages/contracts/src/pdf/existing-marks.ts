import { z } from 'zod';
import { ZBBox } from './geometry';

/**
 * Redaction marks a file arrives with: `/Redact` annotations that another program (Acrobat's
 * "Mark for redaction", a review file) placed but did not apply. They are someone's decision to
 * hide what lies under them, so they are never dropped unasked (decision 0043).
 */
export const ZExistingMark = z.object({
  /** 1-based page. */
  page: z.number().int(),
  /** The whole mark on the page, in page coordinates (see ZBBox). */
  bbox: ZBBox,
  /** One box per marked line (the mark's /QuadPoints), or the bbox alone when it has none. */
  boxes: z.array(ZBBox),
  /** The label the mark asks to be drawn once applied (/OverlayText), or null. */
  overlay_text: z.string().nullable(),
  /** Who made the mark (/T), or null. */
  author: z.string().nullable(),
  /** The page text under the mark (empty over an image or blank space). */
  text: z.string(),
  /**
   * The entity type the mark names ("PERSON"), when it names one: our marked copies and XFDF
   * write it in /Contents, doc_redaction in the subject.
   */
  entity_type: z.string().optional(),
});
export type TExistingMark = z.infer<typeof ZExistingMark>;

/** The mark as an error names it: where it is and its label, never the text under it. */
export const ZExistingMarkRef = ZExistingMark.pick({
  page: true,
  bbox: true,
  overlay_text: true,
});
export type TExistingMarkRef = z.infer<typeof ZExistingMarkRef>;

/**
 * What a redaction does with the marks a file arrives with: `apply` redacts under each of them
 * (its overlay text as the label), `import` says the caller took them into its own areas (the
 * workspace's suggestions) so only the annotations go, `discard` drops them unapplied.
 */
export const EXISTING_MARKS_CHOICES = ['apply', 'import', 'discard'] as const;
export type TExistingMarksChoice = (typeof EXISTING_MARKS_CHOICES)[number];
export const ZExistingMarksChoice = z.enum(EXISTING_MARKS_CHOICES, {
  error: `existing_marks must be one of ${EXISTING_MARKS_CHOICES.join(', ')}`,
});

/** The form field of a redaction request that carries the choice. */
export const EXISTING_MARKS_FIELD = 'existing_marks';

/** "2 redaction marks made in another program (pages 1 and 3) are not applied yet. …" */
export function existingMarksMessage(marks: readonly Pick<TExistingMark, 'page'>[]): string {
  const pages = [...new Set(marks.map((mark) => mark.page))].sort((a, b) => a - b);
  const count = marks.length === 1 ? '1 redaction mark' : `${marks.length} redaction marks`;
  const where = pages.length === 1 ? `page ${pages[0]}` : `pages ${listed(pages)}`;
  return (
    `This file holds ${count} made in another program (${where}) that ` +
    `${marks.length === 1 ? 'is' : 'are'} not applied yet. Choose what to do with ` +
    `${marks.length === 1 ? 'it' : 'them'}: ${EXISTING_MARKS_FIELD}=apply redacts under ` +
    `${marks.length === 1 ? 'it' : 'them'}, import if your areas already include ` +
    `${marks.length === 1 ? 'it' : 'them'}, discard to drop ${marks.length === 1 ? 'it' : 'them'} unapplied.`
  );
}

function listed(pages: readonly number[]): string {
  if (pages.length <= 1) return pages.join('');
  return `${pages.slice(0, -1).join(', ')} and ${pages.at(-1)}`;
}

/** What a redaction did with the marks the file arrived with. */
export const ZExistingMarksReport = z.object({
  found: z.number().int(),
  choice: ZExistingMarksChoice.nullable(),
  /** Areas added from the marks (one per marked line) when they were applied. */
  applied_areas: z.number().int(),
});
export type TExistingMarksReport = z.infer<typeof ZExistingMarksReport>;
