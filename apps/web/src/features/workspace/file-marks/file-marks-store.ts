import { createPerFileStore } from '../files/per-file-store';

/** Where reading a file's own redaction marks stands. */
export type FileMarksRead =
  | { state: 'reading' }
  | { state: 'read'; count: number }
  /** Locked: the file is password-protected, and its unlocked copy is read instead. */
  | { state: 'failed'; isLocked: boolean };

/**
 * Which open files have had their unapplied redaction marks read (decision 0043). A redaction
 * tells the server it took a file's marks in only when they were read and offered for review.
 */
export const useFileMarksStore = createPerFileStore<FileMarksRead>();
