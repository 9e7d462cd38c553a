import { create } from 'zustand';
import type { Highlight } from '../highlights/highlight';
import { NO_FILTER, type MarksFilter } from './marks-filter';

/** How many review steps Undo can take back. */
export const UNDO_LIMIT = 100;

/** One review step: what it did and the marks as they were before it. */
export interface ReviewStep {
  decision: 'accept' | 'reject' | 'code';
  before: Highlight[];
}

interface ReviewState {
  filter: MarksFilter;
  /** The steps Undo can take back, newest last. */
  undo: ReviewStep[];
  /** The marks the code picker is open for; null when it is closed. */
  codePicker: readonly string[] | null;
  openCodePicker: (ids: readonly string[]) => void;
  closeCodePicker: () => void;
  setFilter: (filter: Partial<MarksFilter>) => void;
  resetFilter: () => void;
  pushUndo: (step: ReviewStep) => void;
  popUndo: () => ReviewStep | null;
}

export const useReviewStore = create<ReviewState>()((set, get) => ({
  filter: NO_FILTER,
  undo: [],
  codePicker: null,
  openCodePicker: (ids) => set({ codePicker: ids.length > 0 ? ids : null }),
  closeCodePicker: () => set({ codePicker: null }),
  setFilter: (filter) => set((state) => ({ filter: { ...state.filter, ...filter } })),
  resetFilter: () => set({ filter: NO_FILTER }),
  pushUndo: (step) => set((state) => ({ undo: [...state.undo, step].slice(-UNDO_LIMIT) })),
  popUndo() {
    const last = get().undo.at(-1);
    if (!last) return null;
    set((state) => ({ undo: state.undo.slice(0, -1) }));
    return last;
  },
}));
