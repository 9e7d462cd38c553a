import { createNamedTimers } from './named-timers';
import { UPDATE_TIMING_MS } from './update-constants';
import {
  canRetryAutomatically,
  INITIAL_UPDATE_STATE,
  updateReducer,
  type UpdateEvent,
  type UpdateState,
} from './update-machine';

type LifecycleType = 'installed' | 'waiting' | 'controlling' | 'activated';

/** What workbox-window's lifecycle events carry that the update needs. */
export interface LifecycleEvent {
  isUpdate?: boolean;
  isExternal?: boolean;
}

export interface RegistrationLike {
  readonly waiting: unknown;
  update(): Promise<unknown>;
}

/** The part of workbox-window's Workbox the controller uses; tests pass a fake. */
export interface WorkboxLike {
  addEventListener(type: LifecycleType, listener: (event: LifecycleEvent) => void): void;
  removeEventListener(type: LifecycleType, listener: (event: LifecycleEvent) => void): void;
  register(): Promise<RegistrationLike | undefined>;
  messageSkipWaiting(): void;
}

export interface UpdateControllerOptions {
  workbox: WorkboxLike;
  reload?: () => void;
  /** Spec §4: on by default; off, an available update waits for 'Update Now'. */
  isAutoUpdate?: boolean;
}

/** Plain functions, so React can take getState and subscribe without binding them. */
export interface UpdateController {
  getState: () => UpdateState;
  subscribe: (listener: () => void) => () => void;
  /** Registers the worker and starts the periodic, visibility and network checks. */
  start: () => Promise<void>;
  check: () => Promise<void>;
  /** Activates the waiting worker now instead of at the end of the countdown. */
  updateNow: () => void;
  /** 'Retry Update': the retry count starts again. */
  retry: () => Promise<void>;
  stop: () => void;
}

function hasController(): boolean {
  return 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller);
}

/**
 * Drives the update state machine from workbox-window's events (spec §4) and owns its timers.
 * A new worker waits until this says so (SKIP_WAITING); then every open tab reloads onto it,
 * because the new worker drops the old build's files from the cache.
 */
export function createUpdateController({
  workbox,
  reload = () => window.location.reload(),
  isAutoUpdate = true,
}: UpdateControllerOptions): UpdateController {
  let state = INITIAL_UPDATE_STATE;
  let registration: RegistrationLike | null = null;
  // Until a new worker has been seen, taking control is the first install claiming the page.
  let hasSeenWaiting = false;
  let isReloading = false;
  let isStarted = false;
  let checkInterval: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  const timers = createNamedTimers<'countdown' | 'checking' | 'timeout' | 'retry' | 'reload'>();

  function dispatch(event: UpdateEvent): boolean {
    const next = updateReducer(state, event);
    if (next === state) return false;
    state = next;
    listeners.forEach((listener) => listener());
    return true;
  }

  function reloadOnce() {
    if (isReloading) return;
    isReloading = true;
    timers.cancelAll();
    reload();
  }

  function countDown() {
    timers.later('countdown', UPDATE_TIMING_MS.countdownStep, () => {
      dispatch({ type: 'tick' });
      if (state.status !== 'available') return;
      if (state.countdown === 0) install();
      else countDown();
    });
  }

  function fail() {
    timers.cancel('timeout');
    const willRetry = canRetryAutomatically(state);
    dispatch({ type: 'activationFailed' });
    if (willRetry) timers.later('retry', UPDATE_TIMING_MS.retryDelay, install);
  }

  function install() {
    timers.cancel('countdown');
    timers.cancel('retry');
    dispatch({ type: 'ready' });
    if (!dispatch({ type: 'install' })) return;
    timers.later('timeout', UPDATE_TIMING_MS.installTimeout, () => dispatch({ type: 'timedOut' }));
    // messageSkipWaiting does nothing without a waiting worker; that is a failed activation.
    if (!registration?.waiting) {
      console.error('Service worker activation failed: no worker is waiting');
      fail();
      return;
    }
    try {
      workbox.messageSkipWaiting();
    } catch (error) {
      console.error('Service worker activation failed', error);
      fail();
    }
  }

  // workbox-window calls a worker found more than 60 s after registration (so by every periodic,
  // visibility or network check) external and leaves isUpdate unset. With a worker already
  // controlling the page it is still an update being downloaded.
  const handleInstalled = (event: LifecycleEvent) => {
    if (event.isUpdate || (event.isExternal && hasController())) dispatch({ type: 'downloading' });
  };

  const handleWaiting = () => {
    hasSeenWaiting = true;
    if (dispatch({ type: 'waiting', isAutoUpdate }) && isAutoUpdate) countDown();
  };

  const handleControlling = (event: LifecycleEvent) => {
    if (!event.isUpdate && !hasSeenWaiting) return;
    timers.cancelAll();
    dispatch({ type: 'controlling' });
    timers.later('reload', UPDATE_TIMING_MS.reloadDelay, reloadOnce);
  };

  // Another tab activated the new worker: this page's files may already be gone from the cache.
  // When this page saw the takeover itself, its success message reloads a second later instead.
  const handleActivated = (event: LifecycleEvent) => {
    if (event.isExternal && hasSeenWaiting && state.status !== 'success') reloadOnce();
  };

  const handleVisibility = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const handleOnline = () => void check();

  async function register() {
    try {
      registration = (await workbox.register()) ?? null;
    } catch (error) {
      console.error('Service worker registration failed', error);
      registration = null;
    }
    dispatch({ type: registration === null ? 'registrationFailed' : 'registered' });
  }

  async function check() {
    if (registration === null) return;
    if (dispatch({ type: 'checkStarted' })) {
      timers.later('checking', UPDATE_TIMING_MS.checkingShown, () =>
        dispatch({ type: 'checkEnded' }),
      );
    }
    try {
      await registration.update();
    } catch {
      // Offline or the server is away: the next check (or the network coming back) tries again.
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (isStarted) return;
      isStarted = true;
      workbox.addEventListener('installed', handleInstalled);
      workbox.addEventListener('waiting', handleWaiting);
      workbox.addEventListener('controlling', handleControlling);
      workbox.addEventListener('activated', handleActivated);
      document.addEventListener('visibilitychange', handleVisibility);
      window.addEventListener('online', handleOnline);
      checkInterval = setInterval(() => void check(), UPDATE_TIMING_MS.checkInterval);
      await register();
    },
    check,
    updateNow() {
      if (state.status === 'available' || state.status === 'ready') install();
    },
    async retry() {
      timers.cancel('retry');
      dispatch({ type: 'retriedByHand' });
      if (registration === null) await register();
      else install();
    },
    stop() {
      workbox.removeEventListener('installed', handleInstalled);
      workbox.removeEventListener('waiting', handleWaiting);
      workbox.removeEventListener('controlling', handleControlling);
      workbox.removeEventListener('activated', handleActivated);
      document.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('online', handleOnline);
      clearInterval(checkInterval);
      timers.cancelAll();
      isStarted = false;
    },
  };
}
