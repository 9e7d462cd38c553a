import type { TLetterLanguage } from '@workbench/contracts';
import { create } from 'zustand';
import { readJson, writeJson } from '../../../lib/stored-json';

/** The case the open files answer (decision 0090): kept in this browser only. */
export interface CaseDetails {
  reference: string;
  requester: string;
  language: TLetterLanguage;
}

const KEY = 'workbench.case';
const EMPTY: CaseDetails = { reference: '', requester: '', language: 'nb' };

interface CaseState extends CaseDetails {
  change: (details: Partial<CaseDetails>) => void;
}

export const useCaseStore = create<CaseState>()((set, get) => ({
  ...EMPTY,
  ...readJson<Partial<CaseDetails>>(KEY, {}),
  change(details) {
    set(details);
    const { reference, requester, language } = get();
    writeJson(KEY, { reference, requester, language });
  },
}));
