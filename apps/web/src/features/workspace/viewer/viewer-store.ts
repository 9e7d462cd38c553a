import { create } from 'zustand';
import type { CreationMode } from '../highlights/highlight';
import { ZOOM } from '../workspace-constants';

type ZoomLimits = { min: number; max: number; step: number };

/** One zoom step from `zoom`, kept within the limits and free of floating-point dust. */
export function stepZoom(zoom: number, direction: 1 | -1, limits: ZoomLimits = ZOOM): number {
  const next = Math.round((zoom + direction * limits.step) * 100) / 100;
  return Math.min(limits.max, Math.max(limits.min, next));
}

interface ViewerState {
  zoom: number;
  editMode: boolean;
  highlightMode: CreationMode;
  zoomIn: () => void;
  zoomOut: () => void;
  resetZoom: () => void;
  setEditMode: (on: boolean) => void;
  setHighlightMode: (mode: CreationMode) => void;
}

export const useViewerStore = create<ViewerState>()((set) => ({
  zoom: ZOOM.reset,
  editMode: false,
  highlightMode: 'rectangular',
  zoomIn: () => set((state) => ({ zoom: stepZoom(state.zoom, 1) })),
  zoomOut: () => set((state) => ({ zoom: stepZoom(state.zoom, -1) })),
  resetZoom: () => set({ zoom: ZOOM.reset }),
  setEditMode: (on) => set({ editMode: on }),
  setHighlightMode: (mode) => set({ highlightMode: mode }),
}));
