import { create } from 'zustand';

/** Where reading a file's own redaction marks stands. */
export type FileMarksRead =
  | { state: 'reading' }
  | { state: 'read'; count: number }
  /** Locked: the file is password-protected, and its unlocked copy is read instead. */
  | { state: 'failed'; isLocked: boolean };

interface FileMarksState {
  /** By file key; a file not listed has not been read (yet). */
  byFile: Record<string, FileMarksRead>;
  set: (fileKey: string, read: FileMarksRead) => void;
  forget: (fileKeys: readonly string[]) => void;
}

/**
 * Which open files have had their unapplied redaction marks read (decision 0043). A redaction
 * tells the server it took a file's marks in only when they were read and offered for review.
 */
export const useFileMarksStore = create<FileMarksState>()((set) => ({
  byFile: {},
  set: (fileKey, read) => set((state) => ({ byFile: { ...state.byFile, [fileKey]: read } })),
  forget: (fileKeys) =>
    set((state) => ({
      byFile: Object.fromEntries(
        Object.entries(state.byFile).filter(([key]) => !fileKeys.includes(key)),
      ),
    })),
}));
