import { z } from 'zod';

function range(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(min, { error: `${label} must be between ${min} and ${max}` })
    .max(max, { error: `${label} must be between ${min} and ${max}` });
}

function intRange(label: string, min: number, max: number) {
  return z
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be between ${min} and ${max}` })
    .max(max, { error: `${label} must be between ${min} and ${max}` });
}

export const DEFAULT_CONFIDENCE = 0.5;

export const ZConfidence = range('Confidence', 0, 1).default(DEFAULT_CONFIDENCE);
export const ZDetectionThreshold = range('Detection threshold', 0, 1).default(DEFAULT_CONFIDENCE);
export const ZZoom = range('Zoom', 0.1, 10);
export const ZViewerZoom = range('Zoom', 0.5, 3).refine(
  (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9,
  { error: 'Zoom must be in steps of 0.1' },
);
export const ZZoomSetting = range('Zoom', 0.25, 5);
export const ZRotation = z
  .int({ error: 'Rotation must be a whole number of degrees' })
  .refine((value) => value % 90 === 0, { error: 'Rotation must be a multiple of 90' });
export const ZHexColor = z
  .string({ error: 'Colour is required' })
  .regex(/^#[0-9A-Fa-f]{6}$/, { error: 'Colour must be in the form #RRGGBB' });

export const ZMaxResults = intRange('Max results', 10, 1000).default(100);
export const ZAutoSaveInterval = intRange('Auto-save interval', 30, 600);
export const ZMaxEntitiesPerPage = intRange('Max entities per page', 1, 1000).default(100);
export const ZCleanupDays = intRange('Cleanup days', 1, 365);
export const ZMaxFileSizeSetting = intRange('Max file size', 1, 100);

/** A redaction area in PDF points on a 1-based page. */
export const ZRedactionArea = z.object({
  x: z.number().min(0, { error: 'x must not be negative' }),
  y: z.number().min(0, { error: 'y must not be negative' }),
  width: z.number().positive({ error: 'Width must be greater than 0' }),
  height: z.number().positive({ error: 'Height must be greater than 0' }),
  pageNumber: z.int().min(1, { error: 'Page number must be at least 1' }),
});
