import { LIMITS, MAX_FILES_MESSAGE, ZUploadFile } from '@workbench/contracts';

export type FileIdentity = { name: string; size: number; lastModified: number };
export type Refusal = { name: string; message: string };
export const ALREADY_OPEN_MESSAGE = 'This file is already open';

/** Files and their selection are told apart by name, size and lastModified together (spec §3). */
export function sameIdentity(a: FileIdentity, b: FileIdentity): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** A stable key of a file's identity: the same file gets the same key after a reload. */
export function fileKey(file: FileIdentity): string {
  const name = file.name.replace(/[^\p{L}\p{N}._-]+/gu, '_');
  return `${file.size.toString(36)}-${file.lastModified.toString(36)}-${name}`;
}

/**
 * Which files of an upload may be opened (spec §5, and issue 52): PDFs and images (converted to
 * PDF by the server), at most 10 MB each, and no more than 20 open at once. Each refused file
 * comes with the reason, in the contracts' words.
 */
export function checkUpload(
  incoming: readonly File[],
  open: readonly FileIdentity[],
  identityOf: (file: File) => FileIdentity = (file) => file,
): { accepted: File[]; refused: Refusal[] } {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of incoming) {
    const check = ZUploadFile.safeParse({ name: file.name, size: file.size, type: file.type });
    if (!check.success) {
      refused.push({ name: file.name, message: check.error.issues[0]!.message });
    } else if (
      [...open, ...accepted.map(identityOf)].some((other) => sameIdentity(other, identityOf(file)))
    ) {
      refused.push({ name: file.name, message: ALREADY_OPEN_MESSAGE });
    } else if (open.length + accepted.length >= LIMITS.files.maxCount) {
      refused.push({ name: file.name, message: MAX_FILES_MESSAGE });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, refused };
}
