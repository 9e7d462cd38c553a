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

/** Where a page of a longer list sits: the list's size and the page that was asked for. */
export const ZPageMeta = z.object({
  total_items: z.int().nonnegative(),
  page: z.int().positive(),
  page_size: z.int().positive(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** Wraps an item schema in the paged envelope `{ success: true, data: [...], meta }`. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), meta: ZPageMeta });
}

export type TPagedEnvelope<T> = { success: true; data: T[]; meta: TPageMeta };
