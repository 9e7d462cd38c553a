import { BASE_SCALE_RANGES } from '../workspace-constants';

/**
 * The scale at which a page fills the viewer's width (spec §9): the padding and the bounds depend
 * on the window width (under 768, 768 to 1023, 1024 and up).
 */
export function baseScale(containerWidth: number, windowWidth: number, pageWidth: number): number {
  const [, padding, min, max] =
    BASE_SCALE_RANGES.find(([maxWidth]) => windowWidth <= maxWidth) ?? BASE_SCALE_RANGES.at(-1)!;
  if (pageWidth <= 0 || containerWidth <= 0) return 1;
  const fit = (containerWidth - padding * 2) / pageWidth;
  return Math.min(max, Math.max(min, fit));
}
