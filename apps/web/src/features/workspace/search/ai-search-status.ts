import { HEALTH_PATH, ZHealthResponse } from '@workbench/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiRequest } from '../../../lib/api-client';

/**
 * Whether the server can answer AI search: its LLM is the advanced engine of /api/health.
 * 'unknown' until the health check answers (or when it fails); the toggle stays usable then and
 * the server's own answer (503) explains a failure.
 */
export type AiSearchStatus =
  { state: 'unknown' } | { state: 'ready' } | { state: 'unavailable'; detail?: string };

export const useAiSearchStatus = create<AiSearchStatus>()(() => ({ state: 'unknown' }));

let checking: Promise<void> | null = null;

/** Asks the server once per page load; later calls share the first answer. */
export function checkAiSearch(): Promise<void> {
  checking ??= apiRequest(HEALTH_PATH, ZHealthResponse).then(
    ({ data }) => {
      const { state, detail } = data.engines.advanced;
      useAiSearchStatus.setState(
        state === 'ready'
          ? { state: 'ready' }
          : { state: 'unavailable', ...(detail !== undefined && { detail }) },
        true,
      );
    },
    () => {
      checking = null;
    },
  );
  return checking;
}

/** For tests: forget the answer, so the next check asks again. */
export function resetAiSearchStatus() {
  checking = null;
  useAiSearchStatus.setState({ state: 'unknown' }, true);
}

/** The AI search status, checked when first used. */
export function useAiSearch(): AiSearchStatus {
  useEffect(() => {
    void checkAiSearch();
  }, []);
  return useAiSearchStatus();
}
