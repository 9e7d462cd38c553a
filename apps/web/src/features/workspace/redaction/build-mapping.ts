import type { TRedactionMapping } from '@workbench/contracts';
import { byPage, entityTypeOf, isAccepted, toBBox, type Highlight } from '../highlights/highlight';
import { codeOf } from '../marks/exemption';
import { placesOf } from '../marks/merge-duplicates';

export interface RedactionOptions {
  includeSearchHighlights: boolean;
  includeEntityHighlights: boolean;
  includeManualHighlights: boolean;
  removeImages: boolean;
}

export const DEFAULT_REDACTION_OPTIONS: RedactionOptions = {
  includeSearchHighlights: true,
  includeEntityHighlights: true,
  includeManualHighlights: true,
  removeImages: false,
};

export function includes(options: RedactionOptions, highlight: Highlight): boolean {
  if (highlight.type === 'SEARCH') return options.includeSearchHighlights;
  if (highlight.type === 'ENTITY') return options.includeEntityHighlights;
  return options.includeManualHighlights;
}

function inOptions(highlight: Highlight, options: RedactionOptions): boolean {
  return includes(options, highlight) && highlight.w > 0 && highlight.h > 0;
}

/** The highlights a redaction of one file takes: accepted ones, of the kinds the options include. */
export function redactable(highlights: readonly Highlight[], options: RedactionOptions) {
  return highlights.filter((highlight) => inOptions(highlight, options) && isAccepted(highlight));
}

/** The suggestions nobody accepted yet that a redaction would take once they are. */
export function pendingSuggestions(highlights: readonly Highlight[], options: RedactionOptions) {
  return highlights.filter((highlight) => inOptions(highlight, options) && !isAccepted(highlight));
}

/**
 * What to redact in one file, page by page (spec §3 "Redaction mapping per file"); each area
 * carries its exemption code, its own or its type's default from `defaultCodes`. Marks of the
 * same text at the same place (a search hit and a detection) are one area (decision 0047).
 */
export function buildMapping(
  highlights: readonly Highlight[],
  defaultCodes: Readonly<Record<string, string>> = {},
): TRedactionMapping {
  return {
    pages: byPage(placesOf(highlights), (highlight) => {
      const code = codeOf(highlight, defaultCodes);
      return {
        bbox: toBBox(highlight),
        entity_type: entityTypeOf(highlight),
        original_text: highlight.text ?? '',
        ...(code && { code }),
      };
    }),
  };
}

/**
 * Counts for the preview: areas by kind, the pages they touch and the files they are in. An area
 * is a place, as the mapping sends it (a search hit and a detection there are one, of the kind
 * the marks panel files it under); pages count per file: page 1 of two files is two pages.
 */
export function redactionStats(marks: readonly Highlight[]) {
  const highlights = placesOf(marks);
  const byType = { SEARCH: 0, ENTITY: 0, MANUAL: 0 };
  for (const highlight of highlights) byType[highlight.type] += 1;
  return {
    total: highlights.length,
    byType,
    pages: new Set(highlights.map((item) => `${item.fileKey}\n${item.page}`)).size,
    files: new Set(highlights.map((item) => item.fileKey)).size,
  };
}

/** The preview of a redaction (spec §2): what each file in scope will lose, and the sums. */
export function previewStats<File extends { key: string }>(
  files: readonly File[],
  byFile: Readonly<Record<string, readonly Highlight[]>>,
  options: RedactionOptions,
) {
  const areas = files.map((file) => redactable(byFile[file.key] ?? [], options));
  return {
    rows: files.map((file, index) => ({ file, ...redactionStats(areas[index]!) })),
    totals: redactionStats(areas.flat()),
  };
}

export type PreviewStats<File extends { key: string }> = ReturnType<typeof previewStats<File>>;
