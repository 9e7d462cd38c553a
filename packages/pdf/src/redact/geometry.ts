import type { TBBox } from '@workbench/contracts';

export type Rect4 = [number, number, number, number];

export function intersects(a: TBBox, b: TBBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function centreInside(box: TBBox, area: TBBox): boolean {
  const x = (box.x0 + box.x1) / 2;
  const y = (box.y0 + box.y1) / 2;
  return x >= area.x0 && x <= area.x1 && y >= area.y0 && y <= area.y1;
}

export function fromRect([x0, y0, x1, y1]: readonly number[]): TBBox {
  return { x0: x0 ?? 0, y0: y0 ?? 0, x1: x1 ?? 0, y1: y1 ?? 0 };
}
