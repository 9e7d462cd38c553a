import type { Operation } from '../../content/content-parser';
import type { Point } from './affine';

/** A straight line, or a cubic Bézier curve when it has control points. */
export interface Segment {
  p0: Point;
  p1: Point;
  c1?: Point;
  c2?: Point;
  /** The line `h` (or `re`) draws back to the subpath's start: written as `h`, not `l`. */
  isClosing?: boolean;
}

/** One subpath in user space, with the operations that built it (copied when it stays whole). */
export interface Subpath {
  start: Point;
  segments: Segment[];
  isClosed: boolean;
  items: Operation[];
}

/** The path construction operators (PDF 32000-2, table 58). */
export const CONSTRUCTION = new Set(['m', 'l', 'c', 'v', 'y', 'h', 're']);

/**
 * Builds the current path from its construction operations, as a reader does: after `h` or `re`
 * a segment starts a new subpath at the closed one's start; a lone `m` draws nothing.
 */
export class PathBuilder {
  subpaths: Subpath[] = [];
  private current: Point | null = null;
  private open: Subpath | null = null;

  get isEmpty(): boolean {
    return this.subpaths.length === 0 && this.open === null;
  }

  /** Adds a construction operation whose operands are numbers of the right count. */
  add(item: Operation): void {
    const n = item.operands.map((operand) => (operand.kind === 'number' ? operand.value : 0));
    switch (item.op) {
      case 'm':
        this.startAt({ x: n[0]!, y: n[1]! }, item);
        return;
      case 're': {
        const [x, y, w, h] = n as [number, number, number, number];
        const corners = [
          { x, y },
          { x: x + w, y },
          { x: x + w, y: y + h },
          { x, y: y + h },
        ];
        this.startAt(corners[0]!, item);
        for (const corner of corners.slice(1)) this.lineTo(corner);
        this.close();
        return;
      }
      case 'h':
        // A second `h` closes nothing: no subpath is open.
        this.open?.items.push(item);
        this.close();
        return;
    }
    const from = this.subpathFor(item);
    if (!from) return;
    const last = this.current!;
    if (item.op === 'l') this.lineTo({ x: n[0]!, y: n[1]! });
    else {
      const end = item.op === 'c' ? { x: n[4]!, y: n[5]! } : { x: n[2]!, y: n[3]! };
      const c1 = item.op === 'v' ? last : { x: n[0]!, y: n[1]! };
      // `v` takes its first control point from the current point, `y` its second from the end.
      const c2 = item.op === 'c' ? { x: n[2]!, y: n[3]! } : item.op === 'v' ? firstPair(n) : end;
      from.segments.push({ p0: last, c1, c2, p1: end });
      this.current = end;
    }
  }

  /** Closes the last subpath, as `s`, `b` and `b*` do before painting. */
  closeLast(): void {
    if (this.open) this.close();
  }

  /** The subpaths that draw something (a lone `m` does not). */
  painted(): Subpath[] {
    return this.subpaths.filter((subpath) => subpath.segments.length > 0);
  }

  private startAt(point: Point, item: Operation): void {
    this.open = { start: point, segments: [], isClosed: false, items: [item] };
    this.subpaths.push(this.open);
    this.current = point;
  }

  /** The open subpath `item` adds to, started anew after a closed one; none before any `m`. */
  private subpathFor(item: Operation): Subpath | null {
    if (this.open) {
      this.open.items.push(item);
      return this.open;
    }
    if (!this.current) return null;
    this.open = { start: this.current, segments: [], isClosed: false, items: [item] };
    this.subpaths.push(this.open);
    return this.open;
  }

  private lineTo(point: Point): void {
    this.open!.segments.push({ p0: this.current!, p1: point });
    this.current = point;
  }

  private close(): void {
    const subpath = this.open;
    if (!subpath) return;
    // The closing line, even of no length: `m h` is a dot with round caps.
    subpath.segments.push({ p0: this.current!, p1: subpath.start, isClosing: true });
    subpath.isClosed = true;
    this.current = subpath.start;
    this.open = null;
  }
}

function firstPair(n: number[]): Point {
  return { x: n[0]!, y: n[1]! };
}

/** Whether a segment is a curve. */
export function isCurve(segment: Segment): segment is Segment & { c1: Point; c2: Point } {
  return segment.c1 !== undefined;
}
