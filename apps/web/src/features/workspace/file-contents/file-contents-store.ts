import { createPerFileStore } from '../files/per-file-store';
import type { FileContents } from './read-file-contents';

/** Where reading a file's other contents stands; `file` is the copy read (an unlocked one is new). */
export type FileContentsRead =
  | { state: 'reading'; file: Blob }
  | { state: 'read'; file: Blob; contents: FileContents }
  /** Locked: the file is password-protected, and its unlocked copy is read instead. */
  | { state: 'failed'; file: Blob; isLocked: boolean };

/** What each open file holds besides its pages, read once when it opens (issue 50). */
export const useFileContentsStore = createPerFileStore<FileContentsRead>();
