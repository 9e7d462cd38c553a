import type { TBBox } from '@workbench/contracts';
import type { PDFPage } from '../../engine/mupdf';
import { makeTextStateExplicit } from './explicit-text-state';

type Quad = [number, number, number, number, number, number, number, number];

// MuPDF's redaction methods: blank only the covered pixels of an image (method 0 would leave the
// image whole), or remove every image a box touches; remove vector art the box covers; remove
// every glyph that overlaps a box.
export const IMAGE_PIXELS = 2;
export const IMAGE_REMOVE = 1;
export const LINE_ART_IF_COVERED = 1;
export const TEXT_REMOVE = 0;
export const IMAGE_NONE = 0;
export const LINE_ART_NONE = 0;
export const TEXT_NONE = 1;

/**
 * Removes what lies under the areas with MuPDF's redaction. One Redact annotation holds every box
 * as a quad: MuPDF treats each quad as its own area (text, pixels and vector art between them
 * stay) and checks each glyph against one annotation instead of fifty.
 */
export function applyAreas(
  page: PDFPage,
  areas: readonly TBBox[],
  images: number,
  lineArt: number,
  text: number,
): void {
  // A Redact annotation without quads is its whole rectangle: no areas, nothing to apply.
  if (areas.length === 0) return;
  page.createAnnotation('Redact').setQuadPoints(areas.map(toQuad));
  makeTextStateExplicit(page);
  page.applyRedactions(false, images, lineArt, text);
}

function toQuad(area: TBBox): Quad {
  return [area.x0, area.y0, area.x1, area.y0, area.x0, area.y1, area.x1, area.y1];
}
