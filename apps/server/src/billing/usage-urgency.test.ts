import { describe, expect, it } from 'vitest';
import type { UsageForecast } from './usage-forecast';
import { gaugeLevel, isUsageBannerShown, usageUrgency } from './usage-urgency';

const forecast = (over: Partial<UsageForecast>): UsageForecast => ({
  percentUsed: 0,
  dailyAverage: 1,
  predictedMonthly: 30,
  predictedTotal: 30,
  daysUntilExhaustion: 100,
  runsOutInPeriod: false,
  willExceed: false,
  ...over,
});
const soon = (days: number) => forecast({ daysUntilExhaustion: days, runsOutInPeriod: true });

describe('usageUrgency at every threshold edge', () => {
  it.each([
    [95, 'critical', 'urgent_upgrade'],
    [94.99, 'high', 'consider_upgrade'],
    [85, 'high', 'consider_upgrade'],
    [84.99, 'medium', 'consider_upgrade'],
    [70, 'medium', 'consider_upgrade'],
    [69.99, 'low', 'monitor'],
    [1, 'low', 'monitor'],
    [0.99, 'none', 'none'],
  ])('%s %% used is %s (%s)', (percentUsed, level, action) => {
    expect(usageUrgency(forecast({ percentUsed }))).toEqual({ level, action });
  });

  it.each([
    [3, 'critical', 'urgent_upgrade'],
    [3.01, 'high', 'consider_upgrade'],
    [7, 'high', 'consider_upgrade'],
    [7.01, 'low', 'monitor'],
  ])('%s days until exhaustion is %s', (days, level, action) => {
    expect(usageUrgency({ ...soon(days), percentUsed: 10 })).toEqual({ level, action });
  });

  it('makes high urgent when the projected total exceeds the quota', () => {
    expect(usageUrgency(forecast({ percentUsed: 86, willExceed: true }))).toEqual({
      level: 'high',
      action: 'urgent_upgrade',
    });
  });

  it('is medium when projected to exceed, whatever the share used', () => {
    expect(usageUrgency(forecast({ percentUsed: 5, willExceed: true })).level).toBe('medium');
  });

  it('ignores an exhaustion date that falls after the period ends', () => {
    const late = forecast({ percentUsed: 10, daysUntilExhaustion: 2, runsOutInPeriod: false });
    expect(usageUrgency(late).level).toBe('low');
  });
});

describe('gauge and banner', () => {
  it('colours the gauge at 70 and 90 %', () => {
    expect([70, 70.01, 90, 90.01].map(gaugeLevel)).toEqual([
      'success',
      'warning',
      'warning',
      'error',
    ]);
  });

  it('hides the banner below 0.1 %', () => {
    expect(isUsageBannerShown(0.0999)).toBe(false);
    expect(isUsageBannerShown(0.1)).toBe(true);
  });
});
