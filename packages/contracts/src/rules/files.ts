import { z } from 'zod';
import { LIMITS } from '../limits';

const { files } = LIMITS;

export const MAX_FILES_MESSAGE = `Maximum ${files.maxCount} files allowed`;

/** What the browser and the server know of an uploaded file before reading it. */
export const ZUploadFile = z.object({
  name: z
    .string()
    .min(1, { error: 'File name is required', abort: true })
    .max(files.maxNameLength, {
      error: `File name must be at most ${files.maxNameLength} characters`,
    }),
  size: z
    .number()
    .int()
    .min(1, { error: 'File is empty', abort: true })
    .max(files.maxBytes, { error: 'File is too large. Maximum size is 10 MB.' }),
  type: z.string().refine((type) => type === 'application/pdf', {
    error: 'Only PDF files are allowed',
  }),
});

export const ZUploadFiles = z
  .array(ZUploadFile)
  .min(1, { error: 'At least one file is required' })
  .max(files.maxCount, { error: MAX_FILES_MESSAGE });
