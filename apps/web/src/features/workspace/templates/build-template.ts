import type { TTemplatePage } from '@workbench/contracts';
import { entityTypeOf, type Highlight } from '../highlights/highlight';
import { chooseAnchors, roundBox } from './choose-anchors';
import type { TemplatePageInfo } from './page-words';

/**
 * A template's pages from marks of one file: each marked page's size and rotation, its marks as
 * fractions of it with their type and own code, and the words around them as anchors.
 */
export function templatePagesOf(
  marks: readonly Highlight[],
  pages: readonly TemplatePageInfo[],
): TTemplatePage[] {
  const numbers = [...new Set(marks.map((mark) => mark.page))].sort((a, b) => a - b);
  return numbers.flatMap((number) => {
    const page = pages.find((candidate) => candidate.page === number);
    if (page === undefined) return [];
    const boxes = marks
      .filter((mark) => mark.page === number)
      .map((mark) => ({
        ...roundBox({
          x0: Math.max(0, mark.x / page.width),
          y0: Math.max(0, mark.y / page.height),
          x1: Math.min(1, (mark.x + mark.w) / page.width),
          y1: Math.min(1, (mark.y + mark.h) / page.height),
        }),
        entity_type: entityTypeOf(mark),
        // '' is a choice of no code, which a template cannot hold: the type's default applies.
        ...(mark.code && { code: mark.code }),
      }))
      .filter((box) => box.x1 > box.x0 && box.y1 > box.y0);
    if (boxes.length === 0) return [];
    const rotation = ([0, 90, 180, 270] as const).find((turn) => turn === page.rotation) ?? 0;
    return [
      {
        page: number,
        width: page.width,
        height: page.height,
        rotation,
        boxes,
        anchors: chooseAnchors(page, boxes),
      },
    ];
  });
}
