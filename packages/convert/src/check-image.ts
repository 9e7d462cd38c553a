import { SOURCE_FORMATS, type TSourceFormat } from '@workbench/contracts';
import { ConversionError } from './conversion-error';
import { imagePages } from './image-size';

/** What one converted file may hold: far above real scans and photos, far below a bomb. */
export interface ConversionLimits {
  /** Pages of one file (a TIFF's pages, a document's pages after conversion). */
  maxPages: number;
  /** Pixels of one image page (100 megapixels: an A3 page scanned at 800 dpi). */
  maxPixels: number;
}

export const DEFAULT_CONVERSION_LIMITS: Readonly<ConversionLimits> = {
  maxPages: 1000,
  maxPixels: 100_000_000,
};

const format = (value: number) => value.toLocaleString('en-US');

/**
 * Measures an image file from its headers before anything decodes it: the number of pages it
 * will make, or a refusal naming the limit it passes (a 30,000 × 30,000 PNG, a TIFF of 10,000
 * pages) or saying its header cannot be read.
 */
export function checkImage(
  bytes: Uint8Array,
  source: TSourceFormat,
  limits: ConversionLimits = DEFAULT_CONVERSION_LIMITS,
): number {
  const pages = imagePages(bytes, source, limits.maxPages);
  const label = SOURCE_FORMATS[source].label;
  if (pages === null || pages.length === 0) {
    throw new ConversionError(
      'CONVERSION_FAILED',
      `The ${label} cannot be read: its header is damaged. Ask the sender for a new copy, or open it in an image viewer and save it again.`,
    );
  }
  if (pages.length > limits.maxPages) {
    throw new ConversionError(
      'LIMIT_EXCEEDED',
      `The ${label} has more than ${format(limits.maxPages)} pages, the most this server converts in one file. Split it into smaller files and try again.`,
    );
  }
  pages.forEach(({ width, height }, index) => {
    const where = pages.length > 1 ? `Page ${index + 1} of the ${label}` : `The ${label}`;
    if (width === 0 || height === 0) {
      throw new ConversionError('CONVERSION_FAILED', `${where} has no size and cannot be read.`);
    }
    if (width * height > limits.maxPixels) {
      throw new ConversionError(
        'LIMIT_EXCEEDED',
        `${where} is ${format(width)} × ${format(height)} pixels; this server converts images of at most ${format(limits.maxPixels / 1e6)} megapixels. Scale it down and try again.`,
      );
    }
  });
  return pages.length;
}
