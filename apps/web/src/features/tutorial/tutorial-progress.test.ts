import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserState } from '../../lib/user-state';
import {
  clearProgress,
  createThrottledWriter,
  progressKey,
  readProgress,
} from './progress-storage';
import { decideResume, parseProgress } from './tutorial-progress';
import type { TutorialProgress } from './tutorial-types';

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function saved(overrides: Partial<TutorialProgress> = {}): TutorialProgress {
  return {
    stepIndex: 5,
    phase: 'toolbar',
    completedSteps: ['welcome'],
    startTime: NOW - 10 * MINUTE,
    lastActivity: NOW - 10 * MINUTE,
    sessionId: 'session-1',
    ...overrides,
  };
}

describe('resume decision', () => {
  it('starts fresh without saved progress', () => {
    expect(decideResume(null, NOW)).toEqual({ kind: 'fresh' });
  });

  it('offers to resume within 1 hour of the last activity, before step index 25', () => {
    const progress = saved({ lastActivity: NOW - 60 * MINUTE, stepIndex: 24 });
    expect(decideResume(progress, NOW)).toEqual({ kind: 'offer', progress });
  });

  it('resumes without asking once the hour has passed, or at the last step', () => {
    const late = saved({ lastActivity: NOW - 60 * MINUTE - 1 });
    expect(decideResume(late, NOW)).toEqual({ kind: 'resume', progress: late });
    const last = saved({ stepIndex: 25 });
    expect(decideResume(last, NOW)).toEqual({ kind: 'resume', progress: last });
  });

  it('discards progress older than 7 days', () => {
    expect(decideResume(saved({ lastActivity: NOW - 7 * DAY }), NOW).kind).toBe('resume');
    expect(decideResume(saved({ lastActivity: NOW - 7 * DAY - 1 }), NOW)).toEqual({
      kind: 'discard',
    });
  });

  it('trusts only well-formed stored progress', () => {
    expect(parseProgress(JSON.stringify(saved()))).toEqual(saved());
    expect(parseProgress('{not json')).toBeNull();
    expect(parseProgress(JSON.stringify({ ...saved(), phase: 'kitchen' }))).toBeNull();
    expect(parseProgress(JSON.stringify({ ...saved(), stepIndex: -1 }))).toBeNull();
    expect(parseProgress(null)).toBeNull();
  });
});

describe('progress storage', () => {
  it('keeps progress per user under the user prefix, so signing out forgets it', () => {
    localStorage.setItem(progressKey('u1'), JSON.stringify(saved()));
    localStorage.setItem(progressKey('u2'), JSON.stringify(saved({ stepIndex: 9 })));
    expect(readProgress('u1')?.stepIndex).toBe(5);
    expect(readProgress('u2')?.stepIndex).toBe(9);
    clearProgress('u1');
    expect(readProgress('u1')).toBeNull();
    clearUserState();
    expect(readProgress('u2')).toBeNull();
  });
});

describe('throttled progress writer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes at most once every 5 s, and the latest value when the 5 s are up', () => {
    const write = vi.fn();
    const writer = createThrottledWriter<number>(write);
    writer.save(1);
    expect(write.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1_000);
    writer.save(2);
    writer.save(3);
    vi.advanceTimersByTime(3_999);
    expect(write.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(write.mock.calls).toEqual([[1], [3]]);
    writer.save(4);
    vi.advanceTimersByTime(4_999);
    expect(write.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(1);
    expect(write.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('writes at once when 5 s have passed since the last write', () => {
    const write = vi.fn();
    const writer = createThrottledWriter<number>(write);
    writer.save(1);
    vi.advanceTimersByTime(5_000);
    writer.save(2);
    expect(write.mock.calls).toEqual([[1], [2]]);
  });

  it('drops a held value when cancelled', () => {
    const write = vi.fn();
    const writer = createThrottledWriter<number>(write);
    writer.save(1);
    writer.save(2);
    writer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(write.mock.calls).toEqual([[1]]);
  });
});
