import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import type { PdfValue } from '../content/content-objects';
import type { TextCleaner } from '../redact/sanitise/clean-text';
import type { QuoteFinder } from '../redact/quotes';
import { FontPrograms } from './fonts/font-programs';
import { Pruner } from './prune';
import { rewriteStreams } from './rewrite-streams';
import { SCHEMA } from './schema';
import { jpegWithoutMetadata } from './streams/image-rebuild';
import { surveyDocument, type SurveyResult } from './survey';
import { rebuildType3Font } from './fonts/type3-fonts';
import { isSignText } from './sign-text';
import { Tally } from './tally';

export interface RebuildOptions {
  cleaner: TextCleaner;
  quotes: QuoteFinder;
  /** Objects never kept, however they are reached (content streams redaction replaced). */
  excluded: ReadonlySet<number>;
  /** Pages with areas: their structure elements lose replacement texts. */
  redactedPages: ReadonlySet<number>;
}

/** What the rebuild left out, by kind (the redaction report's `dropped`). */
export type DroppedCounts = Record<string, number>;

/**
 * Rebuilds a redacted document from what the engine reads (issue 62, decision 0061): the
 * survey finds every object the output schema keeps, reading and rewriting all content; the
 * pruner cuts each to its kind's keys; each stream is written anew by its kind. Everything else
 * is left unreferenced and is not saved (the save collects garbage). Returns what was left out.
 */
export function rebuildDocument(
  document: PDFDocument,
  { cleaner, quotes, excluded, redactedPages }: RebuildOptions,
  budget: TaskBudget,
): DroppedCounts {
  openEditableSection(document);
  const options = { propertyList, inlineImage, excluded };
  let survey = surveyDocument(document, budget, options);
  const type3Drops = new Tally();
  if (selectType3Glyphs(document, survey, quotes, type3Drops)) {
    // Glyphs went, and what only they drew must go with them: the file is read again.
    survey = surveyDocument(document, budget, options);
  }
  for (const [what, count] of Object.entries(type3Drops.totals)) survey.tally.drop(what, count);
  new Pruner(document, survey, cleaner, budget, redactedPages).pruneAll();
  const fonts = new FontPrograms(document, survey, cleaner.renames);
  rewriteStreams(document, survey, quotes, fonts, budget);
  return survey.tally.totals;
}

/**
 * Makes the trailer editable. MuPDF keeps the trailer of a file whose cross-reference is a
 * stream (/Type /XRef) read-only until the document has a section of its own to write to, and
 * drops edits made before silently: a file released without marks kept its /Info and its xref
 * stream (issue 64). An object added opens that section; nothing refers to it, so the save,
 * which collects garbage, leaves it out.
 */
function openEditableSection(document: PDFDocument): void {
  document.addObject(document.newNull());
}

/** Each Type 3 font keeps the glyphs still drawn; whether any went. */
function selectType3Glyphs(
  document: PDFDocument,
  survey: SurveyResult,
  quotes: QuoteFinder,
  tally: Tally,
): boolean {
  let changed = false;
  for (const [num, kinds] of survey.kinds) {
    if (!kinds.has('Type3Font')) continue;
    const font = document.newIndirect(num).resolve();
    if (font.isDictionary() && rebuildType3Font(document, font, num, survey, quotes, tally)) {
      changed = true;
    }
  }
  return changed;
}

const PROPERTY_KEYS = SCHEMA.MarkedContentProperties!.keys;

/**
 * An inline property list keeps what marks content, not text: replacement texts go, but one of
 * signs only (an /ActualText hyphen) stays, as the check allows it.
 */
function propertyList(entries: Map<string, PdfValue>): Map<string, PdfValue> {
  const kept = new Map<string, PdfValue>();
  for (const [key, value] of entries) {
    const signs = key === 'ActualText' && isSignText(value);
    if (signs || (key in PROPERTY_KEYS && value.kind !== 'string')) kept.set(key, value);
  }
  return kept;
}

/** An inline image's data: a JPEG without its metadata, other encodings as they are. */
function inlineImage(dict: Map<string, PdfValue>, data: Uint8Array): Uint8Array {
  const filter = dict.get('F') ?? dict.get('Filter');
  const isJpeg =
    (filter?.kind === 'name' && (filter.name === 'DCT' || filter.name === 'DCTDecode')) ||
    (filter?.kind === 'array' &&
      filter.items.length === 1 &&
      filter.items[0]?.kind === 'name' &&
      (filter.items[0].name === 'DCT' || filter.items[0].name === 'DCTDecode'));
  return isJpeg ? jpegWithoutMetadata(data) : data;
}
