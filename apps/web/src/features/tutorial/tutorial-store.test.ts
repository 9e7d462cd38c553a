import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressKey, readProgress } from './progress-storage';
import { selectHoldsUserMenuOpen, useTutorialStore } from './tutorial-store';
import type { TutorialProgress } from './tutorial-types';

const NOW = 1_700_000_000_000;
const USER = 'user-1';
const store = () => useTutorialStore.getState();

function saveProgress(overrides: Partial<TutorialProgress>) {
  const progress: TutorialProgress = {
    stepIndex: 6,
    phase: 'toolbar',
    completedSteps: ['welcome'],
    startTime: NOW - 60_000,
    lastActivity: NOW - 60_000,
    sessionId: 'saved-session',
    ...overrides,
  };
  localStorage.setItem(progressKey(USER), JSON.stringify(progress));
  return progress;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  store().reset();
});

afterEach(() => {
  store().reset();
  vi.useRealTimers();
});

describe('tutorial store', () => {
  it('starts at the welcome step without saved progress, once per load', () => {
    store().autoStart(USER, NOW);
    expect(store()).toMatchObject({ isActive: true, currentStepIndex: 0, hasAutoStarted: true });
    expect(store().currentStep?.id).toBe('welcome');
    store().skipTutorial();
    store().autoStart(USER, NOW);
    expect(store().isActive).toBe(false);
  });

  it('asks before resuming recent progress, and continues or starts over as chosen', () => {
    const progress = saveProgress({ stepIndex: 6 });
    store().autoStart(USER, NOW);
    expect(store().isActive).toBe(false);
    expect(store().resumeOffer).toEqual(progress);
    store().acceptResume();
    expect(store()).toMatchObject({ isActive: true, currentStepIndex: 6, resumeOffer: null });
    expect(store().currentStep?.id).toBe('toolbar-print');

    store().reset();
    saveProgress({ stepIndex: 6 });
    store().autoStart(USER, NOW);
    store().startOver();
    expect(store()).toMatchObject({ isActive: true, currentStepIndex: 0 });
  });

  it('resumes older progress without asking and discards progress past 7 days', () => {
    saveProgress({ stepIndex: 12, lastActivity: NOW - 2 * 60 * 60_000 });
    store().autoStart(USER, NOW);
    expect(store()).toMatchObject({ isActive: true, currentStepIndex: 12, resumeOffer: null });

    store().reset();
    saveProgress({ stepIndex: 12, lastActivity: NOW - 8 * 24 * 60 * 60_000 });
    store().autoStart(USER, NOW);
    expect(store()).toMatchObject({ isActive: true, currentStepIndex: 0 });
  });

  it('saves progress on step changes at most every 5 s and clears it when finished', () => {
    // The writer is shared by the whole load; earlier tests wrote at NOW.
    vi.advanceTimersByTime(5_000);
    store().start(USER);
    expect(readProgress(USER)?.stepIndex).toBe(0);
    store().nextStep();
    store().nextStep();
    expect(readProgress(USER)?.stepIndex).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(readProgress(USER)).toMatchObject({ stepIndex: 2, phase: 'toolbar' });
    store().nextStep();
    store().completeTutorial();
    vi.advanceTimersByTime(5_000);
    expect(readProgress(USER)).toBeNull();
    expect(store()).toMatchObject({ isActive: false, endReason: 'completed' });
  });

  it('restarts from the first step 500 ms later, forgetting the progress', () => {
    store().start(USER);
    store().nextStep();
    store().restart(USER);
    expect(store().isActive).toBe(false);
    expect(readProgress(USER)).toBeNull();
    vi.advanceTimersByTime(499);
    expect(store().isActive).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store()).toMatchObject({ isActive: true, currentStepIndex: 0, completedSteps: [] });
  });

  it('holds the user menu open only on the navigation steps', () => {
    store().start(USER);
    expect(selectHoldsUserMenuOpen(store())).toBe(false);
    for (let step = 0; step < 19; step += 1) store().nextStep();
    expect(store().currentStep?.id).toBe('navigation-user-menu');
    expect(selectHoldsUserMenuOpen(store())).toBe(true);
    store().nextStep();
    store().nextStep();
    expect(selectHoldsUserMenuOpen(store())).toBe(true);
    store().nextStep();
    expect(store().currentStep?.id).toBe('settings-general');
    expect(selectHoldsUserMenuOpen(store())).toBe(false);
  });
});
