import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS } from './tutorial-steps';
import {
  endRun,
  goNext,
  goPrevious,
  idleRun,
  progressOf,
  progressPercent,
  startRun,
} from './tutorial-transitions';
import type { TutorialProgress } from './tutorial-types';

const NOW = 1_700_000_000_000;
const fresh = () => startRun(TUTORIAL_STEPS, { now: NOW, sessionId: 'session-1' });
const at = (index: number) => ({ ...fresh(), currentStepIndex: index });

describe('tutorial steps', () => {
  it('has 31 steps with unique ids, the welcome first and the last back in the workspace', () => {
    const ids = TUTORIAL_STEPS.map((step) => step.id);
    expect(ids).toHaveLength(31);
    expect(new Set(ids).size).toBe(31);
    expect(ids[0]).toBe('welcome');
    const last = TUTORIAL_STEPS.at(-1)!;
    expect(last).toMatchObject({ id: 'finish', route: '/playground', skipEnabled: false });
  });

  it('teaches suggest, review, code, redact and log after the sidebar', () => {
    const ids = TUTORIAL_STEPS.map((step) => step.id);
    const from = ids.indexOf('sidebar-history') + 1;
    expect(ids.slice(from, from + 4)).toEqual([
      'review-marks',
      'review-codes',
      'review-redact',
      'review-log',
    ]);
    const marks = TUTORIAL_STEPS.find((step) => step.id === 'review-marks')!;
    expect(marks.targetSelector).toBe('[data-tutorial="sidebar-marks"]');
  });

  it('gives the upload, search, detect and redact steps their demo clips', () => {
    const clips = TUTORIAL_STEPS.filter((step) => step.hasAnimation).map((step) => [
      step.animationName,
      step.animationType,
    ]);
    expect(clips).toEqual([
      ['upload', 'video'],
      ['search', 'video'],
      ['detect', 'video'],
      ['redact', 'video'],
    ]);
  });

  it('keeps every phase on its page', () => {
    const routes = new Map(TUTORIAL_STEPS.map((step) => [step.phase, new Set<string>()]));
    for (const step of TUTORIAL_STEPS) routes.get(step.phase)!.add(step.route!);
    expect(Object.fromEntries([...routes].map(([phase, set]) => [phase, [...set]]))).toEqual({
      toolbar: ['/playground'],
      sidebar: ['/playground'],
      review: ['/playground'],
      navigation: ['/playground'],
      settings: ['/user/settings'],
      subscription: ['/subscription/manage'],
      organization: ['/organization'],
      finish: ['/playground'],
    });
  });
});

describe('tutorial transitions', () => {
  it('starts active at the first step, waiting to show', () => {
    expect(fresh()).toMatchObject({
      isActive: true,
      isVisible: false,
      currentStepIndex: 0,
      totalSteps: 31,
      completedSteps: [],
      sessionId: 'session-1',
      startTime: NOW,
      endReason: null,
    });
  });

  it('moves forward and counts the step left as done', () => {
    const run = goNext(goNext(fresh(), TUTORIAL_STEPS), TUTORIAL_STEPS);
    expect(run.currentStepIndex).toBe(2);
    expect(run.completedSteps).toEqual(['welcome', 'toolbar-upload']);
  });

  it('moves back without undoing what was done, and never below the first step', () => {
    const back = goPrevious(goNext(fresh(), TUTORIAL_STEPS));
    expect(back.currentStepIndex).toBe(0);
    expect(back.completedSteps).toEqual(['welcome']);
    expect(goPrevious(back)).toBe(back);
  });

  it('completes the run when Next is pressed on the last step', () => {
    const run = goNext(at(30), TUTORIAL_STEPS);
    expect(run).toMatchObject({ isActive: false, endReason: 'completed', currentStepIndex: 30 });
    expect(run.completedSteps).toContain('finish');
  });

  it('ends by skipping or completing, and an ended run stays ended', () => {
    const skipped = endRun(at(4), 'skipped');
    expect(skipped).toMatchObject({ isActive: false, isVisible: false, endReason: 'skipped' });
    expect(endRun(skipped, 'completed')).toBe(skipped);
    expect(goNext(skipped, TUTORIAL_STEPS)).toBe(skipped);
    expect(goPrevious(skipped)).toBe(skipped);
    expect(endRun(at(4), 'completed').endReason).toBe('completed');
  });

  it('does nothing while idle', () => {
    const idle = idleRun(26);
    expect(goNext(idle, TUTORIAL_STEPS)).toBe(idle);
    expect(idle.isActive).toBe(false);
  });

  it('resumes saved progress, clamping the index and dropping unknown steps', () => {
    const saved: TutorialProgress = {
      stepIndex: 40,
      phase: 'organization',
      completedSteps: ['welcome', 'removed-step'],
      startTime: NOW - 5_000,
      lastActivity: NOW - 1_000,
      sessionId: 'session-0',
    };
    const run = startRun(TUTORIAL_STEPS, { now: NOW, sessionId: 'session-1', progress: saved });
    expect(run).toMatchObject({
      currentStepIndex: 30,
      completedSteps: ['welcome'],
      sessionId: 'session-0',
      startTime: NOW - 5_000,
    });
    const below = startRun(TUTORIAL_STEPS, {
      now: NOW,
      sessionId: 's',
      progress: { ...saved, stepIndex: -3 },
    });
    expect(below.currentStepIndex).toBe(0);
  });

  it('stores the step, its phase and the time of the last activity', () => {
    expect(progressOf(at(9), TUTORIAL_STEPS, NOW + 10)).toEqual({
      stepIndex: 9,
      phase: 'sidebar',
      completedSteps: [],
      startTime: NOW,
      lastActivity: NOW + 10,
      sessionId: 'session-1',
    });
  });

  it('shows progress as (index + 1) / total percent', () => {
    expect(progressPercent(0, 26)).toBeCloseTo(3.846, 3);
    expect(progressPercent(12, 26)).toBe(50);
    expect(progressPercent(25, 26)).toBe(100);
  });
});
