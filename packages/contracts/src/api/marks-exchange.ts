import { z } from 'zod';
import { ZExistingMark, type TExistingMark } from '../pdf/existing-marks';
import { ZPdfFileError } from '../pdf/file-errors';
import { ZRedactionPage, type TSensitiveItem } from '../pdf/redaction-mapping';
import { controlCharactersMessage } from '../rules/control-characters';

/**
 * Marks exchanged with the tools around us (decision 0054): a "marked copy" (the file with every
 * mark as an unapplied /Redact annotation) and XFDF go out for review in Acrobat or another tool;
 * XFDF and marked copies come back in as suggestions.
 */
export const MARKS_FIELDS = {
  /** XFDF text, one field per file it belongs to (import). */
  xfdf: 'xfdf',
  /** Whether each mark's /Contents also carries the marked text (export; default false). */
  includeText: 'include_text',
  /** The name the marks are signed with (/T); the caller's user name by default. */
  reviewer: 'reviewer',
} as const;

export const MAX_REVIEWER_LENGTH = 100;

export const MARKS_MESSAGES = {
  filesRequired: 'Send the files (field "files") and their marks (field "redaction_mappings")',
  importFilesRequired: 'Send the files whose marks to read (field "files")',
  tooManyXfdf: 'Send at most one XFDF (field "xfdf") per file',
  reviewerTooLong: `reviewer must be at most ${MAX_REVIEWER_LENGTH} characters`,
  reviewerControl: controlCharactersMessage('reviewer'),
  noneExported: 'None of the files could be exported with their marks',
} as const;

/** "The XFDF names Brev.pdf, which is not among the files sent" — an XFDF matched to no file. */
export function xfdfUnmatchedMessage(href: string | null): string {
  return href
    ? `The XFDF names ${href}, which is not among the files sent; send the file it belongs to`
    : 'With several files, each XFDF must name its file (<f href="…">)';
}

/**
 * Whether an XFDF's `<f href>` names this file: the same name, or the same name but for its
 * extension (an XFDF written for letter.docx names letter.pdf or letter.docx), case aside.
 */
export function isXfdfOfFile(name: string, href: string): boolean {
  const bare = (value: string) => value.toLowerCase().replace(/\.[^.]+$/, '');
  return name.toLowerCase() === href.toLowerCase() || bare(name) === bare(href);
}

/** One file's marks: its own unapplied marks, an XFDF's, and both as a redaction mapping. */
export const ZFileMarks = z.object({
  file: z.string(),
  pages: z.number().int(),
  /** The unapplied /Redact annotations the file holds (a marked copy, Acrobat's marks). */
  existing_marks: z.array(ZExistingMark),
  /** The XFDF's marks placed on the file's pages. */
  imported_marks: z.array(ZExistingMark),
  /** Every mark's areas, as /api/batch/redact takes them (with existing_marks=import). */
  redaction_mapping: z.object({ pages: z.array(ZRedactionPage) }),
});
export type TFileMarks = z.infer<typeof ZFileMarks>;

type FoundMark = { mark: TExistingMark; areas: TSensitiveItem[] };

/**
 * The answer for one file from what the engine found in it: its own marks and an XFDF's, and
 * their areas by page as a mapping. The server's import and on-device mode's give it alike.
 */
export function fileMarksOf(
  file: string,
  found: { pages: number; marks: readonly FoundMark[]; imported?: readonly FoundMark[] },
): TFileMarks {
  const { pages, marks, imported = [] } = found;
  const byPage = new Map<number, TSensitiveItem[]>();
  for (const { mark, areas } of [...marks, ...imported]) {
    const page = byPage.get(mark.page);
    // Pushed, not spread into a new list: 50,000 marks on one page were 20 s of copying.
    if (page) for (const area of areas) page.push(area);
    else byPage.set(mark.page, [...areas]);
  }
  const sorted = [...byPage].sort(([a], [b]) => a - b);
  return {
    file,
    pages,
    existing_marks: marks.map(({ mark }) => mark),
    imported_marks: imported.map(({ mark }) => mark),
    redaction_mapping: { pages: sorted.map(([page, sensitive]) => ({ page, sensitive })) },
  };
}

export const ZImportMarksResponse = z.object({
  files: z.array(z.union([ZFileMarks, z.object({ file: z.string(), error: ZPdfFileError })])),
});
export type TImportMarksResponse = z.infer<typeof ZImportMarksResponse>;

/** What a marked copy or an XFDF of one file holds. */
export const ZMarksExportReport = z.object({
  file: z.string(),
  output_name: z.string(),
  pages: z.number().int(),
  marks: z.number().int(),
});
export type TMarksExportReport = z.infer<typeof ZMarksExportReport>;
