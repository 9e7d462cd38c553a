import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import { resolveObject } from '../../engine/pdf-object';
import { appendContentStream } from '../appearance/appearance-append';
import { drawnAt } from '../appearance/page-xobject';
import { placementOf } from '../fields/trim-appearance';
import { fromRect, intersects } from '../geometry';

const RESOURCE_NAME = 'Flattened';
/** Annotation flags 2 (hidden) and 6 (not viewed): MuPDF does not draw such an annotation. */
const NOT_SHOWN = (1 << 1) | (1 << 5);
/** Kinds that draw no appearance of their own here, or are handled elsewhere. */
const LEFT_ALONE = new Set(['Widget', 'Link', 'Popup', 'Redact']);

/**
 * Makes the drawn annotations of a page page content, in their drawing order, when one of them
 * reaches a place where something is drawn under later ink (`places`): a comment box typed over
 * another one, or a filled box drawn over the page's text. Removing what is hidden is then a cut
 * of page content, where it leaves the glyphs around it as they were; MuPDF's redaction would
 * instead delete a free-text annotation that meets the cut whole, with the lines it shows, and
 * cut inside the appearance of another. The page looks the same; the annotations' own entries
 * (author, comment text) go with them. Returns how many annotations were flattened.
 */
export function flattenAnnotationsAt(
  document: PDFDocument,
  page: PDFPage,
  places: readonly TBBox[],
): number {
  const drawn = page.getAnnotations().filter((annotation) => {
    if (LEFT_ALONE.has(annotation.getType())) return false;
    const flags = resolveObject(annotation.getObject().get('F'));
    return !(flags.isNumber() && (flags.asNumber() & NOT_SHOWN) !== 0);
  });
  const reaches = drawn.some((annotation) =>
    places.some((place) => intersects(fromRect(annotation.getBounds()), place)),
  );
  if (!reaches) return 0;
  const content: string[] = [];
  const flattened = drawn.filter((annotation) => {
    const placement = placementOf(annotation.getObject());
    if (!placement) return false;
    content.push(drawnAt(document, page.getObject(), placement, RESOURCE_NAME));
    return true;
  });
  appendContentStream(document, page.getObject(), content.join('\n'));
  for (const annotation of flattened) page.deleteAnnotation(annotation);
  return flattened.length;
}
