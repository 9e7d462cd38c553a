import type { TGeneralSettingsRecord, TGeneralSettingsUpdate } from '@workbench/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchGeneralSettings, updateGeneralSettings } from '../settings/settings-api';
import { emitSettingsChanged, onSettingsChanged } from '../settings/settings-events';
import { useIsPremium } from '../settings/PremiumGate';
import type { CreationMode } from './highlights/highlight';
import { useViewerStore } from './viewer/viewer-store';

interface WorkspaceSettingsState {
  /** The user's general settings once loaded; null before, or when loading failed. */
  general: TGeneralSettingsRecord | null;
  setGeneral: (general: TGeneralSettingsRecord) => void;
}

export const useWorkspaceSettings = create<WorkspaceSettingsState>()((set) => ({
  general: null,
  setGeneral: (general) => set({ general }),
}));

/** Saves part of the general settings and tells the rest of the app (settings-changed). */
export async function saveGeneralSettings(update: TGeneralSettingsUpdate) {
  const next = await updateGeneralSettings(update);
  useWorkspaceSettings.getState().setGeneral(next);
  emitSettingsChanged(['general'], next);
  return next;
}

/**
 * The highlighting mode a user gets (spec §4): 'text' means text selection and 'box'
 * rectangular; text selection is premium, so without a subscription it is always rectangular.
 */
export function highlightModeFor(
  editMode: TGeneralSettingsRecord['edit_mode'] | undefined,
  premium: boolean,
): CreationMode {
  if (!premium) return 'rectangular';
  return editMode === 'box' ? 'rectangular' : 'text_selection';
}

/** Loads the settings for the workspace, follows changes made elsewhere, applies the mode. */
export function useSyncWorkspaceSettings() {
  const premium = useIsPremium();
  const editMode = useWorkspaceSettings((state) => state.general?.edit_mode);

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchGeneralSettings(controller.signal)
        .then(useWorkspaceSettings.getState().setGeneral)
        .catch(() => undefined);
    void load();
    const stop = onSettingsChanged((parts, general) => {
      if (!parts.includes('general')) return;
      if (general) useWorkspaceSettings.getState().setGeneral(general);
      else void load();
    });
    return () => {
      stop();
      controller.abort();
    };
  }, []);

  useEffect(() => {
    useViewerStore.getState().setHighlightMode(highlightModeFor(editMode, premium));
  }, [editMode, premium]);
}
