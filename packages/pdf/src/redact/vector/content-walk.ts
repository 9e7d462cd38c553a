import { readContent, type ContentItem } from '../../content/content-parser';
import { ContentSink, writeItem } from '../../content/content-writer';
import { isValidOperation } from '../../content/operators';
import type { ExtGStateEntries, GraphicsState, StateStack } from './graphics-state';
import { CONSTRUCTION, PathBuilder, type Subpath } from './path-shape';

/** What content writes instead of a path: new operations as text, or operations read from it. */
export type Chunk = string | ContentItem;

/** A path as a painting operator paints it. */
export interface PaintedPath {
  /** S s f F f* B B* b b* (a path ended by `n` paints nothing and is never handed over). */
  op: string;
  /** `W` or `W*` when the path also clips, from after the painting on. */
  clip: string | null;
  /** The subpaths that draw something, the last closed first by `s`, `b` and `b*`. */
  subpaths: Subpath[];
  state: GraphicsState;
}

export interface WalkHooks {
  /** What to write instead of a painted path, or null to leave it as written. */
  paint(path: PaintedPath): Chunk[] | null;
  /** The name to draw instead of the form XObject `name` (a cut copy), or null. */
  drawForm(name: string, state: GraphicsState): string | null;
  extGState(name: string): ExtGStateEntries | null;
}

export const PAINTING = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n']);
export const FILLS = new Set(['f', 'F', 'f*', 'B', 'B*', 'b', 'b*']);
export const STROKES = new Set(['S', 's', 'B', 'B*', 'b', 'b*']);
export const EVEN_ODD = new Set(['f*', 'B*', 'b*']);
const CLOSING = new Set(['s', 'b', 'b*']);
/** The operators that build, paint or place paths, or draw forms. */
const RELEVANT = new Set([
  ...CONSTRUCTION,
  ...PAINTING,
  ...['W', 'W*', 'q', 'Q', 'cm', 'w', 'J', 'j', 'M', 'd', 'gs', 'Do'],
]);

/** A stretch of the stream's operations that is written anew. */
interface Replacement {
  to: number;
  chunks: Chunk[];
}

/**
 * Walks a content stream as a reader draws it, keeping the graphics state in `stack` (it goes on
 * into the page's next stream), and hands each painted path and each form drawn to `hooks`.
 * Returns the stream written anew where a hook replaced something, each operation left as it
 * was copied byte for byte; null when nothing was replaced.
 */
export function walkContent(
  data: Uint8Array,
  stack: StateStack,
  hooks: WalkHooks,
): Uint8Array | null {
  const items: ContentItem[] = [];
  const replacements = new Map<number, Replacement>();
  let path = new PathBuilder();
  let pathStart = -1;
  let clip: string | null = null;
  // Operations that a malformed path has among its own (a `w` between `m` and `S`): written
  // before the path when it is replaced.
  let among: ContentItem[] = [];
  const resetPath = () => {
    path = new PathBuilder();
    pathStart = -1;
    clip = null;
    among = [];
  };
  readContent(data, (item) => {
    const index = items.push(item) - 1;
    const { op, operands } = item;
    // Most of a page is text: its operators are passed over unread.
    if (!RELEVANT.has(op) || !isValidOperation(op, operands)) return;
    if (CONSTRUCTION.has(op)) {
      if (pathStart < 0) pathStart = index;
      path.add(item);
      return;
    }
    if (op === 'W' || op === 'W*') {
      clip = op;
      return;
    }
    if (PAINTING.has(op)) {
      if (op !== 'n' && !path.isEmpty) {
        if (CLOSING.has(op)) path.closeLast();
        const painted = { op, clip, subpaths: path.painted(), state: stack.current };
        const chunks = hooks.paint(painted);
        if (chunks) replacements.set(pathStart, { to: index, chunks: [...among, ...chunks] });
      }
      resetPath();
      return;
    }
    let kept: ContentItem = item;
    if (op === 'Do') {
      const name = (operands[0] as { name: string }).name;
      const drawn = hooks.drawForm(name, stack.current);
      if (drawn !== null) {
        kept = { op: 'Do', operands: [{ kind: 'name', name: drawn }] };
        replacements.set(index, { to: index, chunks: [kept] });
      }
    } else stack.apply(op, operands, (name) => hooks.extGState(name));
    if (pathStart >= 0) among.push(kept);
  });
  return replacements.size === 0 ? null : written(items, replacements, data);
}

function written(
  items: readonly ContentItem[],
  replacements: ReadonlyMap<number, Replacement>,
  data: Uint8Array,
): Uint8Array {
  const sink = new ContentSink();
  for (let index = 0; index < items.length; index++) {
    const replacement = replacements.get(index);
    if (!replacement) {
      writeItem(sink, items[index]!, data);
      continue;
    }
    for (const chunk of replacement.chunks) {
      if (typeof chunk === 'string') sink.write(`${chunk}\n`);
      else writeItem(sink, chunk, data);
    }
    index = replacement.to;
  }
  return sink.done();
}
