/** Saves wait for a pause in changes, so dragging or typing never writes on every step. */
export const SAVE_DEBOUNCE_MS = 500;

export interface DebouncedSave {
  /** Saves after the pause, unless asked again before it ends. */
  schedule: () => void;
  /** Saves now if a save is waiting. */
  flush: () => void;
  /** Drops a waiting save. */
  cancel: () => void;
}

/** The saves waiting for their pause, across the workspace: a reload now would lose them. */
const waiting = new Set<DebouncedSave>();

/** Whether a change has not been handed to the storage yet. */
export function isSaveWaiting(): boolean {
  return waiting.size > 0;
}

export function debouncedSave(save: () => void, delayMs = SAVE_DEBOUNCE_MS): DebouncedSave {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    waiting.delete(saver);
  };
  const flush = () => {
    if (timer === null) return;
    cancel();
    save();
  };
  const schedule = () => {
    cancel();
    waiting.add(saver);
    timer = setTimeout(() => {
      timer = null;
      waiting.delete(saver);
      save();
    }, delayMs);
  };
  const saver: DebouncedSave = { schedule, flush, cancel };
  return saver;
}
