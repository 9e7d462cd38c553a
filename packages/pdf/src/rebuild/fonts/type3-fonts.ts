import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import type { QuoteFinder } from '../../redact/quotes';
import { latin1, textViews } from '../../text-model/text-views';
import { ByteSink, collectStrings } from '../../verify/pdf-strings';
import type { SurveyResult } from '../survey';
import type { Tally } from '../tally';
import { isPlainGlyphName } from './glyph-names';

/**
 * A Type 3 font written anew (issue 62): it keeps the glyph procedures of the codes still shown
 * (all of them when its use cannot be told), never one whose drawing writes a redacted string,
 * each under a plain name (neutralNames) in both its /CharProcs and its /Differences. A glyph's
 * name is whatever the file chose, so it can carry text; a code whose glyph went draws nothing.
 */
export function rebuildType3Font(
  document: PDFDocument,
  font: PDFObject,
  num: number,
  survey: SurveyResult,
  quotes: QuoteFinder,
  tally: Tally,
): boolean {
  const procs = resolveObject(font.get('CharProcs'));
  const encoding = resolveObject(font.get('Encoding'));
  const differences = encoding.isDictionary() ? resolveObject(encoding.get('Differences')) : null;
  if (!procs.isDictionary()) return false;
  const namesByCode = codeNames(differences);
  const isUnknown = survey.fontsInUnknownUse.has(num);
  const shown = new Set<number>();
  for (const bytes of survey.shown.get(num) ?? []) for (const code of bytes) shown.add(code);
  const kept = new Map<string, PDFObject>();
  procs.forEach((proc, name) => {
    if (typeof name !== 'string') return;
    const isDrawn =
      isUnknown || [...namesByCode].some(([code, glyph]) => glyph === name && shown.has(code));
    if (!isDrawn) {
      tally.drop('Type 3 glyph no longer drawn');
      return;
    }
    if (writesQuote(proc, survey, quotes)) {
      tally.drop('Type 3 glyph that writes a redacted string');
      return;
    }
    kept.set(name, proc);
  });
  const neutral = neutralNames([...kept.keys()]);
  const newProcs = document.newDictionary();
  for (const [name, proc] of kept) newProcs.put(neutral.get(name)!, proc);
  font.put('CharProcs', newProcs);
  const newDifferences = document.newArray();
  const references = sizeReferences(namesByCode, widthsOf(font));
  for (const [code, name] of [...namesByCode].sort(([a], [b]) => a - b)) {
    const renamed =
      neutral.get(name) ?? (references.has(code) ? referenceName(name, neutral) : undefined);
    if (renamed === undefined) continue;
    newDifferences.push(document.newInteger(code));
    newDifferences.push(document.newName(renamed));
  }
  const newEncoding = document.newDictionary();
  newEncoding.put('Type', document.newName('Encoding'));
  newEncoding.put('Differences', newDifferences);
  font.put('Encoding', newEncoding);
  return kept.size < sizeOf(procs);
}

/**
 * The codes a text extractor sizes the font by. A Type 3 font says nothing of its own size in
 * text space, so poppler (pdftotext) guesses it from the width of the code named "m", else of the
 * first code named by one letter, else of the first named code with a width; a font whose
 * undrawn glyphs went would be sized anew, and its words read letter by letter. These codes keep
 * their name (not their glyph, which may have drawn only redacted text), so the file reads as before.
 */
function sizeReferences(
  names: ReadonlyMap<number, string>,
  widths: (code: number) => number,
): Set<number> {
  const references = new Set<number>();
  const ordered = [...names].sort(([a], [b]) => a - b);
  const m = ordered.findLast(([, name]) => name === 'm');
  if (m) references.add(m[0]);
  const letter = ordered.find(([, name]) => /^[A-Za-z]$/.test(name));
  if (letter) references.add(letter[0]);
  const any = ordered.find(([code]) => widths(code) > 0);
  if (any) references.add(any[0]);
  return references;
}

/**
 * A reference code's name when its glyph went: a plain name as it was (no kept glyph goes by it),
 * any other .notdef. The code draws nothing; it is not shown.
 */
function referenceName(name: string, kept: ReadonlyMap<string, string>): string {
  const taken = new Set(kept.values());
  return isPlainGlyphName(name) && !taken.has(name) ? name : '.notdef';
}

/** A simple font's width of a code by its /Widths and /FirstChar (0 where it gives none). */
function widthsOf(font: PDFObject): (code: number) => number {
  const widths = resolveObject(font.get('Widths'));
  const first = resolveObject(font.get('FirstChar'));
  const firstChar = first.isNumber() ? first.asNumber() : 0;
  return (code) => {
    if (!widths.isArray()) return 0;
    const width = resolveObject(widths.get(code - firstChar));
    return width.isNumber() ? width.asNumber() : 0;
  };
}

function sizeOf(dict: PDFObject): number {
  let size = 0;
  dict.forEach(() => size++);
  return size;
}

/**
 * The names the kept glyphs go by: a plain name (glyph-names.ts) stays, as readers copy text by
 * it; any other is renamed g1, g2… (skipping names the font already uses).
 */
function neutralNames(names: readonly string[]): Map<string, string> {
  const taken = new Set(names.filter(isPlainGlyphName));
  const renamed = new Map<string, string>();
  let next = 1;
  for (const name of [...names].sort()) {
    if (taken.has(name)) {
      renamed.set(name, name);
      continue;
    }
    while (taken.has(`g${next}`)) next++;
    renamed.set(name, `g${next}`);
    taken.add(`g${next}`);
  }
  return renamed;
}

/** Each code's glyph name by a /Differences array. */
function codeNames(differences: PDFObject | null): Map<number, string> {
  const names = new Map<number, string>();
  if (!differences?.isArray()) return names;
  let code = 0;
  differences.forEach((item) => {
    const value = resolveObject(item);
    if (value.isNumber()) code = value.asNumber();
    else if (value.isName()) names.set(code++, value.asName());
  });
  return names;
}

/** Whether a glyph procedure shows text that quotes a redacted string. */
function writesQuote(proc: PDFObject, survey: SurveyResult, quotes: QuoteFinder): boolean {
  if (quotes.isEmpty || !proc.isIndirect()) return false;
  const data = survey.content.get(proc.asIndirect());
  if (!data) return false;
  const sink = new ByteSink();
  collectStrings(data, 0, data.length, sink);
  return textViews(latin1(sink.take())).some((view) => quotes.quotes(view.text));
}
