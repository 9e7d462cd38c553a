import { create } from 'zustand';
import type { FileContents } from './read-file-contents';

/** Where reading a file's other contents stands; `file` is the copy read (an unlocked one is new). */
export type FileContentsRead =
  | { state: 'reading'; file: Blob }
  | { state: 'read'; file: Blob; contents: FileContents }
  /** Locked: the file is password-protected, and its unlocked copy is read instead. */
  | { state: 'failed'; file: Blob; isLocked: boolean };

interface FileContentsState {
  byFile: Record<string, FileContentsRead>;
  set: (fileKey: string, read: FileContentsRead) => void;
  forget: (fileKeys: readonly string[]) => void;
}

/** What each open file holds besides its pages, read once when it opens (issue 50). */
export const useFileContentsStore = create<FileContentsState>()((set) => ({
  byFile: {},
  set: (fileKey, read) => set((state) => ({ byFile: { ...state.byFile, [fileKey]: read } })),
  forget: (fileKeys) =>
    set((state) => ({
      byFile: Object.fromEntries(
        Object.entries(state.byFile).filter(([key]) => !fileKeys.includes(key)),
      ),
    })),
}));
