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

export function debouncedSave(save: () => void, delayMs = SAVE_DEBOUNCE_MS): DebouncedSave {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    if (timer === null) return;
    cancel();
    save();
  };
  const schedule = () => {
    cancel();
    timer = setTimeout(() => {
      timer = null;
      save();
    }, delayMs);
  };
  return { schedule, flush, cancel };
}
