import { withExtent, type TBBox } from '@workbench/contracts';
import type { PageText } from '../engine/page-text';

/**
 * The boxes covering text[start, end) of a page: one box per line the span touches, so a phrase
 * broken over two lines gives two boxes instead of one that swallows both lines.
 */
export function spanBoxes(page: PageText, start: number, end: number): TBBox[] {
  const boxes: TBBox[] = [];
  let current: TBBox | null = null;
  let currentLine = -1;
  for (let index = Math.max(0, start); index < Math.min(end, page.text.length); index++) {
    const line = page.lines[index]!;
    if (line < 0) continue;
    const at = index * 4;
    const x0 = page.boxes[at]!;
    const y0 = page.boxes[at + 1]!;
    const x1 = page.boxes[at + 2]!;
    const y1 = page.boxes[at + 3]!;
    if (current && line === currentLine) {
      current.x0 = Math.min(current.x0, x0);
      current.y0 = Math.min(current.y0, y0);
      current.x1 = Math.max(current.x1, x1);
      current.y1 = Math.max(current.y1, y1);
    } else {
      current = { x0, y0, x1, y1 };
      currentLine = line;
      boxes.push(current);
    }
  }
  return boxes.map(withExtent);
}
