import type { PathsD } from 'clipper2-ts';
import { writeNumber } from '../../content/content-writer';
import type { Point } from './affine';
import { EVEN_ODD, type Chunk, type PaintedPath } from './content-walk';
import type { Subpath } from './path-shape';
import type { Piece } from './stroke-cut';

const point = ({ x, y }: Point) => `${writeNumber(x)} ${writeNumber(y)}`;

/**
 * A subpath as its own operations, copied as they were written: with a `m` before them when it
 * began without one (after an `h`), and an `h` after them when the painting operator closed it.
 */
export function subpathChunks(subpath: Subpath): Chunk[] {
  const chunks: Chunk[] = [];
  const first = subpath.items[0];
  if (first?.op !== 'm' && first?.op !== 're') chunks.push(`${point(subpath.start)} m`);
  chunks.push(...subpath.items);
  const last = subpath.items.at(-1)?.op;
  if (subpath.isClosed && last !== 'h' && last !== 're') chunks.push('h');
  return chunks;
}

/** A kept piece of a stroke as an open subpath. */
export function pieceText(piece: Piece): string {
  const parts = [`${point(piece.start)} m`];
  for (const { to, c1, c2 } of piece.commands) {
    parts.push(c1 && c2 ? `${point(c1)} ${point(c2)} ${point(to)} c` : `${point(to)} l`);
  }
  return parts.join(' ');
}

/** Polygon rings as closed subpaths of one path. */
export function ringsText(rings: PathsD): string {
  return rings
    .filter((ring) => ring.length >= 3)
    .map((ring) => {
      const [first, ...rest] = ring;
      return [`${point(first!)} m`, ...rest.map((corner) => `${point(corner)} l`), 'h'].join(' ');
    })
    .join(' ');
}

export function dashText(dash: readonly number[], phase: number): string {
  return `[${dash.map((length) => writeNumber(length)).join(' ')}] ${writeNumber(phase)} d`;
}

/** The fill: what stays of it outside the areas, or all of it when only the stroke is cut. */
export function fillChunks(path: PaintedPath, fill: (() => string[]) | null): Chunk[] {
  if (!fill) {
    return [...path.subpaths.flatMap(subpathChunks), EVEN_ODD.has(path.op) ? 'f*' : 'f'];
  }
  // Each shape in a fill of its own (see fillOutside): they do not overlap.
  return fill()
    .filter((text) => text !== '')
    .flatMap((text) => [text, 'f']);
}

/**
 * The stroke: its subpaths left whole as written, then its pieces. A dashed stroke draws each
 * piece with the dash phase it had there (each subpath restarts the pattern), then sets the
 * dash back.
 */
export function strokeChunks(path: PaintedPath, stroke: readonly (Piece[] | null)[]): Chunk[] {
  const { dash, phase } = path.state;
  const whole = path.subpaths.filter((_, index) => stroke[index] === null);
  const pieces = stroke.flatMap((cut) => cut ?? []);
  const chunks: Chunk[] = whole.flatMap(subpathChunks);
  if (dash.length === 0 || pieces.length === 0) {
    chunks.push(...pieces.map(pieceText));
    return chunks.length > 0 ? [...chunks, 'S'] : [];
  }
  if (chunks.length > 0) chunks.push('S');
  for (const piece of pieces) {
    chunks.push(dashText(dash, phase + piece.offset), pieceText(piece), 'S');
  }
  chunks.push(dashText(dash, phase));
  return chunks;
}
