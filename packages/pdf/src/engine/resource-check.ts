import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from './mupdf';
import { resolveObject, type PDFObject } from './pdf-object';

/**
 * Measures how deep a page's content nests before MuPDF runs it: forms drawn by forms, tiling
 * patterns, Type 3 glyphs, soft masks and annotation appearances, each with resources of its own.
 * MuPDF follows these recursively on its own stack, and a file nesting them thousands deep (or a
 * pattern that paints itself) would exhaust it; past the depth limit the file is refused with a
 * clear error instead. A resource that leads back to one being followed is a cycle, which real
 * files have (shared resource dictionaries) and which is not counted. Each content holder is
 * measured once per document.
 */
export class ResourceCheck {
  private readonly heights = new Map<number, number>();
  private readonly onPath = new Set<number>();

  constructor(
    private readonly document: PDFDocument,
    private readonly budget: TaskBudget,
  ) {}

  /**
   * Whether page `index` (0-based) draws with a Type 3 font, in its own content or in what that
   * draws (forms, patterns, glyphs, masks); its annotations aside. Call checkPage first.
   */
  usesType3(index: number): boolean {
    const resources = this.document.findPage(index).getInheritable('Resources');
    const seen = new Set<number>();
    const reaches = (dictionary: PDFObject): boolean =>
      contentHolders(this.document, dictionary, this.budget).some((holder) => {
        const resolved = resolveObject(holder);
        if (resolved.isDictionary() && resolved.get('Subtype').asName() === 'Type3') return true;
        if (holder.isIndirect()) {
          if (seen.has(holder.asIndirect())) return false;
          seen.add(holder.asIndirect());
        }
        const own = resolved.isDictionary() ? resolved.get('Resources') : resolved;
        return own.isDictionary() && reaches(own);
      });
    return reaches(resources);
  }

  /** Throws the depth or objects limit error when page `index` (0-based) nests too deep. */
  checkPage(index: number): void {
    const page = this.document.findPage(index);
    const resources = page.getInheritable('Resources');
    let height = this.childrenHeight(resources, resources, 1);
    const annots = page.get('Annots');
    if (annots.isArray()) {
      for (let at = 0; at < annots.length; at++) {
        this.budget.visit();
        const annot = resolveObject(annots.get(at));
        const appearance = annot.isDictionary() ? annot.get('AP') : annot;
        if (!appearance.isDictionary()) continue;
        appearance.forEach((state) => {
          for (const stream of appearanceStreams(state))
            height = Math.max(height, this.holderHeight(stream, resources, 1));
        });
      }
    }
    this.budget.checkDepth(height);
  }

  /** 1 + the deepest holder its resources lead to; resources of its own or inherited. */
  private holderHeight(holder: PDFObject, inherited: PDFObject, depth: number): number {
    this.budget.visit();
    this.budget.checkDepth(depth);
    const key = holder.isIndirect() ? holder.asIndirect() : null;
    if (key !== null) {
      const known = this.heights.get(key);
      if (known !== undefined) return known;
      if (this.onPath.has(key)) return 0;
      this.onPath.add(key);
    }
    const resolved = resolveObject(holder);
    const own = resolved.isDictionary() ? resolved.get('Resources') : resolved;
    const resources = own.isDictionary() ? own : inherited;
    const height = 1 + this.childrenHeight(resources, resources, depth + 1);
    if (key !== null) {
      this.onPath.delete(key);
      this.heights.set(key, height);
    }
    return height;
  }

  private childrenHeight(resources: PDFObject, inherited: PDFObject, depth: number): number {
    let height = 0;
    for (const holder of contentHolders(this.document, resources, this.budget)) {
      height = Math.max(height, this.holderHeight(holder, inherited, depth));
    }
    return height;
  }
}

/** Forms, tiling patterns, Type 3 fonts and soft-mask groups named in a resource dictionary. */
export function contentHolders(
  document: PDFDocument,
  resources: PDFObject,
  budget: TaskBudget,
): PDFObject[] {
  if (!resources.isDictionary()) return [];
  // MuPDF's wrapper throws on `get` of a missing object: every look-up goes through this.
  const valueOf = (object: PDFObject, key: string) => {
    const resolved = resolveObject(object);
    return resolved.isDictionary() ? resolved.get(key) : document.newNull();
  };
  const holders: PDFObject[] = [];
  const each = (category: string, pick: (entry: PDFObject) => PDFObject | null) => {
    const entries = resources.get(category);
    if (!entries.isDictionary()) return;
    entries.forEach((entry) => {
      budget.visit();
      const holder = pick(entry);
      if (holder) holders.push(holder);
    });
  };
  each('XObject', (entry) => (valueOf(entry, 'Subtype').asName() === 'Form' ? entry : null));
  each('Pattern', (entry) => (valueOf(entry, 'PatternType').asNumber() === 1 ? entry : null));
  each('Font', (entry) => (valueOf(entry, 'Subtype').asName() === 'Type3' ? entry : null));
  each('ExtGState', (entry) => {
    const group = valueOf(entry, 'SMask');
    return group.isDictionary() && group.get('G').isStream() ? group.get('G') : null;
  });
  return holders;
}

/** An appearance entry is a stream, or a dictionary of streams by appearance state. */
function appearanceStreams(state: PDFObject): PDFObject[] {
  if (state.isStream()) return [state];
  const streams: PDFObject[] = [];
  if (state.isDictionary()) state.forEach((value) => value.isStream() && streams.push(value));
  return streams;
}
