import { encodeLatin1 } from '../../bytes/bytes';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { cmapEntries, isCmap, withoutEntries, type CmapEntry } from '../../text-model/cmap-text';
import { contentStreams } from '../../text-model/content-streams';
import { shownCodes } from '../../text-model/shown-codes';
import { latin1, textViews } from '../../text-model/text-views';
import { ByteSink, collectStrings } from '../../verify/pdf-strings';
import type { QuoteFinder } from '../quotes';

/**
 * Cleans what fonts say beyond the glyphs drawn (decision 0042): a ToUnicode entry whose text
 * quotes a redacted string is dropped (the code then copies as nothing), and so is a Type 3
 * glyph procedure that writes one. Type 3 fonts are also subset to the glyphs the file still
 * shows, with their ToUnicode entries: a glyph under a redaction is gone from the page, and its
 * procedure and its text must go too. Codes are counted by font resource name over every content
 * stream of the file, so a font is never stripped of a glyph some stream may draw; when a content
 * stream cannot be read, Type 3 fonts keep every glyph no needle condemns.
 */
export function cleanFontMaps(document: PDFDocument, quotes: QuoteFinder, budget: TaskBudget) {
  const fonts = surveyFonts(document, budget);
  const used = fonts.type3.size > 0 ? usedCodes(document, fonts, budget) : null;
  for (const num of fonts.type3) {
    subsetType3(document.newIndirect(num).resolve(), quotes, used?.get(num) ?? null);
  }
  for (const [num, font] of fonts.toUnicode) {
    if (quotes.isEmpty && font === null) continue;
    budget.visit();
    const stream = document.newIndirect(num);
    const text = readText(stream);
    if (text === null || !isCmap(text)) continue;
    const shown = font !== null && used ? (used.get(font) ?? null) : null;
    const doomed = cmapEntries(text).filter(
      (entry) => quotesAny(quotes, entry.destinations.join('')) || !isShown(entry, shown),
    );
    if (doomed.length > 0) stream.writeStream(encodeLatin1(withoutEntries(text, doomed)));
  }
}

interface FontSurvey {
  /** ToUnicode CMap streams, with the Type 3 font each belongs to (null for other fonts). */
  toUnicode: Map<number, number | null>;
  type3: Set<number>;
  /** The resource names each font object is listed under, in `/Font` dictionaries. */
  namesOf: Map<number, Set<string>>;
}

function surveyFonts(document: PDFDocument, budget: TaskBudget): FontSurvey {
  const survey: FontSurvey = {
    toUnicode: new Map(),
    type3: new Set(),
    namesOf: new Map(),
  };
  const count = document.countObjects();
  for (let num = 1; num < count; num++) {
    budget.visit();
    const reference = document.newIndirect(num);
    const object = reference.resolve();
    if (!object.isDictionary()) continue;
    listFontNames(object, survey.namesOf, 0);
    const isType3 = resolveObject(object.get('CharProcs')).isDictionary();
    if (isType3) survey.type3.add(num);
    const map = object.get('ToUnicode');
    if (map.isIndirect() && map.isStream()) {
      // A map shared by several fonts is subset only for one Type 3 font that alone uses it.
      const shared = survey.toUnicode.has(map.asIndirect());
      survey.toUnicode.set(map.asIndirect(), !shared && isType3 ? num : null);
    }
  }
  return survey;
}

function isShown(entry: CmapEntry, shown: ReadonlySet<number> | null): boolean {
  if (!shown) return true;
  for (let code = entry.codes[0]; code <= entry.codes[1] && code < 256; code++) {
    if (shown.has(code)) return true;
  }
  return false;
}

/** Drops the glyph procedures of a Type 3 font that quote a redacted string or are not shown. */
function subsetType3(font: PDFObject, quotes: QuoteFinder, shown: ReadonlySet<number> | null) {
  const procs = resolveObject(font.get('CharProcs'));
  if (!procs.isDictionary()) return;
  const names = shown ? glyphNames(font, shown) : null;
  const doomed: string[] = [];
  procs.forEach((proc, name) => {
    if (typeof name !== 'string') return;
    if ((names && !names.has(name)) || procWrites(proc, quotes)) doomed.push(name);
  });
  for (const name of doomed) procs.delete(name);
}

/** The glyph names the shown codes select through the font's /Differences. */
function glyphNames(font: PDFObject, shown: ReadonlySet<number>): Set<string> {
  const names = new Set<string>();
  const differences = resolveObject(resolveObject(font.get('Encoding')).get('Differences'));
  if (!differences.isArray()) return names;
  let code = 0;
  differences.forEach((item) => {
    const value = resolveObject(item);
    if (value.isNumber()) code = value.asNumber();
    else if (value.isName()) {
      if (shown.has(code)) names.add(value.asName());
      code++;
    }
  });
  return names;
}

function procWrites(proc: PDFObject, quotes: QuoteFinder): boolean {
  if (!proc.isStream()) return false;
  const data = readBytes(proc);
  if (!data) return false;
  const sink = new ByteSink();
  collectStrings(data, 0, data.length, sink);
  return quotesAny(quotes, latin1(sink.take()));
}

/**
 * The codes each Type 3 font shows: every content stream (pages, forms, patterns, glyph
 * procedures) is read for what it shows under each font resource name, and a font counts every
 * code shown under any name it is listed as. Null when some content stream cannot be read.
 */
function usedCodes(
  document: PDFDocument,
  { type3, namesOf }: FontSurvey,
  budget: TaskBudget,
): Map<number, Set<number>> | null {
  const byName = new Map<string, Set<number>>();
  for (const num of contentStreams(document, budget)) {
    budget.visit();
    const data = readBytes(document.newIndirect(num));
    if (!data) return null;
    shownCodes(data, byName);
  }
  const used = new Map<number, Set<number>>();
  for (const num of type3) {
    const codes = new Set<number>(byName.get('') ?? []);
    for (const name of namesOf.get(num) ?? []) {
      for (const code of byName.get(name) ?? []) codes.add(code);
    }
    used.set(num, codes);
  }
  return used;
}

/** Records under which resource names each font object is listed, in `/Font` dictionaries. */
function listFontNames(dictionary: PDFObject, namesOf: Map<number, Set<string>>, depth: number) {
  if (depth > 4) return;
  const fonts = dictionary.get('Font');
  const resolved = resolveObject(fonts);
  if (resolved.isDictionary()) {
    resolved.forEach((font, name) => {
      if (typeof name !== 'string' || !font.isIndirect()) return;
      const num = font.asIndirect();
      namesOf.set(num, (namesOf.get(num) ?? new Set()).add(name));
    });
  }
  dictionary.forEach((value) => {
    if (!value.isIndirect() && value.isDictionary()) listFontNames(value, namesOf, depth + 1);
  });
}

function quotesAny(quotes: QuoteFinder, text: string): boolean {
  return textViews(text).some((view) => quotes.quotes(view.text));
}

function readBytes(stream: PDFObject): Uint8Array | null {
  try {
    const buffer = stream.readStream();
    const data = buffer.asUint8Array().slice();
    buffer.destroy();
    return data;
  } catch {
    return null;
  }
}

function readText(stream: PDFObject): string | null {
  const data = readBytes(stream);
  return data && latin1(data);
}
