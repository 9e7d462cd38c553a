import type { TFileSignature, TFormDataValue } from '@workbench/contracts';
import { createPerFileStore } from '../files/per-file-store';

/** Where reading a file's own redaction marks, and its signatures, stands. */
export type FileMarksRead =
  | { state: 'reading' }
  /**
   * Its signed signature fields, which a redaction removes (decision 0062), and an XFA form's
   * data values, which the released file does not carry (decision 0068).
   */
  | { state: 'read'; count: number; signatures: TFileSignature[]; formData: TFormDataValue[] }
  /** Locked: the file is password-protected, and its unlocked copy is read instead. */
  | { state: 'failed'; isLocked: boolean };

/**
 * Which open files have had their unapplied redaction marks read (decision 0043). A redaction
 * tells the server it took a file's marks in only when they were read and offered for review.
 * "Also in this file" lists the signatures and XFA form data read with them.
 */
export const useFileMarksStore = createPerFileStore<FileMarksRead>();
