import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './form-errors';

type FieldName<S extends z.ZodType> = keyof z.input<S> & string;

/**
 * Submit state of a form checked by a contract schema: the parse's field errors, a busy flag
 * while the call runs, and the message for a call that failed.
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  describeFailure: (error: unknown) => string,
) {
  const [errors, setErrors] = useState<Partial<Record<FieldName<S>, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(input: z.input<S>, send: (data: z.output<S>) => Promise<void>) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors<FieldName<S>>(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setIsSubmitting(true);
    try {
      await send(parsed.data);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  function clearError(field: FieldName<S>) {
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return { errors, failure, isSubmitting, submit, clearError };
}
