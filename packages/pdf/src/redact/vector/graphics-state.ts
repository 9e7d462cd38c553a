import type { PdfValue } from '../../content/content-objects';
import { multiply, type Matrix } from './affine';

/** What of the graphics state decides where a path's ink lies. */
export interface GraphicsState {
  /** User space to page space (the areas' space: top-left origin, y down). */
  ctm: Matrix;
  lineWidth: number;
  /** 0 butt, 1 round, 2 projecting square. */
  cap: number;
  /** 0 miter, 1 round, 2 bevel. */
  join: number;
  miterLimit: number;
  dash: readonly number[];
  phase: number;
}

/** The stroke entries of an ExtGState dictionary that `gs` sets (PDF 32000-2, table 57). */
export interface ExtGStateEntries {
  lineWidth?: number;
  cap?: number;
  join?: number;
  miterLimit?: number;
  dash?: { dash: number[]; phase: number };
}

/** The state a page's content starts in: PDF's defaults, drawn through `toPage`. */
export function initialState(toPage: Matrix): GraphicsState {
  return { ctm: toPage, lineWidth: 1, cap: 0, join: 0, miterLimit: 10, dash: [], phase: 0 };
}

/** The graphics state with `q`/`Q`: a `Q` with nothing saved is ignored, as readers do. */
export class StateStack {
  private saved: GraphicsState[] = [];
  constructor(public current: GraphicsState) {}

  save(): void {
    this.saved.push({ ...this.current });
  }

  restore(): void {
    this.current = this.saved.pop() ?? this.current;
  }

  /** Applies a state operator whose operands are of its kinds; false when `op` is none. */
  apply(
    op: string,
    operands: readonly PdfValue[],
    extGState: (name: string) => ExtGStateEntries | null,
  ): boolean {
    const state = this.current;
    const number = (index: number) => (operands[index] as { value: number }).value;
    switch (op) {
      case 'q':
        this.save();
        return true;
      case 'Q':
        this.restore();
        return true;
      case 'cm':
        state.ctm = multiply(operands.map((_, index) => number(index)) as never, state.ctm);
        return true;
      case 'w':
        state.lineWidth = Math.abs(number(0));
        return true;
      case 'J':
        state.cap = number(0);
        return true;
      case 'j':
        state.join = number(0);
        return true;
      case 'M':
        state.miterLimit = number(0);
        return true;
      case 'd': {
        const array = operands[0] as { items: { value: number }[] };
        setDash(
          state,
          array.items.map((item) => item.value),
          number(1),
        );
        return true;
      }
      case 'gs': {
        const entries = extGState((operands[0] as { name: string }).name);
        if (entries) applyEntries(state, entries);
        return true;
      }
    }
    return false;
  }
}

function applyEntries(state: GraphicsState, entries: ExtGStateEntries): void {
  if (entries.lineWidth !== undefined) state.lineWidth = Math.abs(entries.lineWidth);
  if (entries.cap !== undefined) state.cap = entries.cap;
  if (entries.join !== undefined) state.join = entries.join;
  if (entries.miterLimit !== undefined) state.miterLimit = entries.miterLimit;
  if (entries.dash) setDash(state, entries.dash.dash, entries.dash.phase);
}

/** A dash array whose lengths are all 0 (or any negative) draws solid, as readers take it. */
function setDash(state: GraphicsState, dash: number[], phase: number): void {
  const isSolid = dash.every((length) => length === 0) || dash.some((length) => length < 0);
  state.dash = isSolid ? [] : dash;
  state.phase = isSolid ? 0 : phase;
}
