import {
  HEALTH_PATH,
  ZHealthResponse,
  type TEngineName,
  type TEngineStatus,
  type TEngineStatuses,
} from '@workbench/contracts';
import { create } from 'zustand';
import { apiRequest } from '../../../lib/api-client';
import { isOnDevice } from '../../on-device/processing-location';

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

/**
 * An engine as the workspace offers it: as the server reports it, or, in on-device mode, the fast
 * engine ready in this browser and the others not available here whatever the server says (they
 * need the server, where documents are never sent in this mode).
 */
export type EngineAvailability = TEngineStatus | { state: 'not_on_device' };

export function engineAvailability(
  engine: TEngineName,
  statuses: TEngineStatuses | null,
  isDevice: boolean,
): EngineAvailability | undefined {
  if (isDevice) return engine === 'fast' ? { state: 'ready' } : { state: 'not_on_device' };
  return statuses?.[engine];
}

export function isEngineReady(
  engine: TEngineName,
  statuses = useEngineStatus.getState().statuses,
  isDevice = isOnDevice(),
) {
  const status = engineAvailability(engine, statuses, isDevice);
  return status === undefined || status.state === 'ready';
}
