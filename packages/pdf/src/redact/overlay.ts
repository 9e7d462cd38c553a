import type { TAppearance, TBBox } from '@workbench/contracts';
import { mupdf, type PDFDocument, type PDFPage } from '../engine/mupdf';
import { appendContentStream } from './appearance-append';
import { addAppearanceFont } from './appearance-font';
import { buildAppearanceStream } from './appearance-stream';

/** Draws the chosen appearance (fill, cross, label) over the redacted areas of a page. */
export function drawOverlay(
  document: PDFDocument,
  page: PDFPage,
  areas: readonly TBBox[],
  appearance: TAppearance,
): void {
  if (appearance.mode === 'transparent') return;
  const pageObject = page.getObject();
  const font = addAppearanceFont(document, pageObject);
  const toUserSpace = mupdf.Matrix.invert(page.getTransform());
  appendContentStream(
    document,
    pageObject,
    buildAppearanceStream([...areas], toUserSpace, appearance, font),
  );
}
