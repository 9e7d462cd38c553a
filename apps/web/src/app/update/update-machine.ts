import { MAX_UPDATE_RETRIES, UPDATE_TIMING_MS } from './update-constants';

export type UpdateStatus =
  'idle' | 'checking' | 'available' | 'downloading' | 'ready' | 'installing' | 'success' | 'error';

/** Why an update failed; the banner turns it into the spec's message. */
export type UpdateFailure = 'registration' | 'timeout' | 'activation';

export interface UpdateState {
  status: UpdateStatus;
  /** Automatic activation retries made since the last update was found or retried by hand. */
  retryCount: number;
  /** Seconds until the automatic update while available; null when none is coming. */
  countdown: number | null;
  failure: UpdateFailure | null;
}

export type UpdateEvent =
  | { type: 'checkStarted' }
  | { type: 'checkEnded' }
  | { type: 'downloading' }
  | { type: 'waiting'; isAutoUpdate: boolean }
  | { type: 'tick' }
  | { type: 'ready' }
  | { type: 'install' }
  | { type: 'controlling' }
  | { type: 'timedOut' }
  | { type: 'activationFailed' }
  | { type: 'retriedByHand' }
  | { type: 'registrationFailed' }
  | { type: 'registered' };

export const INITIAL_UPDATE_STATE: UpdateState = {
  status: 'idle',
  retryCount: 0,
  countdown: null,
  failure: null,
};

const AUTO_UPDATE_SECONDS = UPDATE_TIMING_MS.autoUpdateDelay / UPDATE_TIMING_MS.countdownStep;

/** Once a new worker is being switched to, news of other workers changes nothing. */
const isSwitching = (status: UpdateStatus) => status === 'installing' || status === 'success';

/** Whether an activation failure in this state is followed by an automatic retry. */
export function canRetryAutomatically(state: UpdateState): boolean {
  return state.retryCount < MAX_UPDATE_RETRIES;
}

/** The app update's states (spec §4); events that do not apply leave the state as it is. */
export function updateReducer(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event.type) {
    case 'checkStarted':
      return state.status === 'idle' ? { ...state, status: 'checking' } : state;
    case 'checkEnded':
      return state.status === 'checking' ? { ...state, status: 'idle' } : state;
    case 'downloading':
      return isSwitching(state.status) ? state : { ...INITIAL_UPDATE_STATE, status: 'downloading' };
    case 'waiting':
      // One worker is announced by every tab's Workbox and by the page's own; the first counts.
      return isSwitching(state.status) || state.status === 'available'
        ? state
        : {
            ...INITIAL_UPDATE_STATE,
            status: 'available',
            countdown: event.isAutoUpdate ? AUTO_UPDATE_SECONDS : null,
          };
    case 'tick':
      return state.status === 'available' && state.countdown !== null && state.countdown > 0
        ? { ...state, countdown: state.countdown - 1 }
        : state;
    case 'ready':
      return isSwitching(state.status) ? state : { ...state, status: 'ready', countdown: null };
    case 'install':
      return state.status === 'ready' ? { ...state, status: 'installing', failure: null } : state;
    case 'controlling':
      return { ...state, status: 'success', countdown: null, failure: null };
    case 'timedOut':
      return state.status === 'installing'
        ? { ...state, status: 'error', failure: 'timeout' }
        : state;
    case 'activationFailed':
      if (state.status !== 'installing') return state;
      return {
        ...state,
        status: 'error',
        failure: 'activation',
        retryCount: canRetryAutomatically(state) ? state.retryCount + 1 : state.retryCount,
      };
    case 'retriedByHand':
      return { ...state, retryCount: 0 };
    case 'registrationFailed':
      return { ...INITIAL_UPDATE_STATE, status: 'error', failure: 'registration' };
    case 'registered':
      return state.failure === 'registration' ? INITIAL_UPDATE_STATE : state;
  }
}
