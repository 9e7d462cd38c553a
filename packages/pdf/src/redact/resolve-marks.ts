import {
  existingMarksMessage,
  type TExistingMark,
  type TExistingMarksChoice,
  type TExistingMarksReport,
  type TRedactionMapping,
  type TSensitiveItem,
} from '@workbench/contracts';
import { PdfFileError } from '../engine/pdf-file-error';

/** A mark the file arrived with, and the areas that apply it (one per marked line). */
export interface FoundMark {
  mark: TExistingMark;
  areas: TSensitiveItem[];
}

/**
 * The mapping to redact once the caller's choice about the file's marks is known: `apply` adds an
 * area per marked line (its overlay text as the code, the text under it as the area's text);
 * `import` and `discard` leave the mapping as it is (the annotations go with every other one). No
 * choice while the file has marks is refused, naming them: they are someone's decision to hide
 * what lies under them.
 */
export function resolveExistingMarks(
  marks: readonly FoundMark[],
  mapping: TRedactionMapping,
  choice: TExistingMarksChoice | undefined,
): { mapping: TRedactionMapping; report: TExistingMarksReport } {
  if (marks.length === 0) {
    return { mapping, report: { found: 0, choice: choice ?? null, applied_areas: 0 } };
  }
  if (!choice) {
    throw new PdfFileError(
      'EXISTING_MARKS',
      existingMarksMessage(marks.map(({ mark }) => mark)),
      undefined,
      undefined,
      marks.map(({ mark: { page, bbox, overlay_text } }) => ({ page, bbox, overlay_text })),
    );
  }
  if (choice !== 'apply') {
    return { mapping, report: { found: marks.length, choice, applied_areas: 0 } };
  }
  const pages = new Map(mapping.pages.map((page) => [page.page, [...page.sensitive]]));
  let applied = 0;
  for (const { mark, areas } of marks) {
    pages.set(mark.page, [...(pages.get(mark.page) ?? []), ...areas]);
    applied += areas.length;
  }
  const merged = [...pages].map(([page, sensitive]) => ({ page, sensitive }));
  return {
    mapping: { pages: merged },
    report: { found: marks.length, choice, applied_areas: applied },
  };
}
