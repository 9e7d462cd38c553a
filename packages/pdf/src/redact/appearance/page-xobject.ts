import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { asForm, type Placement } from '../fields/trim-appearance';
import { formatNumber } from './appearance-stream';

/**
 * Adds a form XObject to the page's own XObject resources under the first free name
 * `<prefix><n>`, and returns the name. A page's resources are often shared with other pages or
 * inherited from the page tree: the page gets its own copy of them first (entries still shared),
 * so no other page's resources ever reach what is added here.
 */
export function addPageXObject(
  document: PDFDocument,
  pageObject: PDFObject,
  stream: PDFObject,
  prefix: string,
): string {
  const page = pageObject.resolve();
  const inherited = page.getInheritable('Resources');
  const resources = document.newDictionary();
  if (inherited.isDictionary()) {
    inherited.forEach((value, key) => {
      resources.put(key, value);
    });
  }
  const xobjects = document.newDictionary();
  const old = resources.get('XObject');
  if (old.isDictionary()) {
    resolveObject(old).forEach((value, key) => {
      xobjects.put(key, value);
    });
  }
  resources.put('XObject', xobjects);
  page.put('Resources', resources);
  for (let index = 1; ; index++) {
    const name = `${prefix}${index}`;
    if (xobjects.get(name).isNull()) {
      xobjects.put(name, stream);
      return name;
    }
  }
}

/**
 * The content that draws an annotation's appearance where the annotation stands (its placement,
 * PDF 32000 12.5.5), the appearance (or `shown` in its place) added to the page's XObjects.
 */
export function drawnAt(
  document: PDFDocument,
  pageObject: PDFObject,
  placement: Placement,
  prefix: string,
  shown: PDFObject = placement.appearance,
): string {
  asForm(document, placement.appearance);
  const name = addPageXObject(document, pageObject, shown, prefix);
  return `q ${placement.fit.map((value) => formatNumber(value, 5)).join(' ')} cm /${name} Do Q`;
}
