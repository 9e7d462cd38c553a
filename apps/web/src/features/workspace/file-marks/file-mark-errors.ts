import { ZExistingMarkRef, type TExistingMarkRef } from '@workbench/contracts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';

const ZFileErrorDetails = z.object({
  file_error: z.string(),
  existing_marks: z.array(ZExistingMarkRef).optional(),
});

/** The file error code of a refused PDF call (ENCRYPTED, EXISTING_MARKS, …), or null. */
export function fileErrorCodeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ZFileErrorDetails.safeParse(error.details);
  return parsed.success ? parsed.data.file_error : null;
}

/**
 * The marks made in another program that a redaction was refused for (422 EXISTING_MARKS: the
 * file holds some and the request did not say what to do with them), or null for any other error.
 */
export function refusedForMarks(error: unknown): TExistingMarkRef[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ZFileErrorDetails.safeParse(error.details);
  if (!parsed.success || parsed.data.file_error !== 'EXISTING_MARKS') return null;
  return parsed.data.existing_marks ?? [];
}
