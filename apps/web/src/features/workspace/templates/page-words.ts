import type { TRelativeBox } from '@workbench/contracts';

/** A word of a page and where it stands, as fractions of the page as shown. */
export interface PageWord {
  text: string;
  box: TRelativeBox;
}

/** A page of an open file as templates see it: its size as shown, /Rotate and words. */
export interface TemplatePageInfo {
  page: number;
  width: number;
  height: number;
  rotation: number;
  words: PageWord[];
}

/** The parts of a pdf.js text item and viewport the words are read from. */
export interface TextItemLike {
  str: string;
  transform: readonly number[];
  width: number;
  height: number;
}
export interface ViewportLike {
  width: number;
  height: number;
  convertToViewportPoint(x: number, y: number): number[];
}

/** How far below the baseline a line's glyphs reach, and above it, as parts of its height. */
const DESCENT = 0.2;
const ASCENT = 0.8;

/**
 * The words of pdf.js text items, each box taken from its share of the item's characters along
 * the text's direction (pdf.js gives runs, not words), in the page's shown coordinates.
 */
export function wordsOfItems(items: readonly TextItemLike[], viewport: ViewportLike): PageWord[] {
  const words: PageWord[] = [];
  for (const item of items) {
    const [a = 1, b = 0, , , e = 0, f = 0] = item.transform;
    const length = Math.hypot(a, b);
    if (item.str.length === 0 || item.width <= 0 || item.height <= 0 || length === 0) continue;
    const dir = { x: a / length, y: b / length };
    const up = { x: -dir.y, y: dir.x };
    for (const match of item.str.matchAll(/\S+/g)) {
      const from = (match.index / item.str.length) * item.width;
      const to = ((match.index + match[0].length) / item.str.length) * item.width;
      const corners = [from, to].flatMap((along) =>
        [-DESCENT, ASCENT].map((rise) =>
          viewport.convertToViewportPoint(
            e + dir.x * along + up.x * rise * item.height,
            f + dir.y * along + up.y * rise * item.height,
          ),
        ),
      );
      const xs = corners.map(([x = 0]) => x / viewport.width);
      const ys = corners.map(([, y = 0]) => y / viewport.height);
      words.push({
        text: match[0],
        box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
      });
    }
  }
  return words;
}
