import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import { cutPath } from './cut-path';
import { visitPage } from './page-walk';
import { copyForm } from './resources';

/**
 * Cuts the vector art under the areas (page space) out of a page, after MuPDF's redaction took
 * the paths an area covers whole (it judges a stroke by bounds grown by the miter limit, and
 * keeps any path an area covers in part). Every painted path an area reaches loses the ink
 * under it and keeps the rest as drawn (see cutPath), in the page's content and in each drawing
 * of a form: a form drawn where an area reaches it is drawn from a cut copy there. Content with
 * nothing under an area is not written. Returns how many paths were cut.
 */
export function cutVectorArt(
  document: PDFDocument,
  page: PDFPage,
  areas: readonly TBBox[],
): number {
  if (areas.length === 0) return 0;
  let cut = 0;
  const streams = visitPage(page, {
    areas,
    paint(path) {
      const chunks = cutPath(path, areas);
      if (chunks) cut++;
      return chunks;
    },
    replaceForm: (form, drawnWith, content) =>
      drawnWith.addXObject(document, copyForm(document, form.reference, content)),
  });
  if (streams.every(({ written }) => written === null)) return cut;
  // New streams, not the old ones rewritten: another page may draw the same stream.
  const pageObject = page.getObject();
  const replaced = streams.map(({ reference, written }) =>
    written ? document.addStream(written, document.newDictionary()) : reference,
  );
  if (replaced.length === 1) {
    pageObject.put('Contents', replaced[0]);
  } else {
    const array = document.newArray();
    for (const reference of replaced) array.push(reference);
    pageObject.put('Contents', array);
  }
  return cut;
}
