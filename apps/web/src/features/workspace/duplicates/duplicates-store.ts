import { create } from 'zustand';
import type { PagePair } from './similar-pages';

/** The similarity a pair needs to be listed until the user says otherwise. */
export const DEFAULT_THRESHOLD = 0.9;

/** `failed`: a file's words could not be read; `compareFailed`: the comparison itself failed. */
export type DuplicatesStatus = 'idle' | 'finding' | 'found' | 'failed' | 'compareFailed';

interface DuplicatesState {
  status: DuplicatesStatus;
  /** Pairs from MIN_SCORE up, of the files compared. */
  pairs: PagePair[];
  /** The files compared, in the files panel's order at the time. */
  fileKeys: string[];
  threshold: number;
  setThreshold: (threshold: number) => void;
}

/** The last search for duplicate pages among the open files, and the threshold shown. */
export const useDuplicatesStore = create<DuplicatesState>()((set) => ({
  status: 'idle',
  pairs: [],
  fileKeys: [],
  threshold: DEFAULT_THRESHOLD,
  setThreshold: (threshold) => set({ threshold }),
}));
