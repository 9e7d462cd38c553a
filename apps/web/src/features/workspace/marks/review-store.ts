import { create } from 'zustand';
import type { Highlight } from '../highlights/highlight';
import { NO_FILTER, type MarksFilter } from './marks-filter';
import {
  mergeKept,
  newestAction,
  nextAt,
  pushAction,
  takeAction,
  type KeptReview,
  type ReviewAction,
  type ReviewStep,
  type UndoStacks,
} from './undo-stacks';

export { UNDO_LIMIT, type KeptReview, type ReviewStep } from './undo-stacks';

/** How many rejected suggestions the counts remember (a long file's whole detection run). */
const REJECTED_LIMIT = 20_000;

interface ReviewState {
  filter: MarksFilter;
  /** The steps Undo can take back, one stack per file (kept with its marks across a reload). */
  undo: UndoStacks;
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
  pushUndo: (action: ReviewAction) => void;
  /**
   * Takes the newest action of `fileKey` (of any file when it has none) off the stacks, with its
   * parts in other files; answers its steps by file, or null when there is nothing to undo.
   */
  popUndo: (fileKey: string | null) => [fileKey: string, step: ReviewStep][] | null;
  /** Brings back a file's review kept in the browser: its steps and rejected suggestions. */
  restoreReview: (fileKey: string, kept: KeptReview) => void;
  /** Forgets the steps and rejected suggestions of closed files. */
  forgetFiles: (fileKeys: readonly string[]) => void;
}

export const useReviewStore = create<ReviewState>()((set, get) => ({
  filter: NO_FILTER,
  undo: {},
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
  pushUndo: (action) =>
    set((state) => ({ undo: pushAction(state.undo, action, nextAt(state.undo)) })),
  popUndo(fileKey) {
    const at = newestAction(get().undo, fileKey);
    if (at === null) return null;
    const { taken, stacks } = takeAction(get().undo, at);
    set({ undo: stacks });
    return taken;
  },
  restoreReview: (fileKey, kept) =>
    set((state) => {
      const present = new Set(state.rejected.map(({ id }) => id));
      const rejected = kept.rejected.filter((mark) => !present.has(mark.id));
      if (kept.undo.length === 0 && rejected.length === 0) return state;
      return {
        undo: kept.undo.length === 0 ? state.undo : mergeKept(state.undo, fileKey, kept.undo),
        rejected: [...rejected, ...state.rejected].slice(-REJECTED_LIMIT),
      };
    }),
  forgetFiles(fileKeys) {
    const gone = new Set(fileKeys);
    set((state) => ({
      undo: Object.fromEntries(Object.entries(state.undo).filter(([key]) => !gone.has(key))),
      rejected: state.rejected.filter((mark) => !gone.has(mark.fileKey)),
    }));
  },
}));
