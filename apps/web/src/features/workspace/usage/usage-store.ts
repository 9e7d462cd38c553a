import { useEffect } from 'react';
import { useDetectionStore } from '../detection/detection-store';
import { useFilesStore } from '../files/files-store';
import { useSearchStore } from '../search/search-store';
import { refreshUsage, stopReadingUsage } from './usage-count';

export { refreshUsage, useUsageStore } from './usage-count';

/** How long after the last search, detection or redaction change the count is read again. */
const REFRESH_DELAY_MS = 1500;

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
      stopReadingUsage();
    };
  }, []);
}
