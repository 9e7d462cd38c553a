import { TIMINGS_MS } from '@workbench/contracts';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';
export type Toast = { id: number; kind: ToastKind; message: string; durationMs: number };

const DURATION: Record<ToastKind, number> = {
  error: TIMINGS_MS.toastError,
  success: TIMINGS_MS.toastSuccess,
  info: TIMINGS_MS.toastInfo,
  warning: TIMINGS_MS.toastWarning,
};

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  emit(toasts.filter((toast) => toast.id !== id));
}

/** Notices shown at once: more would cover the workspace's toolbar and pages. */
export const MAX_TOASTS = 3;

/**
 * Adds a notice; the same notice already shown gives way to it (saving two files said "saved to
 * your history" twice), and past the limit the oldest goes, an error only when nothing else can.
 */
function withToast(list: readonly Toast[], added: Toast): readonly Toast[] {
  const same = (item: Toast) => item.kind === added.kind && item.message === added.message;
  const next = [...list.filter((item) => !same(item)), added];
  while (next.length > MAX_TOASTS) {
    const oldest = next.findIndex((item) => item.kind !== 'error');
    next.splice(oldest >= 0 && oldest < next.length - 1 ? oldest : 0, 1);
  }
  return next;
}

function show(kind: ToastKind, message: string, durationMs = DURATION[kind]): number {
  const id = nextId++;
  emit(withToast(toasts, { id, kind, message, durationMs }));
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** Notices: errors last 3 s, successes 5 s, unless a duration is given. */
export const toast = {
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
};

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}
