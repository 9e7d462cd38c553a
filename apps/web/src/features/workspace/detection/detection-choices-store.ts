import {
  clampThreshold,
  DEFAULT_DETECTION_THRESHOLD,
  type TEngineName,
} from '@workbench/contracts';
import { create } from 'zustand';
import type { Scope } from '../files/files-store';
import { NO_CHOICES } from './entity-choices';
import { loadSavedDetectionSettings, type DetectionSettings } from './saved-detection-settings';

/**
 * Where the panel's choices come from: not read yet, being read, reading failed (tried again at
 * the next run), the saved settings as read, or changed by the user since (then a settings
 * change elsewhere no longer overwrites them).
 */
export type ChoicesSource = 'none' | 'loading' | 'failed' | 'saved' | 'edited';

interface ChoicesState extends DetectionSettings {
  scope: Scope;
  source: ChoicesSource;
  setScope: (scope: Scope) => void;
  setChoice: (engine: TEngineName, choice: readonly string[]) => void;
  setThreshold: (threshold: number) => void;
  setUseBanList: (useBanList: boolean) => void;
  /** Reset: no entity type chosen in any model. */
  clearChoices: () => void;
}

/** The detection panel's choices, kept outside the panel so the toolbar runs with them too. */
export const useDetectionChoices = create<ChoicesState>()((set) => ({
  scope: 'all',
  source: 'none',
  choices: NO_CHOICES,
  threshold: DEFAULT_DETECTION_THRESHOLD,
  useBanList: false,
  setScope: (scope) => set({ scope }),
  setChoice: (engine, choice) =>
    set((state) => ({ choices: { ...state.choices, [engine]: choice }, source: 'edited' })),
  setThreshold: (threshold) => set({ threshold: clampThreshold(threshold), source: 'edited' }),
  setUseBanList: (useBanList) => set({ useBanList, source: 'edited' }),
  clearChoices: () => set({ choices: NO_CHOICES, source: 'edited' }),
}));

/**
 * Fills the panel from the saved settings the first time it is needed (the panel opens, or the
 * toolbar detects before it ever did). Rejects when the settings cannot be read.
 */
export async function ensurePanelChoices(): Promise<void> {
  const { source } = useDetectionChoices.getState();
  if (source === 'saved' || source === 'edited') return;
  useDetectionChoices.setState({ source: 'loading' });
  try {
    const saved = await loadSavedDetectionSettings();
    // The user may have changed something while the settings were on their way.
    if (useDetectionChoices.getState().source !== 'loading') return;
    useDetectionChoices.setState({ ...saved, source: 'saved' });
  } catch (error) {
    if (useDetectionChoices.getState().source === 'loading') {
      useDetectionChoices.setState({ source: 'failed' });
    }
    throw error;
  }
}

/** The saved settings changed: choices the user has not touched follow them. */
export function followSavedSettings() {
  if (useDetectionChoices.getState().source === 'saved') {
    useDetectionChoices.setState({ source: 'none' });
  }
}
