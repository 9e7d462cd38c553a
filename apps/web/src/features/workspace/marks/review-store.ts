import { create } from 'zustand';
import type { Highlight } from '../highlights/highlight';
import { NO_FILTER, type MarksFilter } from './marks-filter';

/** How many review steps Undo can take back. */
export const UNDO_LIMIT = 100;

/** How many rejected suggestions the counts remember (a long file's whole detection run). */
const REJECTED_LIMIT = 20_000;

/** One review step: what it did and the marks as they were before it. */
export interface ReviewStep {
  decision: 'accept' | 'reject' | 'code' | 'add';
  before: Highlight[];
  /** The ids of the marks the step added ("mark every occurrence"). */
  added?: string[];
}

interface ReviewState {
  filter: MarksFilter;
  /** The steps Undo can take back, newest last. */
  undo: ReviewStep[];
  /**
   * The suggestions rejected, as they were, so the panel can count them as reviewed: a rejected
   * mark is gone from the highlights. Undo takes one back; clearing a layer forgets its own.
   */
  rejected: Highlight[];
  noteRejected: (marks: readonly Highlight[]) => void;
  forgetRejected: (test: (mark: Highlight) => boolean) => void;
  /** Who is reviewing: the signed-in user's e-mail address, recorded on what they accept. */
  reviewer: string;
  setReviewer: (reviewer: string) => void;
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
  rejected: [],
  reviewer: '',
  setReviewer: (reviewer) => set({ reviewer }),
  noteRejected: (marks) =>
    set((state) => ({ rejected: [...state.rejected, ...marks].slice(-REJECTED_LIMIT) })),
  forgetRejected: (test) => set((state) => ({ rejected: state.rejected.filter((m) => !test(m)) })),
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
