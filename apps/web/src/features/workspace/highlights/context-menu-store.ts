import { create } from 'zustand';

/** The highlight a context menu was opened on, and the pointer position in viewport pixels. */
export interface MenuTarget {
  /** Distinguishes two openings on the same highlight, so each starts afresh. */
  openId: number;
  highlightId: string;
  fileKey: string;
  page: number;
  x: number;
  y: number;
}

interface ContextMenuState {
  target: MenuTarget | null;
  open: (target: Omit<MenuTarget, 'openId'>) => void;
  close: () => void;
}

let openings = 0;

/** One context menu for the whole workspace: opening it on a highlight closes any other. */
export const useContextMenuStore = create<ContextMenuState>()((set) => ({
  target: null,
  open: (target) => set({ target: { ...target, openId: ++openings } }),
  close: () => set({ target: null }),
}));
