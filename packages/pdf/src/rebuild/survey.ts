import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import type { PDFObject } from '../engine/pdf-object';
import { RawObjects, type Ptr } from '../engine/raw-objects';
import type { PdfValue } from '../content/content-objects';
import { rewriteContent, type ResourceCategory } from '../content/rewrite-content';
import { CATEGORY_KINDS, neutralNames } from './resource-names';
import type { Rule } from './rules';
import { ruleFor } from './fits';
import { SCHEMA } from './schema';
import { refineKind } from './kinds';
import { Tally } from './tally';

/** A resource dictionary in effect for some content, and where it lies in the file. */
export interface ResourcesRef {
  /** Stable identity: the object number, or the place of a direct dictionary. */
  key: string;
  /** The dictionary, by pointer (valid until the document changes; see raw-objects.ts). */
  dict: Ptr;
}

interface Context {
  /** The resources a form or glyph procedure without its own draws with. */
  resources: ResourcesRef | null;
}

/** What the survey found: which object is kept as which kinds, and the content rewritten. */
export interface SurveyResult {
  kinds: Map<number, Set<string>>;
  /** Every object the schema reaches, of a kind or not (arrays, maps, resource dictionaries). */
  reached: Set<number>;
  /** Each page's and content stream's drawing instructions, rewritten (by object number). */
  content: Map<number, Uint8Array>;
  /** Pages and content streams whose drawing instructions the rewrite left as they were. */
  unchanged: Set<number>;
  /** The entries of each resource dictionary some content uses, by its key and category. */
  used: Map<string, Map<ResourceCategory, Set<string>>>;
  /** The neutral names of each resource dictionary's entries (resource-names.ts). */
  renames: Map<string, Map<ResourceCategory, Map<string, string>>>;
  /** The strings each font object is shown with, glyph codes as bytes. */
  shown: Map<number, Uint8Array[]>;
  /** Every font dictionary the file draws with, direct ones too (simple and Type 0 fonts). */
  fonts: SurveyFont[];
  /** Fonts whose use cannot be told from content (set by a graphics state): kept whole. */
  fontsInUnknownUse: Set<number>;
  /**
   * The resources each object that draws content does it with: a page's own or inherited from
   * the page tree, a form's or pattern's own or its caller's, a Type 3 font's own.
   */
  resourcesOf: Map<number, ResourcesRef>;
  tally: Tally;
}

/** A font dictionary, and its object number (null for one written where it is used). */
export interface SurveyFont {
  font: PDFObject;
  num: number | null;
}

export interface SurveyOptions {
  /** Objects never kept, however they are reached. */
  excluded: ReadonlySet<number>;
  propertyList(entries: Map<string, PdfValue>): Map<string, PdfValue>;
  inlineImage(dict: Map<string, PdfValue>, data: Uint8Array): Uint8Array;
}

/** Kinds whose stream is content drawn with resources. */
const CONTENT_KINDS = new Set(['Form', 'TilingPattern', 'GlyphProcedure']);
const MAX_DEPTH = 256;

/**
 * The rebuild's first pass (decision 0061): from the trailer down, every object the schema keeps,
 * as which kinds; every page's and content stream's drawing instructions read and rewritten, and
 * which resources they use — only those are followed, so an object only an unused resource
 * reaches is not kept. Reads objects by pointer (raw-objects.ts) and changes nothing.
 */
export function surveyDocument(
  document: PDFDocument,
  budget: TaskBudget,
  options: SurveyOptions,
): SurveyResult {
  const raw = new RawObjects(document);
  const survey = new Survey(document, raw, budget, options);
  const trailer = raw.pointerOf(document.getTrailer());
  survey.visit(trailer, { kind: 'Trailer' }, 'trailer', { resources: null }, 0);
  return survey.result;
}

class Survey {
  readonly result: SurveyResult = {
    kinds: new Map(),
    reached: new Set(),
    content: new Map(),
    unchanged: new Set(),
    used: new Map(),
    renames: new Map(),
    shown: new Map(),
    fonts: [],
    fontsInUnknownUse: new Set(),
    resourcesOf: new Map(),
    tally: new Tally(),
  };

  constructor(
    private readonly document: PDFDocument,
    private readonly raw: RawObjects,
    private readonly budget: TaskBudget,
    private readonly options: SurveyOptions,
  ) {}

  visit(value: Ptr, rule: Rule, place: string, context: Context, depth: number): void {
    const raw = this.raw;
    if (value === 0) return;
    if (depth > MAX_DEPTH) this.budget.checkDepth(depth);
    const isIndirect = raw.isIndirect(value);
    // The objects limit counts objects, each once, as the other walks do.
    if (isIndirect && !this.result.reached.has(raw.num(value))) {
      this.budget.visit();
      this.result.reached.add(raw.num(value));
    }
    const chosen = ruleFor(raw, value, rule);
    if (chosen === 'plain') return this.reachPlain(raw.resolve(value), 0);
    if (chosen === null || typeof chosen === 'string' || 'backTo' in chosen) return;
    if ('kind' in chosen) return this.visitKind(value, chosen.kind, place, context, depth);
    const container = raw.resolve(value);
    const at = isIndirect ? `${raw.num(value)}` : place;
    if ('mapOf' in chosen) {
      for (const [key, item] of raw.entries(container)) {
        this.visit(item, chosen.mapOf, `${at}/${key}`, context, depth + 1);
      }
      return;
    }
    const inner = itemRules(chosen);
    const length = raw.arrayLength(container);
    for (let index = 0; index < length; index++) {
      const itemRule = inner(index);
      if (itemRule) {
        this.visit(raw.arrayGet(container, index), itemRule, `${at}/${index}`, context, depth + 1);
      }
    }
  }

  /** The objects a plain value refers to inside (a CID font's `/W [0 58 0 R]`) are reached. */
  private reachPlain(value: Ptr, depth: number): void {
    const raw = this.raw;
    const isDict = raw.isDict(value);
    if (depth > 8 || !(isDict || raw.isArray(value))) return;
    const length = isDict ? raw.dictLength(value) : raw.arrayLength(value);
    for (let index = 0; index < length; index++) {
      const item = isDict ? raw.dictValue(value, index) : raw.arrayGet(value, index);
      if (!raw.isIndirect(item)) {
        this.reachPlain(item, depth + 1);
      } else if (!this.result.reached.has(raw.num(item))) {
        this.budget.visit();
        this.result.reached.add(raw.num(item));
        this.reachPlain(raw.resolve(item), depth + 1);
      }
    }
  }

  private visitKind(
    value: Ptr,
    generic: string,
    place: string,
    context: Context,
    depth: number,
  ): void {
    const raw = this.raw;
    const object = raw.resolve(value);
    const kind = refineKind(raw, generic, value);
    if (kind === null) return;
    let at = place;
    let num: number | null = null;
    if (raw.isIndirect(value)) {
      num = raw.num(value);
      if (this.options.excluded.has(num)) {
        this.result.tally.drop('content stream a redaction replaced');
        return;
      }
      const kinds = this.result.kinds.get(num) ?? new Set<string>();
      if (kinds.has(kind)) return;
      kinds.add(kind);
      this.result.kinds.set(num, kinds);
      at = `${num}`;
    }
    if (kind === 'SimpleFont' || kind === 'Type0Font') {
      this.result.fonts.push({ font: raw.wrap(object), num });
    }
    const schema = SCHEMA[kind];
    if (!schema || kind === 'ColorSpace') {
      if (kind === 'ColorSpace') this.visitColourSpace(object, at, context, depth);
      return;
    }
    let inner = context;
    if (kind === 'Page' && num !== null) inner = this.visitPage(value, num);
    else if (CONTENT_KINDS.has(kind)) inner = this.visitContent(value, object, kind, at, context);
    else if (kind === 'Annotation' || kind === 'Widget' || kind === 'Popup') {
      inner = { resources: null };
    } else if (kind === 'Type3Font') {
      const own = this.resourcesOf(object, at);
      if (own && num !== null) this.result.resourcesOf.set(num, own);
      inner = { resources: own ?? context.resources };
    }
    for (const [key, child] of raw.entries(object)) {
      // Attributes are whatever their owner defines, all plain: one may be an object of its own.
      const rule = kind === 'Attributes' ? 'plain' : schema.keys[key];
      if (!rule || key === 'Resources') continue;
      this.visit(child, rule, `${at}/${key}`, inner, depth + 1);
    }
  }

  /** A colour space: its base and alternate spaces, tint functions, lookup and attributes. */
  private visitColourSpace(space: Ptr, at: string, context: Context, depth: number): void {
    const raw = this.raw;
    if (!raw.isArray(space)) return;
    const head = raw.resolve(raw.arrayGet(space, 0));
    const family = raw.isName(head) ? raw.name(head) : '';
    const follow = (index: number, rule: Rule) => {
      if (index < raw.arrayLength(space)) {
        this.visit(raw.arrayGet(space, index), rule, `${at}/${index}`, context, depth + 1);
      }
    };
    if (family === 'Indexed' || family === 'I') {
      follow(1, { kind: 'ColorSpace' });
      follow(3, { oneOf: ['data', { kind: 'IndexedLookup' }] });
    } else if (family === 'Separation' || family === 'DeviceN') {
      follow(2, { kind: 'ColorSpace' });
      follow(3, { kind: 'Function' });
      if (family === 'DeviceN') follow(4, { kind: 'DeviceNAttributes' });
    } else if (family === 'Pattern') follow(1, { kind: 'ColorSpace' });
  }

  /** A page: its content rewritten with its resources, which it may inherit from the tree. */
  private visitPage(reference: Ptr, num: number): Context {
    const resources = this.inheritedResources(reference);
    if (resources) this.result.resourcesOf.set(num, resources);
    const contents = this.raw.get(this.raw.resolve(reference), 'Contents');
    const streams = this.contentStreams(contents);
    const data = pageContent(this.document, streams, this.result.tally);
    // One stream read as it was: the page may keep it (rewrite-streams.ts).
    this.rewrite(num, data, resources, streams.length === 1);
    return { resources };
  }

  private contentStreams(contents: Ptr): number[] {
    const raw = this.raw;
    const list = raw.resolve(contents);
    const items = raw.isArray(list)
      ? Array.from({ length: raw.arrayLength(list) }, (_, index) => raw.arrayGet(list, index))
      : [contents];
    return items.filter((item) => raw.isIndirect(item)).map((item) => raw.num(item));
  }

  /** A form, tiling pattern or glyph procedure: drawn with its own resources or its caller's. */
  private visitContent(
    reference: Ptr,
    object: Ptr,
    kind: string,
    at: string,
    context: Context,
  ): Context {
    const own = kind === 'GlyphProcedure' ? null : this.resourcesOf(object, at);
    const resources = own ?? context.resources;
    if (!this.raw.isIndirect(reference) || !this.raw.isStream(reference)) return { resources };
    const num = this.raw.num(reference);
    if (this.result.content.has(num)) return { resources };
    if (resources && kind !== 'GlyphProcedure') this.result.resourcesOf.set(num, resources);
    const data = streamData(this.document.newIndirect(num));
    if (data === null) this.result.tally.drop('stream that cannot be decoded');
    this.rewrite(num, data ?? new Uint8Array(0), resources, data !== null);
    return { resources };
  }

  /** Rewrites content; notes when it came out as it went in (see SurveyResult.unchanged). */
  private rewrite(
    num: number,
    data: Uint8Array,
    resources: ResourcesRef | null,
    canKeep: boolean,
  ): void {
    const renames = resources ? this.renamesOf(resources) : null;
    const rewritten = rewriteContent(data, {
      rename: (category, name) => renames?.get(category)?.get(name) ?? null,
      propertyList: (entries) => this.options.propertyList(entries),
      inlineImage: (dict, bytes) => this.options.inlineImage(dict, bytes),
    });
    this.result.content.set(num, rewritten.bytes);
    if (canKeep && rewritten.isUnchanged) this.result.unchanged.add(num);
    this.result.tally.drop('content operation', rewritten.dropped);
    this.result.tally.drop('content comment or unreadable byte', rewritten.skipped);
    if (!resources) return;
    for (const [category, names] of rewritten.use.names) {
      for (const name of names) this.useResource(resources, category, name);
    }
    const fonts = this.raw.resolve(this.raw.get(resources.dict, 'Font'));
    for (const [name, strings] of rewritten.use.shown) {
      const font = this.raw.isDict(fonts) ? this.raw.get(fonts, name) : 0;
      if (!this.raw.isIndirect(font)) continue;
      const fontNum = this.raw.num(font);
      const list = this.result.shown.get(fontNum) ?? [];
      list.push(...strings);
      this.result.shown.set(fontNum, list);
    }
  }

  private useResource(resources: ResourcesRef, category: ResourceCategory, name: string): void {
    let byCategory = this.result.used.get(resources.key);
    if (!byCategory) {
      byCategory = new Map<ResourceCategory, Set<string>>();
      this.result.used.set(resources.key, byCategory);
    }
    let names = byCategory.get(category);
    if (!names) byCategory.set(category, (names = new Set()));
    if (names.has(name)) return;
    names.add(name);
    const entries = this.raw.resolve(this.raw.get(resources.dict, category));
    if (!this.raw.isDict(entries)) return;
    const entry = this.raw.get(entries, name);
    if (entry === 0) return;
    const place = `${resources.key}/${category}/${name}`;
    this.visit(entry, { kind: CATEGORY_KINDS[category] }, place, { resources }, 1);
    if (category === 'ExtGState') this.noteGraphicsStateFont(entry);
  }

  /** A font set by a graphics state shows codes no Tf names: its glyphs are all kept. */
  private noteGraphicsStateFont(state: Ptr): void {
    const raw = this.raw;
    const dict = raw.resolve(state);
    if (!raw.isDict(dict)) return;
    const font = raw.resolve(raw.get(dict, 'Font'));
    if (!raw.isArray(font)) return;
    const first = raw.arrayGet(font, 0);
    if (raw.isIndirect(first)) this.result.fontsInUnknownUse.add(raw.num(first));
  }

  private renamesOf(resources: ResourcesRef): Map<ResourceCategory, Map<string, string>> {
    let renames = this.result.renames.get(resources.key);
    if (!renames) {
      renames = neutralNames(this.raw, resources.dict);
      this.result.renames.set(resources.key, renames);
    }
    return renames;
  }

  private resourcesOf(object: Ptr, at: string): ResourcesRef | null {
    const entry = this.raw.get(object, 'Resources');
    const dict = this.raw.resolve(entry);
    if (!this.raw.isDict(dict)) return null;
    this.noteReached(entry, dict);
    const key = this.raw.isIndirect(entry) ? `${this.raw.num(entry)}` : `${at}/Resources`;
    return { key, dict };
  }

  /** A resource dictionary and its category dictionaries are reached with the content. */
  private noteReached(entry: Ptr, dict: Ptr): void {
    if (this.raw.isIndirect(entry)) this.result.reached.add(this.raw.num(entry));
    for (const [, category] of this.raw.entries(dict)) {
      if (this.raw.isIndirect(category)) this.result.reached.add(this.raw.num(category));
    }
  }

  /** A page's resources, its own or the nearest page-tree node's. */
  private inheritedResources(page: Ptr): ResourcesRef | null {
    const raw = this.raw;
    let node = page;
    const seen = new Set<number>();
    for (let depth = 0; depth < 64 && raw.isIndirect(node); depth++) {
      const object = raw.resolve(node);
      const entry = raw.get(object, 'Resources');
      const dict = raw.resolve(entry);
      if (raw.isDict(dict)) {
        const key = raw.isIndirect(entry) ? `${raw.num(entry)}` : `${raw.num(node)}/Resources`;
        this.noteReached(entry, dict);
        return { key, dict };
      }
      const parent = raw.get(object, 'Parent');
      if (!raw.isIndirect(parent) || seen.has(raw.num(parent))) break;
      seen.add(raw.num(parent));
      node = parent;
    }
    return null;
  }
}

/** The rule of each item of an array read by `rule` (null: the item is not followed). */
function itemRules(rule: Exclude<Rule, string>): (index: number) => Rule | null {
  if ('arrayOf' in rule) return () => rule.arrayOf;
  if ('slots' in rule) return () => rule.slots;
  if ('nested' in rule) return () => rule;
  if ('pairs' in rule) return (index) => (index % 2 === 1 ? rule.pairs : null);
  if ('numbered' in rule) return (index) => (index % 2 === 1 ? rule.numbered : null);
  return () => null;
}

/** A page's content streams, decoded and joined with a line between them. */
function pageContent(document: PDFDocument, streams: readonly number[], tally: Tally): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const num of streams) {
    const stream = document.newIndirect(num);
    const data = stream.isStream() ? streamData(stream) : null;
    if (data === null) {
      tally.drop('stream that cannot be decoded');
      continue;
    }
    parts.push(data);
    if (streams.length > 1) parts.push(Uint8Array.of(0x0a));
  }
  if (parts.length === 1) return parts[0]!;
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** A stream's decoded data, or null when MuPDF cannot decode it. */
export function streamData(stream: PDFObject): Uint8Array | null {
  try {
    const buffer = stream.readStream();
    const data = buffer.asUint8Array().slice();
    buffer.destroy();
    return data;
  } catch {
    return null;
  }
}
