import { create } from 'zustand';
import type { FileIdentity } from '../files/upload-rules';

/** A file the server is converting to PDF: shown in the files panel until it opens or fails. */
export interface PendingConversion extends FileIdentity {
  id: number;
}

interface ConversionsState {
  pending: PendingConversion[];
  start: (file: FileIdentity) => number;
  finish: (id: number) => void;
}

let nextId = 1;

export const useConversionsStore = create<ConversionsState>()((set) => ({
  pending: [],
  start(file) {
    const id = nextId++;
    const { name, size, lastModified } = file;
    set((state) => ({ pending: [...state.pending, { id, name, size, lastModified }] }));
    return id;
  },
  finish: (id) => set((state) => ({ pending: state.pending.filter((one) => one.id !== id) })),
}));
