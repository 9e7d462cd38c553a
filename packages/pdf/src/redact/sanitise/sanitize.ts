import { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { cleanFields, restore } from '../fields/clean-fields';
import { TextCleaner } from './clean-text';
import { cleanFontMaps } from './font-maps';
import { contentStreams } from '../../text-model/content-streams';
import { renameInContent } from '../../text-model/rename-in-content';
import { stripJpegMetadata } from './jpeg-metadata';
import { walkObjects, type EntryRule } from './object-walk';
import { QuoteFinder } from '../quotes';

/** What a quoted redacted string becomes in the strings of a file outside its page content. */
export const REDACTED_PLACEHOLDER = '[redacted]';

/** Actions that run code, open or send files, or play media; every other action only navigates. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'Rendition',
  'RichMediaExecute',
  'GoToR',
  'GoToE',
  'Sound',
  'Movie',
  'Hide',
]);

/** The catalog entries a redacted file keeps (PDF 32000-2, table 29); the rest is dropped. */
const CATALOG_KEYS = new Set([
  'Type',
  'Version',
  'Extensions',
  'Pages',
  'PageLabels',
  'Names',
  'Dests',
  'ViewerPreferences',
  'PageLayout',
  'PageMode',
  'Outlines',
  'URI',
  'AcroForm',
  'StructTreeRoot',
  'MarkInfo',
  'Lang',
  'OutputIntents',
  'OCProperties',
  'Requirements',
]);

/** Page and page-tree entries a redacted file keeps (table 31); private and metadata keys go. */
const PAGE_KEYS = new Set([
  'Type',
  'Parent',
  'Kids',
  'Count',
  'Resources',
  'MediaBox',
  'CropBox',
  'BleedBox',
  'TrimBox',
  'ArtBox',
  'BoxColorInfo',
  'Contents',
  'Rotate',
  'Group',
  'Dur',
  'Trans',
  'Annots',
  'StructParents',
  'PZ',
  'SeparationInfo',
  'Tabs',
  'UserUnit',
  'VP',
  'OutputIntents',
]);

/** Entries whose text stands for content: they go when they quote a redacted string. */
const REPLACEMENT_TEXT_KEYS = new Set(['ActualText', 'Alt', 'E']);
/** Metadata and private application data, wherever they are (images, forms, fonts, pages). */
const METADATA_KEYS = new Set(['Metadata', 'PieceInfo']);
/**
 * Entries that carry files or media inside the file: a file specification's embedded streams,
 * rich media content and 3D data (decision 0042).
 */
const EMBEDDING_KEYS = new Set(['EF', 'RF', 'RichMediaContent', '3DD']);
/** Annotations that play or hold files: they go with what they hold. */
const EMBEDDING_ANNOTATIONS = new Set([
  'FileAttachment',
  'RichMedia',
  '3D',
  'Movie',
  'Sound',
  'Screen',
]);

/**
 * Removes what could carry the redacted content or act on the reader (decision 0022, and 0023
 * for what is cleaned rather than removed): document info, every catalog and page entry outside
 * the standard ones (private data, thumbnails, portfolios), XMP metadata and private application
 * data wherever they are, document JavaScript and embedded files, associated files (/AF) and
 * trigger actions (/AA) wherever they are, every active action anywhere (also inside /Next
 * chains, outlines, links and fields), file attachment annotations, XFA form data, replacement
 * texts (/ActualText, /Alt, /E) that quote a redacted string or belong to a structure element
 * of a redacted page (pieces of them — "9:30", "-", "11", ":30" — can spell what was removed),
 * the metadata segments of JPEG
 * images, and every reference to a content stream a redacted page stopped using (other than as
 * some page's /Contents). Embedded files go wherever they are (`/EF`, rich media, 3D, movie,
 * sound and screen annotations, /EmbeddedFile streams). Every other string that quotes a
 * redacted string in any of its views (a form value no widget shows, rich text, a tooltip, an
 * outline title, a destination name, a link's URI, a layer's name, a page label) has each quote
 * replaced by `[redacted]` in the view's form, and every name that quotes one is renamed
 * (clean-text.ts); fonts lose the map entries and Type 3 procedures that quote one, and Type 3
 * glyphs nothing draws (font-maps.ts; decision 0042). A field whose value changed loses its
 * stale appearance. A value or button caption a widget shows in full is page text and stays
 * (`cleanFields`).
 * Stream filters are made direct, so the saved file can be checked from its bytes alone.
 * Everything removed becomes unreferenced and is dropped by the garbage-collecting save.
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
): { rewrittenFields: ReadonlySet<number> } {
  const replaced = new Set(replacedContents);
  const redacted = new Set(redactedPages);
  const trailer = document.getTrailer();
  trailer.delete('Info');
  const root = trailer.get('Root');
  if (!root.isDictionary()) return { rewrittenFields: new Set() };
  keepOnly(root, CATALOG_KEYS);
  const names = root.get('Names');
  if (names.isDictionary())
    for (const key of ['JavaScript', 'EmbeddedFiles', 'AlternatePresentations']) names.delete(key);
  const acroForm = root.get('AcroForm');
  if (acroForm.isDictionary()) {
    acroForm.delete('XFA');
    acroForm.delete('NeedsRendering');
  }
  const quotes = new QuoteFinder(needles);
  const fields = quotes.isEmpty
    ? { rewritten: new Set<number>(), kept: [] }
    : cleanFields(document, quotes, REDACTED_PLACEHOLDER, budget);
  for (let index = 0; index < document.countPages(); index++) {
    scrubPageTree(document.findPage(index), budget);
  }
  const cleaner = new TextCleaner(document, quotes, REDACTED_PLACEHOLDER);
  walkObjects(document, budget, (container, key, value) =>
    scrubEntry(document, container, key, value, { quotes, cleaner, replaced, redacted }),
  );
  renameInContents(document, cleaner.renames, budget);
  cleanFontMaps(document, quotes, budget);
  restore(fields.kept);
  stripJpegMetadata(document, budget);
  return { rewrittenFields: fields.rewritten };
}

function scrubEntry(
  document: PDFDocument,
  container: PDFObject,
  key: string | number,
  value: PDFObject,
  {
    quotes,
    cleaner,
    replaced,
    redacted,
  }: {
    quotes: QuoteFinder;
    cleaner: TextCleaner;
    replaced: ReadonlySet<number>;
    redacted: ReadonlySet<number>;
  },
): ReturnType<EntryRule> {
  if (key === 'AF' || key === 'AA') return 'delete';
  if (typeof key === 'string' && EMBEDDING_KEYS.has(key)) return 'delete';
  if (typeof key === 'string' && REPLACEMENT_TEXT_KEYS.has(key) && onPage(container, redacted))
    return 'delete';
  if (typeof key === 'string' && METADATA_KEYS.has(key)) return 'delete';
  // A page's own contents stay as they are; any other way to reach a replaced content stream
  // (a private key, an annotation, a second page tree entry) goes with the stream.
  if (key === 'Contents' && container.get('Type').asName() === 'Page') return 'skip';
  // Only dictionary entries: an array of references may be some page's /Contents array.
  if (typeof key === 'string' && value.isIndirect() && replaced.has(value.asIndirect()))
    return 'delete';
  const resolved = resolveObject(value);
  if (resolved.isDictionary()) {
    if (isActiveAction(resolved)) return 'delete';
    // Annotations are listed in arrays (a page's /Annots).
    if (typeof key === 'number' && EMBEDDING_ANNOTATIONS.has(resolved.get('Subtype').asName()))
      return 'delete';
    if (value.isIndirect() && value.isStream() && resolved.get('Type').asName() === 'EmbeddedFile')
      return 'delete';
  }
  if (resolved.isString()) {
    const cleaned = cleaner.cleanString(key, resolved.asString(), resolved.asByteString());
    if (cleaned === null) return 'skip';
    if (typeof key === 'string' && REPLACEMENT_TEXT_KEYS.has(key)) return 'delete';
    container.put(key, document.newString(cleaned));
    return 'skip';
  }
  if (value.isName()) {
    const renamed = cleaner.renameName(value.asName());
    if (renamed !== null) container.put(key, document.newName(renamed));
  }
  if (typeof key !== 'string') return undefined;
  const renamedKey = quotes.isEmpty ? null : cleaner.renameName(key);
  if (renamedKey !== null) return { renameTo: renamedKey };
  if ((key === 'Filter' || key === 'DecodeParms') && value.isIndirect()) {
    container.put(key, directCopy(document, resolved, 0));
    return 'skip';
  }
  return undefined;
}

/**
 * Renames, in every content stream, the resource names whose keys were renamed: a colour space,
 * font or form listed under a name that quotes a redacted string is still found.
 */
function renameInContents(
  document: PDFDocument,
  renames: ReadonlyMap<string, string>,
  budget: TaskBudget,
): void {
  if (renames.size === 0) return;
  for (const num of contentStreams(document, budget)) {
    budget.visit();
    const stream = document.newIndirect(num);
    let renamed: Uint8Array | null = null;
    try {
      const buffer = stream.readStream();
      renamed = renameInContent(buffer.asUint8Array(), renames);
      buffer.destroy();
    } catch {
      // A stream MuPDF cannot read draws nothing; verification reports what it holds.
    }
    if (renamed) stream.writeStream(renamed);
  }
}

/** Whether a structure element marks content of one of `pages` (its /Pg, or its parents'). */
function onPage(element: PDFObject, pages: ReadonlySet<number>): boolean {
  if (pages.size === 0 || !isStructElem(element)) return false;
  let node = element;
  for (let depth = 0; depth < 8 && node.isDictionary(); depth++) {
    const page = node.get('Pg');
    if (page.isIndirect()) return pages.has(page.asIndirect());
    node = resolveObject(node.get('P'));
  }
  return false;
}

/** /Type is optional on a structure element: its role (/S) and parent (/P) tell it too. */
function isStructElem(dictionary: PDFObject): boolean {
  if (dictionary.get('Type').asName() === 'StructElem') return true;
  return dictionary.get('S').isName() && dictionary.get('P').isIndirect();
}

/** An action of an active kind; structure elements also have /S, but never an action type. */
function isActiveAction(dictionary: PDFObject): boolean {
  if (!ACTIVE_ACTIONS.has(dictionary.get('S').asName())) return false;
  const type = dictionary.get('Type');
  return (type.isNull() || type.asName() === 'Action') && dictionary.get('K').isNull();
}

/** Keeps only the standard entries of a page and of the page-tree nodes above it. */
function scrubPageTree(page: PDFObject, budget: TaskBudget): void {
  let node = page;
  for (let depth = 0; node.isDictionary(); depth++) {
    budget.checkDepth(depth);
    budget.visit();
    keepOnly(node, PAGE_KEYS);
    node = node.get('Parent');
  }
}

function keepOnly(dictionary: PDFObject, keys: ReadonlySet<string>): void {
  const doomed: string[] = [];
  dictionary.forEach((_value, key) => {
    if (typeof key === 'string' && !keys.has(key)) doomed.push(key);
  });
  for (const key of doomed) dictionary.delete(key);
}

/** A direct copy of a filter name, array or parameter dictionary (references stay references). */
function directCopy(document: PDFDocument, object: PDFObject, depth: number): PDFObject {
  if (depth > 4) return document.newNull();
  if (object.isArray()) {
    const copy = document.newArray();
    object.forEach((item) => {
      copy.push(
        item.isIndirect() && depth > 0
          ? item
          : directCopy(document, resolveObject(item), depth + 1),
      );
    });
    return copy;
  }
  if (object.isDictionary()) {
    const copy = document.newDictionary();
    object.forEach((item, key) => {
      copy.put(key, item.isIndirect() ? item : directCopy(document, item, depth + 1));
    });
    return copy;
  }
  if (object.isName()) return document.newName(object.asName());
  if (object.isInteger()) return document.newInteger(object.asNumber());
  if (object.isNumber()) return document.newReal(object.asNumber());
  if (object.isBoolean()) return document.newBoolean(object.asBoolean());
  return document.newNull();
}
