import type { z } from 'zod';

/** The message a user would see for `value`, or null when the schema accepts it. */
export function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}
