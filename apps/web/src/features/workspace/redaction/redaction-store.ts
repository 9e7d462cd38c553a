import type { TAppearanceInput } from '@workbench/contracts';
import { create } from 'zustand';
import type { Scope } from '../files/files-store';
import { loadAppearance, saveAppearance } from './appearance-storage';
import { DEFAULT_REDACTION_OPTIONS, type RedactionOptions } from './build-mapping';

interface RedactionState {
  scope: Scope;
  options: RedactionOptions;
  appearance: TAppearanceInput;
  running: boolean;
  setScope: (scope: Scope) => void;
  setOptions: (options: Partial<RedactionOptions>) => void;
  /** Saved in local storage, as the spec keeps appearance settings in the browser. */
  setAppearance: (appearance: TAppearanceInput) => void;
  resetOptions: () => void;
  setRunning: (running: boolean) => void;
}

export const useRedactionStore = create<RedactionState>()((set) => ({
  scope: 'all',
  options: DEFAULT_REDACTION_OPTIONS,
  appearance: loadAppearance(),
  running: false,
  setScope: (scope) => set({ scope }),
  setOptions: (options) => set((state) => ({ options: { ...state.options, ...options } })),
  setAppearance(appearance) {
    saveAppearance(appearance);
    set({ appearance });
  },
  resetOptions: () => set({ options: DEFAULT_REDACTION_OPTIONS }),
  setRunning: (running) => set({ running }),
}));
