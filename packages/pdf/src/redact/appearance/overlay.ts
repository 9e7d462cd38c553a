import type { TAppearance } from '@workbench/contracts';
import { mupdf, type PDFDocument, type PDFPage } from '../../engine/mupdf';
import { appendContentStream } from './appearance-append';
import { addAppearanceFont } from './appearance-font';
import {
  buildAppearanceStream,
  labelGlyphs,
  type LabelGlyph,
  type LabelledRect,
} from './appearance-stream';

/**
 * Draws the chosen appearance (fill, cross, label) over the redacted areas of a page; an area's
 * exemption code is its label. Answers where the labels' characters were drawn (page space).
 */
export function drawOverlay(
  document: PDFDocument,
  page: PDFPage,
  areas: readonly LabelledRect[],
  appearance: TAppearance,
): LabelGlyph[] {
  if (appearance.mode === 'transparent' && !areas.some((area) => area.code)) return [];
  const pageObject = page.getObject();
  const font = addAppearanceFont(document, pageObject);
  const toUserSpace = mupdf.Matrix.invert(page.getTransform());
  appendContentStream(
    document,
    pageObject,
    buildAppearanceStream(areas, toUserSpace, appearance, font),
  );
  return labelGlyphs(areas, appearance, font);
}
