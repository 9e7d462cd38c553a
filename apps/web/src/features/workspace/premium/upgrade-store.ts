import { create } from 'zustand';

/** Whether the upgrade dialog is open; any crown in the workspace opens the one dialog. */
export const useUpgradeStore = create<{ open: boolean; show: () => void; hide: () => void }>()(
  (set) => ({
    open: false,
    show: () => set({ open: true }),
    hide: () => set({ open: false }),
  }),
);
