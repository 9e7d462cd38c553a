import { create } from 'zustand';
import { useFilesStore } from '../files/files-store';
import { stepZoom } from '../viewer/viewer-store';
import { FULLSCREEN_ZOOM } from '../workspace-constants';

interface FullscreenState {
  /** The file shown in full screen, or null when the viewer is closed. */
  fileKey: string | null;
  zoom: number;
  open: (fileKey: string) => void;
  close: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  resetZoom: () => void;
}

/** The full-screen viewer has its own zoom, with finer limits than the workspace's (spec §9). */
export const useFullscreenStore = create<FullscreenState>()((set) => ({
  fileKey: null,
  zoom: FULLSCREEN_ZOOM.reset,
  open(fileKey) {
    // A collapsed file has no pages to show; full screen opens it.
    useFilesStore.getState().setExpanded(fileKey, true);
    useFilesStore.getState().setCurrent(fileKey);
    set({ fileKey, zoom: FULLSCREEN_ZOOM.reset });
  },
  close: () => set({ fileKey: null }),
  zoomIn: () => set((state) => ({ zoom: stepZoom(state.zoom, 1, FULLSCREEN_ZOOM) })),
  zoomOut: () => set((state) => ({ zoom: stepZoom(state.zoom, -1, FULLSCREEN_ZOOM) })),
  resetZoom: () => set({ zoom: FULLSCREEN_ZOOM.reset }),
}));
