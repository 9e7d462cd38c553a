import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth);
}
