import { BILLING_PATHS, ZUsageResponse, type TUsage } from '@workbench/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { apiRequest } from '../../../lib/api-client';
import { useDetectionStore } from '../detection/detection-store';
import { useFilesStore } from '../files/files-store';
import { useSearchStore } from '../search/search-store';

/** How long after the last search, detection or redaction change the count is read again. */
const REFRESH_DELAY_MS = 1500;

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

/**
 * Keeps the count current while the workspace is open: read at once, when the window regains
 * focus, and a moment after searches, detections and redactions, which spend pages.
 */
export function useUsageRefresh() {
  useEffect(() => {
    void refreshUsage();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refreshUsage(), REFRESH_DELAY_MS);
    };
    const stops = [
      useDetectionStore.subscribe(later),
      useSearchStore.subscribe(later),
      useFilesStore.subscribe((state, previous) => {
        if (state.redacted !== previous.redacted) later();
      }),
    ];
    const onFocus = () => void refreshUsage();
    window.addEventListener('focus', onFocus);
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      window.removeEventListener('focus', onFocus);
      reading?.abort();
    };
  }, []);
}
