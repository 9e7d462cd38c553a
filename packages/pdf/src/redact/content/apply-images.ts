import type { TBBox } from '@workbench/contracts';
import type { PDFPage } from '../../engine/mupdf';
import { applyAreas, IMAGE_PIXELS, IMAGE_REMOVE, LINE_ART_NONE, TEXT_NONE } from './apply-areas';
import { intersects } from '../geometry';

/**
 * An image covering at least this share of its page is the page itself (a scan, a full-page
 * photograph of a letter): "Remove images" must not take it whole, or a scanned page comes out
 * blank. Its covered pixels are blanked instead, as without the option.
 */
export const PAGE_IMAGE_SHARE = 0.5;

/** The touched images that are the page rather than a picture on it. */
export function pageImages(page: PDFPage, touched: readonly TBBox[]): TBBox[] {
  const [x0, y0, x1, y1] = page.getBounds();
  const pageArea = (x1 - x0) * (y1 - y0);
  return touched.filter((image) => {
    const width = Math.min(image.x1, x1) - Math.max(image.x0, x0);
    const height = Math.min(image.y1, y1) - Math.max(image.y0, y0);
    return width > 0 && height > 0 && width * height >= PAGE_IMAGE_SHARE * pageArea;
  });
}

/**
 * Applies the areas with images handled as asked: their covered pixels blanked, or, with
 * `removeImages`, every image an area touches taken out whole — except the page images, which
 * only lose the pixels the areas cover. MuPDF takes one image method per call and removes any
 * image a quad of the call touches, so the areas over a page image go in a call of their own,
 * and a picture such an area touches (a photo on a scanned form) goes in a third call with its
 * whole box, which takes it out (MuPDF drops an image its box covers entirely) and blanks the
 * page image only where the picture lay over it.
 */
export function applyWithImages(
  page: PDFPage,
  areas: readonly TBBox[],
  options: { removeImages: boolean; pageImages: readonly TBBox[]; touchedImages: readonly TBBox[] },
  lineArt: number,
  text: number,
): void {
  if (!options.removeImages) return applyAreas(page, areas, IMAGE_PIXELS, lineArt, text);
  const onPageImage = (area: TBBox) => options.pageImages.some((image) => intersects(image, area));
  const elsewhere = areas.filter((area) => !onPageImage(area));
  const overPage = areas.filter(onPageImage);
  if (elsewhere.length > 0) applyAreas(page, elsewhere, IMAGE_REMOVE, lineArt, text);
  if (overPage.length === 0) return;
  applyAreas(page, overPage, IMAGE_PIXELS, lineArt, text);
  const pictures = options.touchedImages.filter(
    (image) =>
      !options.pageImages.includes(image) && overPage.some((area) => intersects(image, area)),
  );
  if (pictures.length > 0) applyAreas(page, pictures, IMAGE_PIXELS, LINE_ART_NONE, TEXT_NONE);
}
