import { BILLING_PATHS, ZUsageResponse, type TUsage } from '@workbench/contracts';
import { create } from 'zustand';
import { apiRequest } from '../../../lib/api-client';

interface UsageState {
  /** Null until read, or when it could not be read (offline): nothing is shown then. */
  usage: TUsage | null;
}

export const useUsageStore = create<UsageState>()(() => ({ usage: null }));

let reading: AbortController | null = null;

/** Reads the pages left from the server; a failure leaves the last count. */
export async function refreshUsage(): Promise<void> {
  reading?.abort();
  const controller = new AbortController();
  reading = controller;
  try {
    const { data } = await apiRequest(BILLING_PATHS.usage, ZUsageResponse, {
      signal: controller.signal,
    });
    if (!controller.signal.aborted) useUsageStore.setState({ usage: data });
  } catch {
    // Offline or signed out: the count stays as it was.
  }
}

/** Stops a read still on its way (the workspace closed). */
export function stopReadingUsage() {
  reading?.abort();
}
