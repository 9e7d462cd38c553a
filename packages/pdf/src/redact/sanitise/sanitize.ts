import { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { rebuildDocument, type DroppedCounts } from '../../rebuild/rebuild-document';
import { cleanFields, restore } from '../fields/clean-fields';
import { redrawRewritten } from '../fields/widget-fate';
import { QuoteFinder } from '../quotes';
import { TextCleaner } from './clean-text';

/** What a quoted redacted string becomes in the strings of a file outside its page content. */
export const REDACTED_PLACEHOLDER = '[redacted]';

/**
 * Makes the redacted document what the released file holds (decisions 0061, and 0023 for form
 * fields): form values that quote a redacted string are rewritten to `[redacted]` unless a
 * widget shows them in full (`cleanFields`); the document is rebuilt through the output schema (`rebuildDocument`): only the kinds and keys the product
 * keeps, every string cleaned of redacted text, every stream written anew by its kind, and the
 * rest left unreferenced for the garbage-collecting save; then the rewritten fields' widgets are
 * drawn again. Objects of `replacedContents` (the
 * content streams redacted pages stopped using) are never kept, however they are reached; the
 * structure elements of `redactedPages` lose their replacement texts (pieces of them — "9:30",
 * "-", "11" — can spell what was removed). Returns what was left out, by kind.
 */
export function sanitizeDocument(
  document: PDFDocument,
  {
    needles,
    replacedContents = [],
    redactedPages = [],
  }: {
    needles: readonly string[];
    replacedContents?: readonly number[];
    /** Object numbers of the pages that have areas. */
    redactedPages?: readonly number[];
  },
  budget = new TaskBudget(),
): { dropped: DroppedCounts } {
  const quotes = new QuoteFinder(needles);
  const fields = quotes.isEmpty
    ? { rewritten: new Set<number>(), kept: [] }
    : cleanFields(document, quotes, REDACTED_PLACEHOLDER, budget);
  const cleaner = new TextCleaner(document, quotes, REDACTED_PLACEHOLDER);
  const dropped = rebuildDocument(
    document,
    {
      cleaner,
      quotes,
      excluded: new Set(replacedContents),
      redactedPages: new Set(redactedPages),
    },
    budget,
  );
  restore(fields.kept);
  // MuPDF draws the rewritten values anew, from the text the rebuild cleaned.
  redrawRewritten(document, fields.rewritten, budget);
  return { dropped };
}
