import type { TaskBudget } from '../budget/task-budget';
import { bytesEqual, decodeLatin1, encodeLatin1 } from '../bytes/bytes';
import type { PdfValue } from '../content/content-objects';
import type { PDFDocument } from '../engine/mupdf';
import { resolveObject, type PDFObject } from '../engine/pdf-object';
import { RawObjects, type Ptr } from '../engine/raw-objects';
import type { QuoteFinder } from '../redact/quotes';
import { textViews, stringViews } from '../text-model/text-views';
import { isPlain, ruleFor } from './fits';
import { checkFontProgram } from './fonts/check-fonts';
import { formFonts, programUses, type ProgramUse } from './fonts/program-uses';
import type { FontShowing } from './fonts/subset/shown-codes';
import { refineKind } from './kinds';
import { CATEGORIES } from './resource-names';
import type { Rule } from './rules';
import { SCHEMA } from './schema';
import { isSignText } from './sign-text';
import { isStandardName } from '../text-model/standard-names';
import { rewriteCalculator } from './streams/calculator-rebuild';
import { readCmap, writeEncodingCmap, writeToUnicode } from './streams/cmap-rebuild';
import { jpegWithoutMetadata, jpxCodestream } from './streams/image-rebuild';
import { streamData, surveyDocument, type ResourcesRef, type SurveyResult } from './survey';

/** Something the check found: a redacted string (needle) or a place the schema does not allow. */
export interface SchemaFinding {
  /** The redacted string found, or null for a place that breaks the schema. */
  needle: string | null;
  /** The object it lies in (0 for the trailer). */
  object: number;
  how: string;
}

/** Objects that hold other objects or the cross-reference: the save's own structure. */
const STRUCTURE_TYPES = new Set(['ObjStm', 'XRef']);
/** A saved trailer's keys: the catalog, size and id, and a cross-reference stream's own. */
const TRAILER_KEYS = new Set([
  'Root',
  'Size',
  'ID',
  'Type',
  'W',
  'Index',
  'Length',
  'Filter',
  'DecodeParms',
]);

/**
 * Verifies a saved file by the output schema (decision 0061), with the rule the rebuild writes
 * by: from the trailer down, every object is of a kind the schema keeps and nothing else is in the
 * file; every key is one its kind may carry and its value of its rule; no text, name or key quotes
 * a redacted string (one folding rule); every stream is read by the parser its use says and is
 * what the rebuild writes — content of drawing operators only, canonical CMaps, font programs
 * whose names are neutral (a rewrite changes nothing), images without metadata, resources that
 * hold only what content draws. Each finding is a reason not to release the file.
 */
export function checkDocument(
  document: PDFDocument,
  quotes: QuoteFinder,
  budget: TaskBudget,
): { findings: SchemaFinding[]; programs: Set<number> } {
  const findings: SchemaFinding[] = [];
  const note = (object: number, how: string, needle: string | null = null) =>
    findings.push({ needle, object, how });
  const survey = surveyDocument(document, budget, {
    excluded: new Set(),
    propertyList: (entries) => checkProperties(entries, note),
    inlineImage: (dict, data) => {
      if (isJpeg(dict) && !bytesEqual(jpegWithoutMetadata(data), data)) {
        note(0, 'an inline image with metadata');
      }
      return data;
    },
  });
  const totals = survey.tally.totals;
  for (const [what, count] of Object.entries(totals)) {
    if (count > 0) note(0, `content that is not drawing (${what})`);
  }
  const raw = new RawObjects(document);
  const checker = new Checker(document, raw, survey, quotes, note, budget);
  const trailer = document.getTrailer();
  checker.checkTrailer(raw.pointerOf(trailer));
  for (const [num, kinds] of survey.kinds) checker.checkObject(num, kinds);
  const resources = new Map([...survey.resourcesOf.values()].map((ref) => [ref.key, ref]));
  for (const ref of resources.values()) checker.checkResources(ref, survey.used.get(ref.key));
  const count = document.countObjects();
  for (let num = 1; num < count; num++) {
    budget.visit();
    if (survey.kinds.has(num) || survey.reached.has(num)) continue;
    const { object } = raw.objectAt(num);
    if (object === 0 || raw.isNull(object)) continue;
    const type = raw.isDict(object) ? raw.entryText(object, 'Type') : null;
    if (!STRUCTURE_TYPES.has(type ?? '')) note(num, 'an object no part of the file uses');
  }
  const programs = new Set(
    [...survey.kinds].filter(([, kinds]) => kinds.has('FontProgram')).map(([num]) => num),
  );
  return { findings, programs };
}

function checkProperties(
  entries: Map<string, PdfValue>,
  note: (object: number, how: string) => void,
): Map<string, PdfValue> {
  const allowed = SCHEMA.MarkedContentProperties!.keys;
  for (const [key, value] of entries) {
    if (key === 'ActualText' && isSignText(value)) continue;
    if (!(key in allowed) || value.kind === 'string') {
      note(0, `a marked-content property the schema does not allow (/${key})`);
    }
  }
  return entries;
}

function isJpeg(dict: Map<string, PdfValue>): boolean {
  const filter = dict.get('F') ?? dict.get('Filter');
  const names = filter?.kind === 'array' ? filter.items : filter ? [filter] : [];
  return names.some((item) => item.kind === 'name' && /^DCT/.test(item.name));
}

class Checker {
  /** The fonts that draw with each program, and what content shows with them. */
  private readonly programs: Map<number, ProgramUse>;
  private readonly showing: FontShowing;

  constructor(
    private readonly document: PDFDocument,
    private readonly raw: RawObjects,
    private readonly survey: SurveyResult,
    private readonly quotes: QuoteFinder,
    private readonly note: (object: number, how: string, needle?: string | null) => void,
    private readonly budget: TaskBudget,
  ) {
    this.programs = programUses(survey.fonts);
    const unknown = new Set([...survey.fontsInUnknownUse, ...formFonts(document)]);
    this.showing = { shown: survey.shown, unknown };
  }

  checkTrailer(trailer: Ptr): void {
    for (const [key] of this.raw.entries(trailer)) {
      if (!TRAILER_KEYS.has(key)) this.note(0, `a trailer entry (/${key})`);
    }
  }

  checkObject(num: number, kinds: ReadonlySet<string>): void {
    this.budget.visit();
    const { object, isStream } = this.raw.objectAt(num);
    if (this.raw.isDict(object)) this.checkDictionary(object, [...kinds], num);
    if (isStream) this.checkStream(this.document.newIndirect(num), kinds, num);
  }

  /** A resource dictionary holds only what the content drawn with it uses. */
  checkResources(
    { key, dict }: ResourcesRef,
    used: ReadonlyMap<string, ReadonlySet<string>> | undefined,
  ): void {
    const raw = this.raw;
    const num = /^\d+$/.test(key) ? Number(key) : 0;
    for (const [category, value] of raw.entries(dict)) {
      if (category === 'ProcSet') continue;
      if (!CATEGORIES.includes(category as never)) {
        this.note(num, `a resource category the schema does not allow (/${category})`);
        continue;
      }
      const entries = raw.resolve(value);
      if (!raw.isDict(entries)) continue;
      for (const [name] of raw.entries(entries)) {
        if (!used?.get(category)?.has(name)) this.note(num, 'a resource no content uses');
      }
    }
  }

  private checkDictionary(dict: Ptr, kinds: string[], num: number): void {
    const raw = this.raw;
    if (kinds.includes('Attributes')) {
      for (const [key, value] of raw.entries(dict)) {
        if (!isPlain(raw, value, 0)) this.note(num, `text in structure attributes (/${key})`);
      }
      return;
    }
    const rules = new Map<string, Rule>();
    for (const kind of kinds) {
      for (const [key, rule] of Object.entries(SCHEMA[kind]?.keys ?? {})) {
        if (!rules.has(key)) rules.set(key, rule);
      }
    }
    if (kinds.includes('Resources')) return;
    for (const [key, value] of raw.entries(dict)) {
      this.checkName(key, num);
      const rule = rules.get(key);
      if (!rule) {
        this.note(num, `an entry the output schema does not allow (${kinds.join('+')} /${key})`);
        continue;
      }
      this.checkValue(value, rule, num, `${kinds.join('+')} /${key}`, 0);
    }
  }

  private checkValue(value: Ptr, rule: Rule, num: number, where: string, depth: number): void {
    const raw = this.raw;
    if (raw.isNull(value) || depth > 32) return;
    const chosen = ruleFor(raw, value, rule);
    if (chosen === null) {
      this.note(num, `a value the output schema does not allow (${where})`);
      return;
    }
    if (typeof chosen === 'object' && 'backTo' in chosen) {
      if (!this.survey.kinds.has(raw.num(value))) {
        this.note(num, `a reference to an object the file does not keep (${where})`);
      }
      return;
    }
    const resolved = raw.resolve(value);
    if (typeof chosen === 'string') return this.checkPrimitive(resolved, chosen, num, where);
    if ('kind' in chosen) {
      const kind = refineKind(raw, chosen.kind, value);
      if (kind === null) this.note(num, `an object of a kind the file does not keep (${where})`);
      else if (kind === 'ColorSpace') this.checkColourSpace(resolved, num, where, depth);
      else if (kind === 'DestinationArray') this.checkPlainItems(resolved, num, where, 1);
      else if (!raw.isIndirect(value) && raw.isDict(resolved) && kind !== 'Resources') {
        this.checkDictionary(resolved, [kind], num);
      }
      return;
    }
    if ('mapOf' in chosen) {
      for (const [key, item] of raw.entries(resolved)) {
        this.checkName(key, num);
        this.checkValue(item, chosen.mapOf, num, where, depth + 1);
      }
      return;
    }
    const step = 'pairs' in chosen || 'numbered' in chosen ? 2 : 1;
    const itemRule =
      'arrayOf' in chosen
        ? chosen.arrayOf
        : 'slots' in chosen
          ? chosen.slots
          : 'nested' in chosen
            ? chosen
            : 'pairs' in chosen
              ? chosen.pairs
              : 'numbered' in chosen
                ? chosen.numbered
                : null;
    if (itemRule === null) return;
    const length = raw.arrayLength(resolved);
    for (let index = 0; index < length; index++) {
      const item = raw.arrayGet(resolved, index);
      if (step === 2 && index % 2 === 0) {
        if ('pairs' in chosen) this.checkPrimitive(raw.resolve(item), 'text', num, where);
        continue;
      }
      if (raw.isNull(item) && 'slots' in chosen) continue;
      this.checkValue(item, itemRule, num, where, depth + 1);
    }
  }

  private checkPrimitive(value: Ptr, rule: string, num: number, where: string): void {
    const raw = this.raw;
    if (rule === 'text' || rule === 'date') {
      if (!raw.isString(value)) return;
      for (const view of stringViews(raw.text(value), raw.bytes(value))) {
        for (const needle of this.quotes.quotedIn(view.text, true)) {
          this.note(num, `${where} text`, needle);
        }
      }
    } else if (rule === 'data') {
      if (!raw.isString(value)) return;
      const text = decodeLatin1(raw.bytes(value));
      for (const needle of this.quotes.quotedIn(text, true)) {
        this.note(num, `${where} data`, needle);
      }
    } else if (rule === 'name') {
      if (raw.isName(value)) this.checkName(raw.name(value), num);
    } else if (rule === 'plain') {
      this.checkPlainNames(value, num, 0);
    }
  }

  private checkName(name: string, num: number): void {
    if (this.quotes.isEmpty || isStandardName(this.document, name)) return;
    for (const view of textViews(name)) {
      for (const needle of this.quotes.quotedIn(view.text)) this.note(num, 'a name', needle);
    }
  }

  private checkPlainNames(value: Ptr, num: number, depth: number): void {
    const raw = this.raw;
    if (raw.isName(value)) this.checkName(raw.name(value), num);
    else if (depth < 8 && raw.isArray(value)) {
      const length = raw.arrayLength(value);
      for (let index = 0; index < length; index++) {
        this.checkPlainNames(raw.resolve(raw.arrayGet(value, index)), num, depth + 1);
      }
    } else if (depth < 8 && raw.isDict(value)) {
      for (const [, item] of raw.entries(value)) {
        this.checkPlainNames(raw.resolve(item), num, depth + 1);
      }
    }
  }

  private checkPlainItems(array: Ptr, num: number, where: string, from: number): void {
    const raw = this.raw;
    if (!raw.isArray(array)) return;
    for (let index = from; index < raw.arrayLength(array); index++) {
      const item = raw.resolve(raw.arrayGet(array, index));
      if (!(raw.isName(item) || raw.isNumber(item) || raw.isNull(item))) {
        this.note(num, `a value the output schema does not allow (${where})`);
      }
    }
  }

  private checkColourSpace(space: Ptr, num: number, where: string, depth: number): void {
    const raw = this.raw;
    if (!raw.isArray(space)) return;
    const head = raw.resolve(raw.arrayGet(space, 0));
    const family = raw.isName(head) ? raw.name(head) : '';
    if (family === 'ICCBased') this.note(num, `an ICC profile (${where})`);
    const follow = (index: number, rule: Rule) => {
      if (index >= raw.arrayLength(space)) return;
      const item = raw.arrayGet(space, index);
      if (!raw.isNull(item)) this.checkValue(item, rule, num, where, depth + 1);
    };
    if (family === 'Indexed' || family === 'I') {
      follow(1, { kind: 'ColorSpace' });
      follow(3, { oneOf: ['data', { kind: 'IndexedLookup' }] });
    } else if (family === 'Separation' || family === 'DeviceN') {
      follow(1, family === 'Separation' ? 'name' : { arrayOf: 'name' });
      follow(2, { kind: 'ColorSpace' });
    } else if (family === 'Pattern') follow(1, { kind: 'ColorSpace' });
  }

  /** A stream read by the parser its use says; it must be what the rebuild writes. */
  private checkStream(reference: PDFObject, kinds: ReadonlySet<string>, num: number): void {
    const streamKinds = new Set([...kinds].map((kind) => SCHEMA[kind]?.stream).filter(Boolean));
    if (streamKinds.size > 1) this.note(num, 'a stream used as two kinds');
    const [kind] = streamKinds;
    if (kind === 'cmap') return this.checkCmap(reference, kinds.has('EncodingCMap'), num);
    if (kind === 'font-program') {
      const use = this.programs.get(num);
      for (const problem of checkFontProgram(reference, use, this.showing)) this.note(num, problem);
      return;
    }
    if (kind === 'image') return this.checkImage(reference, num);
    if (kind === 'calculator') {
      const data = streamData(reference);
      const written = data && rewriteCalculator(data);
      if (!data || !written || !bytesEqual(written, data)) this.note(num, 'a calculator function');
    }
  }

  private checkCmap(reference: PDFObject, isEncoding: boolean, num: number): void {
    const data = streamData(reference);
    const meaning = data && readCmap(data);
    if (!data || (!meaning && isEncoding)) return this.note(num, 'a CMap that cannot be read');
    const canonical = meaning
      ? isEncoding
        ? writeEncodingCmap(meaning)
        : writeToUnicode(meaning, null, () => true)
      : null;
    if (canonical !== null && !bytesEqual(encodeLatin1(canonical), data)) {
      this.note(num, 'a CMap with more than its mappings');
    }
    for (const text of meaning ? [...meaning.text.values()] : []) {
      for (const needle of this.quotes.quotedIn(text)) this.note(num, 'a font map', needle);
    }
  }

  private checkImage(reference: PDFObject, num: number): void {
    const filter = resolveObject(reference.resolve().get('Filter'));
    const name = filter.isName()
      ? filter.asName()
      : filter.isArray() && filter.length === 1
        ? resolveObject(filter.get(0)).asName()
        : '';
    if (name !== 'DCTDecode' && name !== 'JPXDecode') return;
    const buffer = reference.readRawStream();
    const raw = buffer.asUint8Array().slice();
    buffer.destroy();
    const written = name === 'DCTDecode' ? jpegWithoutMetadata(raw) : jpxCodestream(raw);
    if (!written || !bytesEqual(written, raw)) this.note(num, 'an image with metadata');
  }
}
