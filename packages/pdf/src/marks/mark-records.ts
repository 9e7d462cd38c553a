import { PdfFileError } from '../engine/pdf-file-error';
import type { TBBox, TRedactionMapping, TSensitiveItem } from '@workbench/contracts';
import { contentsOf, type MarkRecord } from './mark-record';
import { boxQuad, invert, quadBox, transformBox, type PageFrame } from './page-frame';

export interface RecordOptions {
  /** The reviewer the marks are signed with (/T). */
  author?: string;
  /** Whether /Contents carries the marked text after the type (for review elsewhere). */
  includeText?: boolean;
}

/**
 * A mapping's areas as marks in the file's own coordinates: each area one mark, a marked line of
 * text (an area that names its text) with its quad, its code as the overlay text.
 */
export function mappingRecords(
  mapping: TRedactionMapping,
  frames: readonly PageFrame[],
  options: RecordOptions = {},
): MarkRecord[] {
  return mapping.pages.flatMap(({ page, sensitive }) => {
    const frame = frames[page - 1];
    if (!frame) throw pageMissing(page, frames.length);
    const toUser = invert(frame.toPage);
    return sensitive.map((area) => ({
      page,
      rect: transformBox(area.bbox, toUser),
      quads: isTextArea(area) ? [boxQuad(area.bbox, toUser)] : [],
      overlayText: area.code ?? null,
      author: options.author?.trim() || null,
      contents: contentsOf(area.entity_type, options.includeText ? area.original_text : ''),
    }));
  });
}

/** An area that names its text marks a line of text; one without text is an area of the page. */
export function isTextArea(area: TSensitiveItem): boolean {
  return area.original_text.trim() !== '';
}

/** A mark's boxes in page coordinates: one per quad (a marked line), or its rect alone. */
export function pageBoxes(mark: MarkRecord, frame: PageFrame): TBBox[] {
  const boxes = mark.quads.map((quad) => transformBox(quadBox(quad), frame.toPage));
  return boxes.length > 0 ? boxes : [transformBox(mark.rect, frame.toPage)];
}

export function pageMissing(page: number, pageCount: number): PdfFileError {
  return new PdfFileError(
    'PAGE_OUT_OF_RANGE',
    `Page ${page} does not exist; the file has ${pageCount} pages`,
  );
}
