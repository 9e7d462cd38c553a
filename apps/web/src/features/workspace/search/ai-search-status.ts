import type { TEngineStatuses } from '@workbench/contracts';
import { useEffect, useMemo } from 'react';
import { isOnDevice, useProcessingLocation } from '../../on-device/processing-location';
import { loadEngineStatuses, useEngineStatus } from '../detection/engine-status';

/**
 * Whether the server can answer AI search: its LLM is the advanced engine of /api/health, read
 * once for detection and search alike. 'unknown' until the health check answers (or when it
 * fails); the toggle stays usable then and the server's own answer (503) explains a failure. In
 * on-device mode it is unavailable whatever the server says: it would need the documents' text.
 */
export type AiSearchStatus =
  | { state: 'unknown' }
  | { state: 'ready' }
  | { state: 'unavailable'; detail?: string; isOnDevice?: boolean };

/** The AI search status the engines' states give. */
export function aiSearchStatus(
  statuses: TEngineStatuses | null,
  isDevice = isOnDevice(),
): AiSearchStatus {
  if (isDevice) return { state: 'unavailable', isOnDevice: true };
  if (statuses === null) return { state: 'unknown' };
  const { state, detail } = statuses.advanced;
  if (state === 'ready') return { state: 'ready' };
  return { state: 'unavailable', ...(detail !== undefined && { detail }) };
}

/** For tests: forget the engines' states, so the next check asks again. */
export function resetAiSearchStatus() {
  useEngineStatus.setState({ statuses: null });
}

/** The AI search status, checked when first used. */
export function useAiSearch(): AiSearchStatus {
  useEffect(() => {
    void loadEngineStatuses();
  }, []);
  const statuses = useEngineStatus((state) => state.statuses);
  const isDevice = useProcessingLocation() === 'device';
  return useMemo(() => aiSearchStatus(statuses, isDevice), [statuses, isDevice]);
}
