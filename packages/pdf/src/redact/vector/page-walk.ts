import type { TBBox } from '@workbench/contracts';
import type { PDFPage } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { apply, multiply, type Matrix } from './affine';
import { walkContent, type Chunk, type PaintedPath, type WalkHooks } from './content-walk';
import { initialState, StateStack } from './graphics-state';
import { readData, Resources, type Form } from './resources';

/** Forms inside forms deeper than this are not followed (no real file nests so deep). */
const MAX_FORM_DEPTH = 12;

export interface PageVisit {
  /** The page's areas: a form drawn wholly away from them is not read. */
  areas: readonly TBBox[];
  /** What to write instead of a painted path, or null to leave it. */
  paint(path: PaintedPath): Chunk[] | null;
  /**
   * The name to draw instead of `form` at one place, now that its content there is `content`;
   * left out when forms are only read.
   */
  replaceForm?(form: Form, drawnWith: Resources, content: Uint8Array): string;
}

/** One of a page's content streams, and what it is written as now (null: as it was). */
export interface VisitedStream {
  reference: PDFObject;
  written: Uint8Array | null;
}

/**
 * Walks a page's content streams in one graphics state, from page space (the areas' space), and
 * each form they draw where it could come near an area, at that drawing.
 */
export function visitPage(page: PDFPage, visit: PageVisit): VisitedStream[] {
  const pageObject = page.getObject();
  const stack = new StateStack(initialState(page.getTransform()));
  const hooks = hooksFor(visit, new Resources(pageObject.getInheritable('Resources')), []);
  return contentsOf(pageObject).map((reference) => ({
    reference,
    written: walkContent(readData(reference), stack, hooks),
  }));
}

/** A page's content streams, in order (references: a resolved stream cannot be read). */
export function contentsOf(pageObject: PDFObject): PDFObject[] {
  const contents = pageObject.get('Contents');
  const resolved = resolveObject(contents);
  const items = resolved.isArray()
    ? Array.from({ length: resolved.length }, (_, index) => resolved.get(index))
    : [contents];
  return items.filter((item) => item.isStream());
}

function hooksFor(visit: PageVisit, resources: Resources, chain: readonly number[]): WalkHooks {
  return {
    paint: (path) => visit.paint(path),
    extGState: (name) => resources.extGState(name),
    drawForm(name, state) {
      const form = resources.form(name);
      if (!form || chain.includes(form.num) || chain.length >= MAX_FORM_DEPTH) return null;
      const ctm = multiply(form.matrix, state.ctm);
      if (form.bbox && !visit.areas.some((area) => meets(pageBox(form.bbox!, ctm), area))) {
        return null;
      }
      // A form starts from the state it is drawn in, and leaves it as it was.
      const inner = new StateStack({ ...state, ctm });
      const hooks = hooksFor(visit, form.resources, [...chain, form.num]);
      const written = walkContent(readData(form.reference), inner, hooks);
      if (!written || !visit.replaceForm) return null;
      return visit.replaceForm(form, resources, written);
    },
  };
}

/** A form's bounding box on the page. */
function pageBox([x0, y0, x1, y1]: readonly number[], ctm: Matrix): TBBox {
  const corners = [
    apply(ctm, x0!, y0!),
    apply(ctm, x1!, y0!),
    apply(ctm, x1!, y1!),
    apply(ctm, x0!, y1!),
  ];
  return {
    x0: Math.min(...corners.map(({ x }) => x)),
    y0: Math.min(...corners.map(({ y }) => y)),
    x1: Math.max(...corners.map(({ x }) => x)),
    y1: Math.max(...corners.map(({ y }) => y)),
  };
}

function meets(a: TBBox, b: TBBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
