import { z } from 'zod';
import { LIMITS } from '../limits';
import { ACCEPTED_FILES_MESSAGE, claimedFormat } from '../pdf/source-formats';

const { files } = LIMITS;

export const MAX_FILES_MESSAGE = `Maximum ${files.maxCount} files allowed`;

/**
 * What the browser and the server know of an uploaded file before reading it: a PDF or an image
 * by its type, or by its extension when it has none (the server checks the bytes).
 */
export const ZUploadFile = z
  .object({
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
    type: z.string(),
  })
  .refine(({ name, type }) => claimedFormat(name, type) !== null, {
    error: ACCEPTED_FILES_MESSAGE,
    path: ['type'],
  });

export const ZUploadFiles = z
  .array(ZUploadFile)
  .min(1, { error: 'At least one file is required' })
  .max(files.maxCount, { error: MAX_FILES_MESSAGE });

/**
 * A name no earlier file of the same ZIP or download has, case aside (a ZIP unpacked on Windows or
 * macOS would put "Brev.pdf" over "brev.pdf"): "brev.pdf", then "brev (2).pdf", "brev (3).pdf"…
 * `taken` holds the names given so far, in lower case, and gets this one.
 */
export function uniqueFileName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy++)
    candidate = `${base} (${copy})${extension}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
