import { z } from 'zod';
import { ZErrorCode } from './error-codes';

/** Body of every failed API response. */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: ZErrorCode,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** Wraps a payload schema in the success envelope `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

export type TSuccessEnvelope<T> = { success: true; data: T };
