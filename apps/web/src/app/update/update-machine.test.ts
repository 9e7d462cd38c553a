import { describe, expect, it } from 'vitest';
import { MAX_UPDATE_RETRIES } from './update-constants';
import {
  INITIAL_UPDATE_STATE,
  updateReducer,
  type UpdateEvent,
  type UpdateState,
  type UpdateStatus,
} from './update-machine';

const at = (status: UpdateStatus, extra: Partial<UpdateState> = {}): UpdateState => ({
  ...INITIAL_UPDATE_STATE,
  status,
  ...extra,
});

const run = (state: UpdateState, ...events: UpdateEvent[]) => events.reduce(updateReducer, state);

describe('update state machine', () => {
  it('checks from idle only, and goes back to idle only from checking', () => {
    expect(run(at('idle'), { type: 'checkStarted' }).status).toBe('checking');
    expect(run(at('checking'), { type: 'checkEnded' }).status).toBe('idle');
    expect(run(at('available'), { type: 'checkStarted' }).status).toBe('available');
    expect(run(at('downloading'), { type: 'checkEnded' }).status).toBe('downloading');
  });

  it('downloads, then offers the waiting worker with a five-second countdown', () => {
    const downloading = run(at('checking'), { type: 'downloading' });
    expect(downloading.status).toBe('downloading');
    const available = run(downloading, { type: 'waiting', isAutoUpdate: true });
    expect(available).toEqual(at('available', { countdown: 5 }));
    expect(run(available, { type: 'tick' }, { type: 'tick' }).countdown).toBe(3);
    const ticks = Array.from({ length: 7 }, () => ({ type: 'tick' }) as const);
    expect(run(available, ...ticks).countdown).toBe(0);
  });

  it('has no countdown with auto-update off', () => {
    const available = run(at('idle'), { type: 'waiting', isAutoUpdate: false });
    expect(available).toEqual(at('available', { countdown: null }));
    expect(run(available, { type: 'tick' }).countdown).toBeNull();
  });

  it('keeps the countdown when the same worker is announced again', () => {
    const counting = at('available', { countdown: 2 });
    expect(run(counting, { type: 'waiting', isAutoUpdate: true })).toBe(counting);
  });

  it('installs from ready, and succeeds when the new worker takes control', () => {
    const installing = run(
      at('available', { countdown: 0 }),
      { type: 'ready' },
      { type: 'install' },
    );
    expect(installing).toEqual(at('installing'));
    expect(run(at('available'), { type: 'install' }).status).toBe('available');
    expect(run(installing, { type: 'controlling' }).status).toBe('success');
  });

  it('ignores news of other workers while switching to the new one', () => {
    for (const status of ['installing', 'success'] as const) {
      expect(run(at(status), { type: 'waiting', isAutoUpdate: true }).status).toBe(status);
      expect(run(at(status), { type: 'downloading' }).status).toBe(status);
    }
  });

  it('times out only while installing', () => {
    expect(run(at('installing'), { type: 'timedOut' })).toEqual(
      at('error', { failure: 'timeout' }),
    );
    expect(run(at('success'), { type: 'timedOut' }).status).toBe('success');
  });

  it(`counts failed activations up to ${MAX_UPDATE_RETRIES}, and a retry by hand starts again`, () => {
    let state = at('installing');
    for (let attempt = 1; attempt <= MAX_UPDATE_RETRIES + 1; attempt += 1) {
      state = run(state, { type: 'activationFailed' });
      expect(state.status).toBe('error');
      expect(state.failure).toBe('activation');
      expect(state.retryCount).toBe(Math.min(attempt, MAX_UPDATE_RETRIES));
      state = run(state, { type: 'ready' }, { type: 'install' });
      expect(state.status).toBe('installing');
    }
    expect(run(state, { type: 'retriedByHand' }).retryCount).toBe(0);
  });

  it('fails on registration, and recovers when a registration succeeds', () => {
    const failed = run(at('idle'), { type: 'registrationFailed' });
    expect(failed).toEqual(at('error', { failure: 'registration' }));
    expect(run(failed, { type: 'registered' })).toEqual(INITIAL_UPDATE_STATE);
    expect(run(at('available'), { type: 'registered' }).status).toBe('available');
  });
});
