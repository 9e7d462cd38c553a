import { encodeLatin1, includesBytes } from '../bytes/bytes';
import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { openPdf } from '../engine/open-pdf';
import type { PDFObject } from '../engine/pdf-object';
import { QuoteFinder } from '../redact/quotes';
import { ByteSink, collectStrings } from '../verify/pdf-strings';
import { cmapEntries, isCmap } from './cmap-text';
import { isStandardName } from './standard-names';
import { latin1, stringViews, textViews } from './text-views';

/** A redacted string found by the text model, or a place it could not read (needle null). */
export interface ModelFinding {
  needle: string | null;
  /** The object of the outermost file it lies in. */
  object: number;
  /** How it was read: "a name", "rich text", "a font map", "a PDF inside the file > …". */
  how: string;
}

/** How an embedded file left in the file is reported. */
export const EMBEDDED_FILE = 'an embedded file';

/** Nested PDFs are opened this many levels deep; one deeper is a place that cannot be read. */
const MAX_NESTING = 3;
/** Streams whose data is not text: pictures and font programs. */
const NOT_TEXT_SUBTYPES = new Set(['Image', 'Type1C', 'CIDFontType0C', 'OpenType']);
/** Streams that hold objects and cross-references: their objects are read as objects. */
const STRUCTURE_TYPES = new Set(['ObjStm', 'XRef']);
const FONT_PROGRAM_KEYS = ['Length1', 'Length2', 'Length3'];

/**
 * Reads every place of a file a reader, a viewer or `strings` can recover text from, the way
 * the cleaner reads it (decision 0042): every string in each of its views (other encodings,
 * markup stripped, URI escapes undone), every name and dictionary key with `#xx` undone, the
 * Unicode destinations of CMaps, the strings a glyph procedure or appearance stream shows, the
 * decoded data of every other stream (metadata, attachments, unknown data) in each encoding,
 * and every stream that is itself a PDF, opened and read the same way up to three levels deep.
 * Names PDF defines are syntax, not text (see isStandardName). An embedded file left anywhere
 * is reported whatever the needles (the cleaner removes them all). Pictures and font programs are
 * left to the byte scan; so are `shown.drawnStreams` (the streams that draw the pages), and in
 * other drawing streams the needles `shown.inWords` (a page shows them inside longer words, which
 * an appearance may draw in pieces too). Returns each needle found once per object and view, and
 * each place that could not be read.
 */
export function findInFile(
  document: PDFDocument,
  needles: readonly string[],
  budget: TaskBudget,
  shown: Shown = { drawnStreams: new Set(), inWords: new Set() },
): ModelFinding[] {
  return findIn(document, new QuoteFinder(needles), budget, shown, 0);
}

interface Shown {
  drawnStreams: ReadonlySet<number>;
  inWords: ReadonlySet<string>;
}

function findIn(
  document: PDFDocument,
  finder: QuoteFinder,
  budget: TaskBudget,
  shown: Shown,
  nesting: number,
): ModelFinding[] {
  const findings: ModelFinding[] = [];
  const seen = new Set<string>();
  const note = (object: number, how: string, texts: readonly string[]) => {
    for (const text of texts) {
      for (const needle of finder.quotedIn(text, how === A_STRING)) {
        if (how === DRAWN && shown.inWords.has(needle)) continue;
        const key = `${object} ${how} ${needle}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push({ needle, object, how });
      }
    }
  };
  const count = document.countObjects();
  for (let num = 1; num < count; num++) {
    budget.visit();
    const reference = document.newIndirect(num);
    const object = reference.resolve();
    // The cleaner removes every embedded file; one left is a refusal, needles or not.
    if (nesting === 0 && holdsEmbeddedFile(object, budget, 0))
      findings.push({ needle: null, object: num, how: EMBEDDED_FILE });
    if (finder.isEmpty) continue;
    readSyntax(document, object, budget, 0, (how, texts) => note(num, how, texts));
    if (!reference.isStream() || shown.drawnStreams.has(num) || isNotText(object)) continue;
    const data = streamData(reference);
    if (!data) {
      findings.push({ needle: null, object: num, how: 'a stream that cannot be decoded' });
      continue;
    }
    if (isPdf(data)) {
      for (const inner of nestedFindings(data, finder, budget, nesting)) {
        findings.push({ ...inner, object: num, how: `a PDF inside the file > ${inner.how}` });
      }
      continue;
    }
    readStream(object, data, (how, texts) => note(num, how, texts));
  }
  return findings;
}

function nestedFindings(
  data: Uint8Array,
  finder: QuoteFinder,
  budget: TaskBudget,
  nesting: number,
): ModelFinding[] {
  const unreadable = [{ needle: null, object: 0, how: 'a PDF that cannot be opened' }];
  if (nesting + 1 >= MAX_NESTING) return unreadable;
  let inner: PDFDocument;
  try {
    inner = openPdf(data, { isUpload: false });
  } catch {
    return unreadable;
  }
  try {
    return findIn(
      inner,
      finder,
      budget,
      { drawnStreams: new Set(), inWords: new Set() },
      nesting + 1,
    );
  } catch {
    return unreadable;
  } finally {
    inner.destroy();
  }
}

type Reader = (how: string, texts: readonly string[]) => void;

/** An /EmbeddedFile stream, or a dictionary with an /EF entry directly or nested in it. */
function holdsEmbeddedFile(object: PDFObject, budget: TaskBudget, depth: number): boolean {
  if (!object.isDictionary() && !object.isArray()) return false;
  budget.checkDepth(depth);
  if (object.isDictionary()) {
    if (object.get('Type').asName() === 'EmbeddedFile' || !object.get('EF').isNull()) return true;
  }
  let found = false;
  object.forEach((value) => {
    if (!found && !value.isIndirect()) found = holdsEmbeddedFile(value, budget, depth + 1);
  });
  return found;
}

const DRAWN = 'drawn text';
/** A string value of the file: text, or binary data (a certificate) read without boundaries. */
const A_STRING = 'a string';

/** The strings, names and keys of an object and of the containers directly inside it. */
function readSyntax(
  document: PDFDocument,
  object: PDFObject,
  budget: TaskBudget,
  depth: number,
  read: Reader,
): void {
  const readName = (name: string) => {
    if (!isStandardName(document, name)) read('a name', views(textViews(name)));
  };
  if (object.isString()) {
    read(A_STRING, views(stringViews(object.asString(), object.asByteString())));
  } else if (object.isName()) {
    readName(object.asName());
  } else if (object.isDictionary() || object.isArray()) {
    budget.checkDepth(depth);
    object.forEach((value, key) => {
      budget.visit();
      if (typeof key === 'string') readName(key);
      if (!value.isIndirect()) readSyntax(document, value, budget, depth + 1, read);
    });
  }
}

/**
 * A stream's text: a CMap's destinations; the strings of drawing instructions; and for any
 * other stream its whole data, in each encoding.
 */
function readStream(object: PDFObject, data: Uint8Array, read: Reader): void {
  const text = latin1(data);
  if (isCmap(text)) {
    read(
      'a font map',
      cmapEntries(text).map((entry) => entry.destinations.join('')),
    );
    return;
  }
  const sink = new ByteSink();
  collectStrings(data, 0, data.length, sink);
  read(DRAWN, views(stringViews(latin1(sink.take()), new Uint8Array())));
  if (isDrawing(object)) return;
  read('stream data', views(stringViews(text, data)));
}

function views(list: readonly { text: string }[]): string[] {
  return list.map((view) => view.text);
}

/** Forms, patterns and content without a type: their data is drawing instructions. */
function isDrawing(object: PDFObject): boolean {
  const subtype = object.get('Subtype').asName();
  if (subtype) return subtype === 'Form';
  return object.get('PatternType').isNumber() || object.get('Type').isNull();
}

function isNotText(object: PDFObject): boolean {
  if (NOT_TEXT_SUBTYPES.has(object.get('Subtype').asName())) return true;
  if (STRUCTURE_TYPES.has(object.get('Type').asName())) return true;
  return FONT_PROGRAM_KEYS.some((key) => !object.get(key).isNull());
}

function streamData(reference: PDFObject): Uint8Array | null {
  try {
    const buffer = reference.readStream();
    const data = buffer.asUint8Array().slice();
    buffer.destroy();
    return data;
  } catch {
    return null;
  }
}

const PDF_HEADER = encodeLatin1('%PDF-');

/** A PDF's header may sit anywhere in its first 1024 bytes. */
function isPdf(data: Uint8Array): boolean {
  return includesBytes(data.subarray(0, 1024), PDF_HEADER);
}
