import type { TGeneralSettingsRecord, TGeneralSettingsUpdate } from '@workbench/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { fetchGeneralSettings, updateGeneralSettings } from '../settings/settings-api';
import { emitSettingsChanged, onSettingsChanged } from '../settings/settings-events';
import { useIsPremium } from '../settings/PremiumGate';
import type { CreationMode } from './highlights/highlight';
import { userStorageKey } from '../../lib/user-state';
import { useViewerStore } from './viewer/viewer-store';

interface WorkspaceSettingsState {
  /** The user's general settings once loaded; null before, or when loading failed. */
  general: TGeneralSettingsRecord | null;
  setGeneral: (general: TGeneralSettingsRecord) => void;
}

export const useWorkspaceSettings = create<WorkspaceSettingsState>()((set) => ({
  general: null,
  setGeneral: (general) => {
    keep(general);
    set({ general });
  },
}));

/**
 * The general settings as last read, kept in this browser for the user (gone at sign-out), so a
 * workspace opened offline — on-device mode works there — still has the user's choices (auto-
 * processing, edit mode, colours) rather than none.
 */
const KEPT = userStorageKey('general-settings');

function keep(general: TGeneralSettingsRecord) {
  try {
    localStorage.setItem(KEPT, JSON.stringify(general));
  } catch {
    // Blocked or full storage: offline, the workspace then goes without them.
  }
}

/** The general settings last read in this browser, or null. */
export function keptGeneralSettings(): TGeneralSettingsRecord | null {
  try {
    const raw = localStorage.getItem(KEPT);
    return raw === null ? null : (JSON.parse(raw) as TGeneralSettingsRecord);
  } catch {
    return null;
  }
}

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
        .catch(() => {
          // Offline (or the server away): the settings last read here, until they can be read.
          const kept = keptGeneralSettings();
          if (kept && useWorkspaceSettings.getState().general === null)
            useWorkspaceSettings.setState({ general: kept });
        });
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
