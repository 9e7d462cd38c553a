import { create } from 'zustand';
import { isSameMark } from '../marks/merge-duplicates';
import { statusOf, type Highlight, type HighlightType } from './highlight';

interface HighlightsState {
  byFile: Record<string, Highlight[]>;
  visible: Record<HighlightType, boolean>;
  selectedId: string | null;
  add: (highlights: readonly Highlight[]) => void;
  remove: (id: string) => void;
  /** Removes every highlight the test matches; answers how many went. */
  removeWhere: (test: (highlight: Highlight) => boolean) => number;
  /** Removes what the test matches and adds `highlights`, in one update. */
  replaceWhere: (test: (highlight: Highlight) => boolean, highlights: readonly Highlight[]) => void;
  /** Removes one type (or all) from the given files (or every file). */
  clear: (type?: HighlightType, fileKeys?: readonly string[]) => void;
  setVisible: (type: HighlightType, visible: boolean) => void;
  select: (id: string | null) => void;
}

/**
 * A new suggestion of text already accepted at the same place (a search after the detection was
 * accepted) shares its row (decision 0047): it comes in accepted, with the twin's code, instead
 * of sending the reviewed row back to "Suggested".
 */
function reviewedLike(highlight: Highlight, file: readonly Highlight[]): Highlight {
  if (highlight.status !== undefined || statusOf(highlight) !== 'suggested') return highlight;
  const twin = file.find((mark) => mark.status === 'accepted' && isSameMark(mark, highlight));
  if (!twin) return highlight;
  const code = twin.code ?? highlight.code;
  return { ...highlight, status: 'accepted', ...(code !== undefined && { code }) };
}

function group(highlights: readonly Highlight[], into: Record<string, Highlight[]>) {
  const next = { ...into };
  for (const highlight of highlights) {
    const file = next[highlight.fileKey] ?? [];
    next[highlight.fileKey] = [...file, reviewedLike(highlight, file)];
  }
  return next;
}

function filterAll(
  byFile: Record<string, Highlight[]>,
  keep: (highlight: Highlight, fileKey: string) => boolean,
) {
  return Object.fromEntries(
    Object.entries(byFile).map(([key, list]) => [key, list.filter((item) => keep(item, key))]),
  );
}

export const useHighlightsStore = create<HighlightsState>()((set) => ({
  byFile: {},
  visible: { SEARCH: true, ENTITY: true, MANUAL: true },
  selectedId: null,

  add: (highlights) => set((state) => ({ byFile: group(highlights, state.byFile) })),

  remove(id) {
    set((state) => ({
      byFile: filterAll(state.byFile, (highlight) => highlight.id !== id),
      selectedId: state.selectedId === id ? null : state.selectedId,
    }));
  },

  removeWhere(test) {
    let removed = 0;
    set((state) => {
      // A file with nothing to remove keeps its list, so its redacted copy stays current.
      const byFile = Object.fromEntries(
        Object.entries(state.byFile).map(([key, list]) => {
          const rest = list.filter((highlight) => !test(highlight));
          removed += list.length - rest.length;
          return [key, rest.length === list.length ? list : rest];
        }),
      );
      const selected = Object.values(byFile)
        .flat()
        .some(({ id }) => id === state.selectedId);
      return { byFile, selectedId: selected ? state.selectedId : null };
    });
    return removed;
  },

  replaceWhere(test, highlights) {
    set((state) => {
      const kept = Object.fromEntries(
        Object.entries(state.byFile).map(([key, list]) => {
          // A file with nothing to remove keeps its list, so only changed files are saved again.
          const rest = list.filter((highlight) => !test(highlight));
          return [key, rest.length === list.length ? list : rest];
        }),
      );
      return { byFile: group(highlights, kept) };
    });
  },

  clear(type, fileKeys) {
    set((state) => ({
      byFile: filterAll(
        state.byFile,
        (highlight, key) =>
          (fileKeys !== undefined && !fileKeys.includes(key)) ||
          (type !== undefined && highlight.type !== type),
      ),
      selectedId: null,
    }));
  },

  setVisible: (type, visible) =>
    set((state) => ({ visible: { ...state.visible, [type]: visible } })),

  select: (id) => set({ selectedId: id }),
}));
