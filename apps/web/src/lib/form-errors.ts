import type { z } from 'zod';

/** The first message per top-level field of a failed parse, as the form shows them. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    errors[field as K] ??= issue.message;
  }
  return errors;
}

/** The first message of a single-value schema, or undefined when the value passes. */
export function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
