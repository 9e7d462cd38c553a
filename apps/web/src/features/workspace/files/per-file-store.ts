import { create } from 'zustand';

/** A value kept per open file, by the file's key, and dropped when the file closes. */
export interface PerFileState<T> {
  /** By file key; a file not listed has nothing kept (yet). */
  byFile: Record<string, T>;
  set: (fileKey: string, value: T) => void;
  forget: (fileKeys: readonly string[]) => void;
}

/** A store of one value per open file: words, marks read, contents read. */
export function createPerFileStore<T>() {
  return create<PerFileState<T>>()((set) => ({
    byFile: {},
    set: (fileKey, value) => set((state) => ({ byFile: { ...state.byFile, [fileKey]: value } })),
    forget: (fileKeys) =>
      set((state) => ({
        byFile: Object.fromEntries(
          Object.entries(state.byFile).filter(([key]) => !fileKeys.includes(key)),
        ),
      })),
  }));
}
