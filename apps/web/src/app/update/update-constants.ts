/** The service worker vite-plugin-pwa builds (decision 0018), registered for the whole origin. */
export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

/** Spec §9, app updates. */
export const UPDATE_TIMING_MS = {
  checkInterval: 30 * 60_000,
  autoUpdateDelay: 5_000,
  countdownStep: 1_000,
  installTimeout: 30_000,
  retryDelay: 3_000,
  reloadDelay: 1_000,
  checkingShown: 2_000,
} as const;

/** Automatic activation retries after a failure; 'Retry Update' starts the count again. */
export const MAX_UPDATE_RETRIES = 3;
