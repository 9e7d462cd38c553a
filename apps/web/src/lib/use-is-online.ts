import { useSyncExternalStore } from 'react';

/** The browser's view of the network; without a navigator (server rendering) assume online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online, following its online and offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
