import type { TAppearanceInput, TResidue } from '@workbench/contracts';
import { create } from 'zustand';
import type { Scope } from '../files/files-store';
import { loadAppearance, saveAppearance } from './appearance-storage';
import { DEFAULT_REDACTION_OPTIONS, type RedactionOptions } from './build-mapping';

/** A file the server would not release: what its check of the result still found. */
export interface Refusal {
  name: string;
  residues: TResidue[];
}

interface RedactionState {
  scope: Scope;
  options: RedactionOptions;
  appearance: TAppearanceInput;
  running: boolean;
  /** By file key: the last redaction of these files was refused with residues. */
  refusals: Record<string, Refusal>;
  setScope: (scope: Scope) => void;
  setOptions: (options: Partial<RedactionOptions>) => void;
  /** Saved in local storage, as the spec keeps appearance settings in the browser. */
  setAppearance: (appearance: TAppearanceInput) => void;
  resetOptions: () => void;
  setRunning: (running: boolean) => void;
  setRefusal: (fileKey: string, refusal: Refusal | null) => void;
}

export const useRedactionStore = create<RedactionState>()((set) => ({
  scope: 'all',
  options: DEFAULT_REDACTION_OPTIONS,
  appearance: loadAppearance(),
  running: false,
  refusals: {},
  setScope: (scope) => set({ scope }),
  setOptions: (options) => set((state) => ({ options: { ...state.options, ...options } })),
  setAppearance(appearance) {
    saveAppearance(appearance);
    set({ appearance });
  },
  resetOptions: () => set({ options: DEFAULT_REDACTION_OPTIONS }),
  setRunning: (running) => set({ running }),
  setRefusal: (fileKey, refusal) =>
    set((state) => {
      const refusals = { ...state.refusals };
      delete refusals[fileKey];
      if (refusal) refusals[fileKey] = refusal;
      return { refusals };
    }),
}));
