import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import type { PDFObject } from '../engine/pdf-object';
import { RawObjects, type Ptr } from '../engine/raw-objects';
import type { TextCleaner } from '../redact/sanitise/clean-text';
import { isPlain, ruleFor } from './fits';
import { refineKind } from './kinds';
import { CATEGORIES, CATEGORY_KINDS, neutralNames } from './resource-names';
import type { Rule } from './rules';
import { SCHEMA } from './schema';
import type { ResourcesRef, SurveyResult } from './survey';

/** Families a back-reference may point to, by the kind its rule names. */
const BACK_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  Page: ['Page'],
  PageTree: ['PageTree'],
  Annotation: ['Annotation', 'Widget', 'Popup'],
  Field: ['Field', 'Widget'],
  OCG: ['OCG'],
  Form: ['Form'],
  OutlineItem: ['OutlineItem'],
  OutlineParent: ['Outlines', 'OutlineItem'],
  StructElem: ['StructElem'],
  StructParent: ['StructElem', 'StructTreeRoot'],
  StructObject: ['Annotation', 'Widget', 'Popup', 'Form', 'Image'],
};

const DATE = /^D:\d{4}/;
/** Text that stands for content: it goes rather than being cleaned. */
const REPLACEMENT_TEXTS = new Set(['ActualText', 'Alt', 'E']);
/** Entries that say how to read a stream: written direct, so the saved bytes tell it alone. */
const STREAM_FILTER_KEYS = new Set(['Filter', 'DecodeParms']);
const DEVICE_SPACES = new Set(['DeviceGray', 'DeviceRGB', 'DeviceCMYK', 'Pattern']);
const SPACE_OF_COMPONENTS: Record<number, string> = {
  1: 'DeviceGray',
  3: 'DeviceRGB',
  4: 'DeviceCMYK',
};

/** What a pruned value comes to: kept (its contents pruned in place), dropped, or replaced. */
type Fate = 'keep' | 'drop' | { replace: PDFObject };

/**
 * The rebuild's second pass (decision 0061): every object the survey kept is cut to the keys its
 * kinds allow, each value read by its rule — text cleaned of redacted strings, names that quote
 * one renamed, back-references kept only to objects the file still holds, resources cut to what
 * content uses and renamed as the rewritten content names them, colour profiles replaced by the
 * device space of as many components. Objects are read by pointer (raw-objects.ts) and changed
 * through MuPDF's API; everything left out is counted in the survey's tally.
 */
export class Pruner {
  private readonly raw: RawObjects;
  private readonly writtenResources = new Map<string, PDFObject>();
  private readonly seenContainers = new Set<number>();

  constructor(
    private readonly document: PDFDocument,
    private readonly survey: SurveyResult,
    private readonly cleaner: TextCleaner,
    private readonly budget: TaskBudget,
    private readonly redactedPages: ReadonlySet<number> = new Set(),
  ) {
    this.raw = new RawObjects(document);
  }

  /** Prunes every kept object; the trailer keeps its catalog only. */
  pruneAll(): void {
    // Pages state what they inherit, and get their content, before any node is cut.
    for (const [num, kinds] of this.survey.kinds) {
      if (kinds.has('Page')) this.preparePage(num);
    }
    const trailer = this.document.getTrailer();
    this.pruneDictionary(this.raw.pointerOf(trailer), ['Trailer'], 'trailer', undefined, trailer);
    for (const [num, kinds] of [...this.survey.kinds]) {
      this.budget.visit();
      const { object } = this.raw.objectAt(num);
      if (this.raw.isDict(object)) this.pruneDictionary(object, [...kinds], `${num}`, num);
    }
  }

  /**
   * Cuts a dictionary to the keys its kinds allow. Decisions are read by pointer first; then
   * the changes are made through a wrapper (`wrapper`, or one made for the dictionary).
   */
  private pruneDictionary(
    dict: Ptr,
    kinds: string[],
    place: string,
    num?: number,
    wrapper?: PDFObject,
  ): void {
    if (kinds.includes('Attributes')) return this.prunePlainEntries(dict, 'Attributes');
    const rules = new Map<string, Rule>();
    for (const kind of kinds) {
      for (const [key, rule] of Object.entries(SCHEMA[kind]?.keys ?? {})) {
        if (!rules.has(key)) rules.set(key, rule);
      }
    }
    const label = kinds.join('+');
    const changes: [string, Fate | 'direct'][] = [];
    for (const [key, value] of [...this.raw.entries(dict)]) {
      const rule = rules.get(key);
      // Resources are written anew below, for the content the object draws.
      if (key === 'Resources' && rule !== undefined && num !== undefined) continue;
      if (rule === undefined) {
        changes.push([key, 'drop']);
        continue;
      }
      if (STREAM_FILTER_KEYS.has(key) && this.raw.isIndirect(value)) {
        const isPlainValue = isPlain(this.raw, this.raw.resolve(value), 0);
        changes.push([key, isPlainValue ? 'direct' : 'drop']);
        continue;
      }
      const fate = this.pruneValue(key, value, rule, `${place}/${key}`);
      if (fate !== 'keep') changes.push([key, fate]);
    }
    if (kinds.includes('StructElem')) changes.push(...this.replacementTexts(dict));
    const resources = num === undefined ? undefined : this.survey.resourcesOf.get(num);
    const hasResources = rules.has('Resources') && num !== undefined;
    if (changes.length === 0 && !resources && !(hasResources && this.raw.get(dict, 'Resources'))) {
      return;
    }
    const target = wrapper ?? this.raw.wrap(dict);
    for (const [key, fate] of changes) {
      if (fate === 'drop') {
        target.delete(key);
        this.survey.tally.drop(`${label} /${key}`);
      } else if (fate === 'direct') target.put(key, target.get(key).resolve());
      else if (fate !== 'keep') target.put(key, fate.replace);
    }
    if (resources) target.put('Resources', this.resourcesFor(resources));
    else if (hasResources) target.delete('Resources');
  }

  /** A page draws with one content stream of its own and states what it used to inherit. */
  private preparePage(num: number): void {
    const page = this.document.newIndirect(num).resolve();
    for (const key of ['MediaBox', 'CropBox', 'Rotate']) {
      if (page.get(key).isNull()) {
        const inherited = page.getInheritable(key);
        if (!inherited.isNull()) page.put(key, inherited);
      }
    }
    const contents = page.get('Contents');
    // Content the rewrite left as it was stays in its own stream, as the file had it.
    if (this.survey.unchanged.has(num) && contents.isIndirect() && contents.isStream()) {
      this.survey.kinds.set(contents.asIndirect(), new Set(['PageContent']));
      this.survey.unchanged.add(contents.asIndirect());
      return;
    }
    const content = this.survey.content.get(num) ?? new Uint8Array(0);
    const stream = this.document.addStream(content, this.document.newDictionary());
    this.survey.kinds.set(stream.asIndirect(), new Set(['PageContent']));
    this.survey.content.set(stream.asIndirect(), content);
    page.put('Contents', stream);
  }

  /**
   * The resource dictionary written for the content drawn with `resources`: only the entries some
   * content uses, under the names the rewritten content calls them by (resource-names.ts).
   * Written once per dictionary of the file, however many objects draw with it; the file's own
   * dictionaries are left as they are (a form's default resources may be one).
   */
  private resourcesFor(resources: ResourcesRef): PDFObject {
    const known = this.writtenResources.get(resources.key);
    if (known) return known;
    const written = this.document.addObject(this.document.newDictionary());
    this.writtenResources.set(resources.key, written);
    const dict = written.resolve();
    const used = this.survey.used.get(resources.key);
    const renames =
      this.survey.renames.get(resources.key) ?? neutralNames(this.raw, resources.dict);
    const procSet = this.raw.get(resources.dict, 'ProcSet');
    if (procSet !== 0) dict.put('ProcSet', this.raw.wrap(procSet));
    for (const category of CATEGORIES) {
      const entries = this.raw.resolve(this.raw.get(resources.dict, category));
      if (!this.raw.isDict(entries)) continue;
      const names = used?.get(category) ?? new Set<string>();
      const kept = this.document.newDictionary();
      const rule: Rule = { kind: CATEGORY_KINDS[category] };
      let count = 0;
      for (const name of names) {
        const value = this.raw.get(entries, name);
        const renamed = renames.get(category)?.get(name);
        if (value === 0 || !renamed) continue;
        const fate = this.pruneValue(renamed, value, rule, `${resources.key}/${category}/${name}`);
        if (fate === 'drop') continue;
        kept.put(renamed, fate === 'keep' ? this.raw.wrap(value) : fate.replace);
        count++;
      }
      this.survey.tally.drop('unused resource', this.raw.dictLength(entries) - count);
      if (count > 0) dict.put(category, kept);
    }
    return written;
  }

  /** Prunes one value by its rule; direct containers are pruned in place. */
  private pruneValue(key: string | number, value: Ptr, rule: Rule, place: string): Fate {
    const raw = this.raw;
    const chosen = ruleFor(raw, value, rule);
    if (chosen === null) return 'drop';
    if (typeof chosen === 'object' && 'backTo' in chosen) {
      return this.isKeptAs(value, chosen.backTo) ? 'keep' : 'drop';
    }
    const resolved = raw.resolve(value);
    if (typeof chosen === 'string') return this.prunePrimitive(key, resolved, chosen);
    if ('kind' in chosen) return this.pruneKindValue(value, chosen.kind, place);
    if (raw.isIndirect(value) && this.isShared(value)) return 'keep';
    if ('mapOf' in chosen) this.pruneMap(resolved, chosen.mapOf, place);
    else this.pruneArray(resolved, chosen, place);
    return 'keep';
  }

  private prunePrimitive(key: string | number, value: Ptr, rule: string): Fate {
    const raw = this.raw;
    if (rule === 'text') {
      const cleaned = this.cleaner.cleanString(key, raw.text(value), raw.bytes(value));
      if (cleaned === null) return 'keep';
      // A replacement text that quotes a redacted string goes whole: its other words tell of it.
      if (typeof key === 'string' && REPLACEMENT_TEXTS.has(key)) return 'drop';
      return { replace: this.document.newString(cleaned) };
    }
    if (rule === 'date') return DATE.test(raw.text(value)) ? 'keep' : 'drop';
    if (rule === 'name') {
      const renamed = this.cleaner.renameName(raw.name(value));
      return renamed === null ? 'keep' : { replace: this.document.newName(renamed) };
    }
    if (rule === 'plain') this.renameNamesIn(value, 0);
    return 'keep';
  }

  private pruneKindValue(value: Ptr, kind: string, place: string): Fate {
    const raw = this.raw;
    const refined = refineKind(raw, kind, value);
    const resolved = raw.resolve(value);
    if (refined === null) {
      this.survey.tally.drop(`${kind} ${this.subtypeOf(resolved)}`.trim());
      return 'drop';
    }
    if (refined === 'ColorSpace') return this.pruneColourSpace(value, place);
    // An object that draws content gets its resources written anew (resourcesFor).
    if (refined === 'Resources') return 'drop';
    if (refined === 'DestinationArray') return this.pruneDestination(resolved);
    if (raw.isIndirect(value)) {
      return this.survey.kinds.get(raw.num(value))?.has(refined) ? 'keep' : 'drop';
    }
    if (raw.isDict(resolved)) this.pruneDictionary(resolved, [refined], place);
    return 'keep';
  }

  private pruneMap(map: Ptr, rule: Rule, place: string): void {
    const changes: [string, Fate][] = [];
    const renames: [string, string][] = [];
    for (const [key, value] of [...this.raw.entries(map)]) {
      const fate = this.pruneValue(key, value, rule, `${place}/${key}`);
      if (fate !== 'keep') changes.push([key, fate]);
      if (fate === 'drop') continue;
      const renamed = this.cleaner.renameName(key);
      if (renamed !== null) renames.push([key, renamed]);
    }
    if (changes.length === 0 && renames.length === 0) return;
    const target = this.raw.wrap(map);
    for (const [key, fate] of changes) {
      if (fate === 'drop') {
        target.delete(key);
        this.survey.tally.drop('map entry');
      } else if (fate !== 'keep') target.put(key, fate.replace);
    }
    for (const [key, renamed] of renames) {
      target.put(renamed, target.get(key));
      target.delete(key);
    }
  }

  private pruneArray(array: Ptr, rule: Exclude<Rule, string>, place: string): void {
    const raw = this.raw;
    const step = 'pairs' in rule || 'numbered' in rule ? 2 : 1;
    const isSlots = 'slots' in rule;
    const itemRule =
      'arrayOf' in rule
        ? rule.arrayOf
        : 'slots' in rule
          ? rule.slots
          : 'nested' in rule
            ? rule
            : 'pairs' in rule
              ? rule.pairs
              : 'numbered' in rule
                ? rule.numbered
                : null;
    if (itemRule === null) return;
    const changes: [number, Fate | 'null' | 'pair'][] = [];
    const length = raw.arrayLength(array);
    for (let index = length - step; index >= 0; index -= step) {
      const at = step === 2 ? index + 1 : index;
      const item = raw.arrayGet(array, at);
      if (step === 2) {
        const key = this.treeKey(raw.resolve(raw.arrayGet(array, index)), 'pairs' in rule);
        if (key === 'drop') {
          changes.push([index, 'pair']);
          continue;
        }
        if (key !== 'keep') changes.push([index, key]);
      }
      if (item === 0 && isSlots) continue;
      const fate = this.pruneValue(at, item, itemRule, `${place}/${at}`);
      if (fate === 'keep') continue;
      if (fate !== 'drop') changes.push([at, fate]);
      else if (isSlots) changes.push([at, 'null']);
      else changes.push([at, step === 2 ? 'pair' : 'drop']);
    }
    if (changes.length === 0) return;
    // Changes run from the end, so the indexes still to change stay valid.
    changes.sort(([a], [b]) => b - a);
    const target = raw.wrap(array);
    for (const [at, fate] of changes) {
      if (fate === 'pair') {
        const first = step === 2 && at % 2 === 1 ? at - 1 : at;
        target.delete(first + 1);
        target.delete(first);
        this.survey.tally.drop('array item');
      } else if (fate === 'drop') {
        target.delete(at);
        this.survey.tally.drop('array item');
      } else if (fate === 'null') {
        target.put(at, this.document.newNull());
        this.survey.tally.drop('array item');
      } else if (fate !== 'keep') target.put(at, fate.replace);
    }
  }

  /** A name tree's key (a text string, cleaned) or a number tree's key (an integer). */
  private treeKey(key: Ptr, isName: boolean): Fate {
    if (!isName) return this.raw.isNumber(key) ? 'keep' : 'drop';
    if (!this.raw.isString(key)) return 'drop';
    return this.prunePrimitive(0, key, 'text');
  }

  /**
   * A colour space: a device space by name, or an array read by its family. An ICC profile is a
   * program with text tags of its own: it is replaced by the device space of as many components.
   */
  private pruneColourSpace(value: Ptr, place: string): Fate {
    const raw = this.raw;
    const space = raw.resolve(value);
    if (raw.isName(space)) return DEVICE_SPACES.has(raw.name(space)) ? 'keep' : 'drop';
    if (!raw.isArray(space) || raw.arrayLength(space) === 0) return 'drop';
    const head = raw.resolve(raw.arrayGet(space, 0));
    const family = raw.isName(head) ? raw.name(head) : '';
    if (family === 'ICCBased') {
      const profile = raw.resolve(raw.arrayGet(space, 1));
      const n = raw.isDict(profile) ? raw.resolve(raw.get(profile, 'N')) : 0;
      const device = SPACE_OF_COMPONENTS[raw.isNumber(n) ? raw.number(n) : 0];
      if (!device) return 'drop';
      this.survey.tally.drop('ICC profile (a device colour space instead)');
      return { replace: this.document.newName(device) };
    }
    if (raw.isIndirect(value) && this.isShared(value)) return 'keep';
    const replaced: [number, PDFObject][] = [];
    const keepItem = (index: number, rule: Rule) => {
      if (index >= raw.arrayLength(space)) return false;
      const fate = this.pruneValue(index, raw.arrayGet(space, index), rule, `${place}/${index}`);
      if (typeof fate === 'object') replaced.push([index, fate.replace]);
      return fate !== 'drop';
    };
    let isKept = false;
    switch (family) {
      case 'DeviceGray':
      case 'DeviceRGB':
      case 'DeviceCMYK':
        isKept = true;
        break;
      case 'CalGray':
      case 'CalRGB':
      case 'Lab':
        isKept = keepItem(1, { kind: 'CalibratedSpace' });
        break;
      case 'Pattern':
        isKept = raw.arrayLength(space) < 2 || keepItem(1, { kind: 'ColorSpace' });
        break;
      case 'Indexed':
      case 'I':
        isKept =
          keepItem(1, { kind: 'ColorSpace' }) &&
          keepItem(2, 'integer') &&
          keepItem(3, { oneOf: ['data', { kind: 'IndexedLookup' }] });
        break;
      case 'Separation':
      case 'DeviceN': {
        const names = family === 'Separation' ? 'name' : { arrayOf: 'name' as Rule };
        isKept =
          keepItem(1, names) &&
          keepItem(2, { kind: 'ColorSpace' }) &&
          keepItem(3, { kind: 'Function' });
        if (isKept && family === 'DeviceN' && raw.arrayLength(space) > 4) {
          if (!keepItem(4, { kind: 'DeviceNAttributes' })) this.raw.wrap(space).delete(4);
        }
        break;
      }
    }
    if (isKept && replaced.length > 0) {
      const target = raw.wrap(space);
      for (const [index, item] of replaced) target.put(index, item);
    }
    return isKept ? 'keep' : 'drop';
  }

  /** [page /XYZ left top zoom] and its kin: the page kept, then only names, numbers and nulls. */
  private pruneDestination(array: Ptr): Fate {
    const raw = this.raw;
    if (!raw.isArray(array) || raw.arrayLength(array) === 0) return 'drop';
    const page = raw.arrayGet(array, 0);
    const isPage = raw.isIndirect(page)
      ? this.isKeptAs(page, 'Page')
      : raw.isNumber(raw.resolve(page));
    if (!isPage) return 'drop';
    for (let index = 1; index < raw.arrayLength(array); index++) {
      const item = raw.resolve(raw.arrayGet(array, index));
      if (!(item === 0 || raw.isName(item) || raw.isNumber(item) || raw.kindOf(item) === 'null')) {
        return 'drop';
      }
    }
    return 'keep';
  }

  /**
   * A structure element of a redacted page loses its replacement texts: pieces of them can spell
   * what was removed, and they are text no page draws.
   */
  private replacementTexts(element: Ptr): [string, Fate][] {
    const page = this.raw.get(element, 'Pg');
    if (!this.raw.isIndirect(page) || !this.redactedPages.has(this.raw.num(page))) return [];
    return ['Alt', 'ActualText', 'E']
      .filter((key) => this.raw.get(element, key) !== 0)
      .map((key) => {
        this.survey.tally.drop(`StructElem /${key} on a redacted page`);
        return [key, 'drop'];
      });
  }

  /** Attribute objects keep numbers, names and booleans; their strings go. */
  private prunePlainEntries(dict: Ptr, label: string): void {
    const doomed = [...this.raw.entries(dict)]
      .filter(([, value]) => !isPlain(this.raw, value, 0))
      .map(([key]) => key);
    if (doomed.length === 0) return;
    const target = this.raw.wrap(dict);
    for (const key of doomed) {
      target.delete(key);
      this.survey.tally.drop(`${label} /${key}`);
    }
  }

  private renameNamesIn(value: Ptr, depth: number): void {
    const raw = this.raw;
    const isDict = raw.isDict(value);
    if (depth > 8 || !(isDict || raw.isArray(value))) return;
    const length = isDict ? raw.dictLength(value) : raw.arrayLength(value);
    const renames: [string | number, string][] = [];
    for (let index = 0; index < length; index++) {
      const item = isDict ? raw.dictValue(value, index) : raw.arrayGet(value, index);
      if (raw.isName(item)) {
        const renamed = this.cleaner.renameName(raw.name(item));
        if (renamed !== null) renames.push([isDict ? raw.dictKey(value, index) : index, renamed]);
      } else this.renameNamesIn(item, depth + 1);
    }
    if (renames.length === 0) return;
    const target = raw.wrap(value);
    for (const [key, renamed] of renames) target.put(key, this.document.newName(renamed));
  }

  private isKeptAs(reference: Ptr, family: string): boolean {
    if (!this.raw.isIndirect(reference)) return false;
    const kinds = this.survey.kinds.get(this.raw.num(reference));
    if (!kinds) return false;
    const accepted = BACK_FAMILIES[family] ?? [family];
    return accepted.some((kind) => kinds.has(kind));
  }

  /** An indirect container is pruned once, where it is first met (maps and arrays have no kind). */
  private isShared(reference: Ptr): boolean {
    const num = this.raw.num(reference);
    if (this.seenContainers.has(num)) return true;
    this.seenContainers.add(num);
    return false;
  }

  private subtypeOf(object: Ptr): string {
    if (!this.raw.isDict(object)) return '';
    for (const key of ['Subtype', 'S', 'Type']) {
      const value = this.raw.resolve(this.raw.get(object, key));
      if (this.raw.isName(value)) return this.raw.name(value);
    }
    return '';
  }
}
