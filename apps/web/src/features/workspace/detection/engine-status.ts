import {
  HEALTH_PATH,
  ZHealthResponse,
  type TEngineName,
  type TEngineStatuses,
} from '@workbench/contracts';
import { create } from 'zustand';
import { apiRequest } from '../../../lib/api-client';

interface EngineStatusState {
  /** Whether each engine can run on this server; null until known (or when unknowable). */
  statuses: TEngineStatuses | null;
  setStatuses: (statuses: TEngineStatuses | null) => void;
}

export const useEngineStatus = create<EngineStatusState>()((set) => ({
  statuses: null,
  setStatuses: (statuses) => set({ statuses }),
}));

let pending: Promise<void> | null = null;

/**
 * Reads the engines' state from /api/health once per page load; callers at once share the call.
 * When it cannot be read every engine is offered, and the server's answer decides.
 */
export function loadEngineStatuses(): Promise<void> {
  if (useEngineStatus.getState().statuses !== null) return Promise.resolve();
  pending ??= apiRequest(HEALTH_PATH, ZHealthResponse)
    .then(({ data }) => useEngineStatus.getState().setStatuses(data.engines))
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

export function isEngineReady(engine: TEngineName, statuses = useEngineStatus.getState().statuses) {
  return statuses === null || statuses[engine].state === 'ready';
}
