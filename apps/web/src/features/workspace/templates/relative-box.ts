import type { TRelativeBox } from '@workbench/contracts';

export const centreOf = (box: TRelativeBox) => ({
  x: (box.x0 + box.x1) / 2,
  y: (box.y0 + box.y1) / 2,
});

/** How much of `inner`'s area lies within `outer`, from 0 to 1. */
export function coveredShare(inner: TRelativeBox, outer: TRelativeBox): number {
  const width = Math.min(inner.x1, outer.x1) - Math.max(inner.x0, outer.x0);
  const height = Math.min(inner.y1, outer.y1) - Math.max(inner.y0, outer.y0);
  if (width <= 0 || height <= 0) return 0;
  return (width * height) / ((inner.x1 - inner.x0) * (inner.y1 - inner.y0));
}

/** The gap between two boxes in points (0 when they touch or overlap). */
export function gapInPoints(
  a: TRelativeBox,
  b: TRelativeBox,
  page: { width: number; height: number },
): number {
  const dx = Math.max(0, a.x0 - b.x1, b.x0 - a.x1) * page.width;
  const dy = Math.max(0, a.y0 - b.y1, b.y0 - a.y1) * page.height;
  return Math.hypot(dx, dy);
}

/** The box moved by a shift, kept on the page. */
export function shifted(box: TRelativeBox, dx: number, dy: number): TRelativeBox {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x0: clamp(box.x0 + dx),
    y0: clamp(box.y0 + dy),
    x1: clamp(box.x1 + dx),
    y1: clamp(box.y1 + dy),
  };
}

/** Words compared as a reader would: case, width forms and the punctuation around them aside. */
export function wordKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
